import { reservedCatalogueUrls } from '@vitrine/contracts';

/** The storefront pages the server writes link-preview tags into (spec section 2 routes). */
export type StorefrontPath =
  | { kind: 'catalogue'; shopUrl: string }
  | { kind: 'product'; shopUrl: string; productId: number | null }
  | { kind: 'shopPage'; shopUrl: string };

const reserved = new Set<string>(reservedCatalogueUrls);

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The product id from its base64 path segment; null when it is not base64 of a positive integer. */
export function decodeProductId(segment: string): number | null {
  const decoded = decodeSegment(segment);
  if (!decoded || !/^[A-Za-z0-9+/]+={0,2}$/.test(decoded)) return null;
  const text = Buffer.from(decoded, 'base64').toString('latin1');
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

export const productSlug = (name: string) => name.toLowerCase().replace(/ /g, '-');

export function productPath(shopUrl: string, product: { product_id: number; product_name: string }): string {
  const id = Buffer.from(String(product.product_id)).toString('base64');
  return `/${shopUrl}/product-detail/${encodeURIComponent(productSlug(product.product_name))}/${id}`;
}

/** Which storefront page a path is, or null for every other path (account area, template, assets). */
export function matchStorefrontPath(pathname: string): StorefrontPath | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (parts.length === 0 || parts.some((p) => p === '')) return null;
  const shopUrl = decodeSegment(parts[0]);
  if (shopUrl === null || reserved.has(shopUrl)) return null;
  if (parts.length === 1) return { kind: 'catalogue', shopUrl };
  if (parts.length === 4 && parts[1] === 'product-detail') {
    return { kind: 'product', shopUrl, productId: decodeProductId(parts[3]) };
  }
  if (parts.length === 2 && (parts[1] === 'checkout' || parts[1] === 'order-confirmation')) {
    return { kind: 'shopPage', shopUrl };
  }
  return null;
}
