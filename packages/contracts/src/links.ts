// No zod here: the storefront imports this file on its own (`@vitrine/contracts/links`).

/**
 * Storefront product URLs (spec section 2), written the same by the server (SEO tags, sitemap)
 * and the web app: `/{shop}/product-detail/{name lowercased, spaces as dashes}/{base64 of id}`.
 * The id alone identifies the product, so an old or mistyped name still opens the right page.
 */
export const productSlug = (name: string): string => name.toLowerCase().replace(/ /g, '-');

/** Base64 of the id's digits (ASCII only, so `btoa` gives the same in Node and every browser). */
export const encodeProductId = (id: number): string => btoa(String(id));

/** The product id from its base64 path segment, or null when it is not base64 of a positive integer. */
export function decodeProductId(segment: string | undefined): number | null {
  if (!segment) return null;
  let text: string;
  try {
    const decoded = decodeURIComponent(segment);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(decoded)) return null;
    text = atob(decoded);
  } catch {
    return null;
  }
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

export function productPath(shopUrl: string, product: { product_id: number; product_name: string }): string {
  return `/${shopUrl}/product-detail/${encodeURIComponent(productSlug(product.product_name))}/${encodeProductId(product.product_id)}`;
}

/** A shopper's order page: `/{shop}/order/{order number}/{token}`. */
export const orderPagePath = (shopUrl: string, orderNumber: string, token: string) =>
  `/${encodeURIComponent(shopUrl)}/order/${encodeURIComponent(orderNumber)}/${encodeURIComponent(token)}`;

/** A shop's product feeds: Meta's CSV (WhatsApp, Instagram, Facebook) and Google Merchant Center's RSS. */
export const feedFiles = { meta: 'meta.csv', google: 'google.xml' } as const;
export type FeedKind = keyof typeof feedFiles;

/** `/{shop}/feeds/meta.csv`, `/{shop}/feeds/google.xml`. */
export const feedPath = (shopUrl: string, feed: FeedKind) => `/${encodeURIComponent(shopUrl)}/feeds/${feedFiles[feed]}`;

/**
 * A WhatsApp chat with a number, its message ready (`https://wa.me/<digits>?text=…`): wa.me takes
 * the number in international form, digits only. Only a number stored in E.164 (`+` and 7 to 15
 * digits) is sure to be one; for any other (typed before numbers were read in the shop's country)
 * there is no link rather than a chat with a stranger.
 */
export function whatsAppChatLink(e164: string, text: string): string | null {
  if (!/^\+[1-9]\d{6,14}$/.test(e164)) return null;
  return `https://wa.me/${e164.slice(1)}?text=${encodeURIComponent(text)}`;
}

/** A bare host and its rest (`docaria.example`, `www.shop.example/menu`): a name with a dot, no scheme. */
const BARE_WEBSITE = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+([:/?#]|$)/u;

/**
 * A shop's website as owners type it, the way browsers read an address bar: trimmed, and a bare
 * host (`docaria.example`) gets `https://`. Anything else is left for the URL rule to judge. The
 * server stores what this gives, and the form shows it, so both agree on the saved address.
 */
export function normaliseWebsite(text: string): string {
  const trimmed = text.trim();
  return BARE_WEBSITE.test(trimmed) ? `https://${trimmed}` : trimmed;
}
