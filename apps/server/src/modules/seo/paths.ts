import { decodeProductId, reservedCatalogueUrls } from '@vitrine/contracts';

/** One link format for server and web (contracts/links.ts). */
export { productPath } from '@vitrine/contracts';

/** The storefront pages the server writes link-preview tags into (spec section 2 routes). */
export type StorefrontPath =
  | { kind: 'catalogue'; shopUrl: string }
  | { kind: 'product'; shopUrl: string; productId: number | null }
  // personal: a shopper's order page (`/{shop}/order/{number}/{token}`), for one visitor's eyes only;
  // checkout: the checkout page (its code and strings are preloaded).
  | { kind: 'shopPage'; shopUrl: string; personal?: boolean; checkout?: boolean };

const reserved = new Set<string>(reservedCatalogueUrls);

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
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
  if (parts.length === 2 && parts[1] === 'checkout') return { kind: 'shopPage', shopUrl, checkout: true };
  if (parts.length === 2 && parts[1] === 'order-confirmation') return { kind: 'shopPage', shopUrl };
  if (parts.length === 4 && parts[1] === 'order') return { kind: 'shopPage', shopUrl, personal: true };
  return null;
}

/**
 * The pattern of the storefront page a path is (`/:shop`, `/:shop/product-detail/:slug/:product`),
 * for metrics and the access log, which count requests by route: these pages have no Fastify
 * route of their own. Undefined for any other path.
 */
export function storefrontRoutePattern(pathname: string): string | undefined {
  const match = matchStorefrontPath(pathname);
  if (!match) return undefined;
  if (match.kind === 'catalogue') return '/:shop';
  if (match.kind === 'product') return '/:shop/product-detail/:slug/:product';
  if (match.checkout) return '/:shop/checkout';
  return match.personal ? '/:shop/order/:number/:token' : '/:shop/order-confirmation';
}
