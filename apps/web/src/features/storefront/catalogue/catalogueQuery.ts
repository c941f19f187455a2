import type { Product } from '@vitrine/contracts';

/**
 * The catalogue view lives in the URL query (q, category, sort, page), so a shared link
 * reproduces it. Anything unreadable in the query falls back to the default, never an error.
 */
export const PAGE_SIZE = 24;
export const sorts = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type Sort = (typeof sorts)[number];

export interface CatalogueQuery {
  q: string;
  category: number | null;
  sort: Sort;
  page: number;
}

export function readQuery(params: URLSearchParams): CatalogueQuery {
  const q = (params.get('q') ?? '').slice(0, 100);
  const categoryText = params.get('category') ?? '';
  const category = /^\d{1,9}$/.test(categoryText) ? Number(categoryText) : null;
  const sortText = params.get('sort') ?? '';
  const sort = (sorts as readonly string[]).includes(sortText) ? (sortText as Sort) : 'newest';
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1;
  return { q, category, sort, page };
}

/** Query text for a view, leaving defaults out so links stay short. */
export function writeQuery(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.category !== null) params.set('category', String(query.category));
  if (query.sort !== 'newest') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

const byNewest = (a: Product, b: Product) =>
  b.created_at === a.created_at ? b.product_id - a.product_id : b.created_at < a.created_at ? -1 : 1;

const comparators: Record<Sort, (a: Product, b: Product) => number> = {
  newest: byNewest,
  'price-asc': (a, b) => a.main_price - b.main_price || byNewest(a, b),
  'price-desc': (a, b) => b.main_price - a.main_price || byNewest(a, b),
  name: (a, b) => a.product_name.localeCompare(b.product_name) || a.product_id - b.product_id,
};

export interface CataloguePage {
  items: Product[];
  total: number;
  page: number;
  pageCount: number;
}

/** Filters by category and name, sorts, and cuts out one page (the page number is clamped). */
export function selectPage(products: readonly Product[], query: CatalogueQuery): CataloguePage {
  const needle = query.q.trim().toLocaleLowerCase();
  const matching = products.filter(
    (product) =>
      (query.category === null || product.category_id === query.category) &&
      (!needle || product.product_name.toLocaleLowerCase().includes(needle)),
  );
  matching.sort(comparators[query.sort]);
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const start = (page - 1) * PAGE_SIZE;
  return { items: matching.slice(start, start + PAGE_SIZE), total: matching.length, page, pageCount };
}

/** Page numbers to offer: first, last and a window around the current page; null marks a gap. */
export function pageWindow(page: number, pageCount: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= radius) pages.push(n);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
