// No zod here: the storefront's first download imports this module (see package.json exports).
import {
  type CatalogueQuery,
  defaultCatalogueQuery,
  readCatalogueQuery,
  writeCatalogueQuery,
} from './catalogue-view.js';

/**
 * The storefront's public reads, by the path under `/api/` the web app asks (`getshop/demo`). One
 * builder per read, used by the web app's reads, the owner's storefront refresh and the server
 * render, and one parser the server render answers with, so the three can never drift apart.
 */
const segment = (value: string | number) => encodeURIComponent(String(value));

export const storefrontReadPath = {
  /** The shop without its products (they come a page at a time). */
  shop: (shopUrl: string) => `getshop/${segment(shopUrl)}`,
  /** One page of a catalogue view; the default view has no query string. */
  cataloguePage: (shopUrl: string, query: CatalogueQuery = defaultCatalogueQuery) => {
    const params = writeCatalogueQuery(query).toString();
    return `getcataloguepage/${segment(shopUrl)}${params ? `?${params}` : ''}`;
  },
  /** The whole catalogue in one answer (older clients, share tools). */
  catalogue: (shopUrl: string) => `getcatalogue/${segment(shopUrl)}`,
  /** One product and a few of its category. */
  product: (shopUrl: string, productId: number) => `getproduct/${segment(shopUrl)}/${segment(productId)}`,
  /** A cart's products as they are now (never remembered). */
  products: (shopUrl: string, ids: readonly number[]) => `getproducts/${segment(shopUrl)}?ids=${ids.join(',')}`,
  categories: (shopId: number) => `getproductcategories/${segment(shopId)}`,
  shopSeo: (shopId: number) => `getshopseo/${segment(shopId)}`,
};

/** The reads a server render may answer, parsed back from their path. */
export type StorefrontRead =
  | { read: 'shop'; shopUrl: string }
  | { read: 'cataloguePage'; shopUrl: string; query: CatalogueQuery }
  | { read: 'product'; shopUrl: string; productId: number }
  | { read: 'categories'; shopId: number }
  | { read: 'shopSeo'; shopId: number };

const idOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : null);

function textOf(text: string | undefined): string | null {
  if (!text) return null;
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Which read a path is (`getproduct/demo/12`), or null for any other path. */
export function parseStorefrontRead(path: string): StorefrontRead | null {
  const url = new URL(path, 'http://api.invalid/');
  const [call, first, second, ...rest] = url.pathname.slice(1).split('/');
  if (rest.length) return null;
  const shopUrl = textOf(first);
  const id = idOf(first);
  switch (call) {
    case 'getshop':
      return shopUrl && second === undefined ? { read: 'shop', shopUrl } : null;
    case 'getcataloguepage':
      return shopUrl && second === undefined
        ? { read: 'cataloguePage', shopUrl, query: readCatalogueQuery(url.searchParams) }
        : null;
    case 'getproduct': {
      const productId = idOf(second);
      return shopUrl && productId ? { read: 'product', shopUrl, productId } : null;
    }
    case 'getproductcategories':
      return id && second === undefined ? { read: 'categories', shopId: id } : null;
    case 'getshopseo':
      return id && second === undefined ? { read: 'shopSeo', shopId: id } : null;
    default:
      return null;
  }
}
