// No zod here: the storefront's first download imports this module (see package.json exports).

/**
 * One view of a shop's catalogue, one page at a time: search text, category, sort and
 * page. The storefront keeps it in the address (a shared link reproduces it) and the server
 * answers exactly that page, so a shopper never downloads a big shop's whole list.
 */
export const CATALOGUE_PAGE_SIZE = 24;
export const catalogueSorts = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];

export interface CatalogueQuery {
  q: string;
  category: number | null;
  sort: CatalogueSort;
  page: number;
}

export const defaultCatalogueQuery: CatalogueQuery = { q: '', category: null, sort: 'newest', page: 1 };

/** A view read from query parameters; anything unreadable falls back to the default, never an error. */
export function readCatalogueQuery(params: { get(name: string): string | null }): CatalogueQuery {
  const q = (params.get('q') ?? '').slice(0, 100);
  const categoryText = params.get('category') ?? '';
  const category = /^\d{1,9}$/.test(categoryText) ? Number(categoryText) : null;
  const sortText = params.get('sort') ?? '';
  const sort = (catalogueSorts as readonly string[]).includes(sortText) ? (sortText as CatalogueSort) : 'newest';
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1;
  return { q, category, sort, page };
}

/** Query text for a view, defaults left out so links stay short. */
export function writeCatalogueQuery(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.category !== null) params.set('category', String(query.category));
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** Most products one `getproducts` call answers (a cart's lines). */
export const MAX_PRODUCTS_PER_CALL = 50;

/**
 * What a product costs, as every page and card says it: its price, or from its cheapest variant
 * to its dearest ("from" the lowest). One rule for the storefront's cards, its SEO and share cards.
 */
export function priceRange(product: { main_price: number; variants: readonly { price: number }[] }): {
  low: number;
  high: number;
} {
  const prices = product.variants.length ? product.variants.map((v) => v.price) : [product.main_price];
  return { low: Math.min(...prices), high: Math.max(...prices) };
}
