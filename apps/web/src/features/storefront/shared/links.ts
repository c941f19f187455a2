/**
 * Storefront URLs (spec section 2). The product segment is the product name lowercased
 * with spaces as dashes, then the base64 of the product id; the id alone identifies
 * the product, so an old or mistyped name still opens the right page.
 */
export function productSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '-');
}

export function encodeProductId(id: number): string {
  return btoa(String(id));
}

/** The product id from its base64 segment, or null when it is not a base64 positive integer. */
export function decodeProductId(encoded: string | undefined): number | null {
  if (!encoded) return null;
  let text: string;
  try {
    text = atob(decodeURIComponent(encoded));
  } catch {
    return null;
  }
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

export const catalogueLink = (shopUrl: string, query = '') => `/${shopUrl}${query ? `?${query}` : ''}`;
export const checkoutLink = (shopUrl: string) => `/${shopUrl}/checkout`;
export const confirmationLink = (shopUrl: string) => `/${shopUrl}/order-confirmation`;

export function productLink(shopUrl: string, product: { product_id: number; product_name: string }): string {
  return `/${shopUrl}/product-detail/${encodeURIComponent(productSlug(product.product_name))}/${encodeProductId(product.product_id)}`;
}
