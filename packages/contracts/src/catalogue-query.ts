import { z } from 'zod';
import { product } from './catalogue.js';
import { success } from './envelope.js';
import { shop } from './shop.js';

/**
 * One view of a shop's catalogue (issue 11's paged catalogue): search text, category, sort and
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

/** The API's query parameters: strict (a 400 names the wrong one), unlike the lenient address bar. */
export const cataloguePageParams = z.object({
  q: z.string().max(100).optional(),
  category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(catalogueSorts).optional(),
  page: z.coerce.number().int().positive().max(100_000).optional(),
});

export const cataloguePageResponse = success({
  shop_id: z.number().int(),
  products: z.array(product),
  /** Products matching the view, on every page. */
  total: z.number().int(),
  /** The page answered: the one asked for, clamped to the last page. */
  page: z.number().int(),
  page_count: z.number().int(),
  page_size: z.number().int(),
});
export type CataloguePageResponse = z.infer<typeof cataloguePageResponse>;

/** `GET /api/getshop/:url`: the shop alone (header, address, currency), without its products. */
export const shopResponse = success({ shop });
export type ShopResponse = z.infer<typeof shopResponse>;

/** `GET /api/getproduct/:url/:productId`: one product and up to four others of its category, newest first. */
export const publicProductResponse = success({ shop_id: z.number().int(), product, related: z.array(product) });
export type PublicProductResponse = z.infer<typeof publicProductResponse>;

/** Most products one `getproducts` call answers (a cart's lines). */
export const MAX_PRODUCTS_PER_CALL = 50;

/** `GET /api/getproducts/:url?ids=1,2,3`: the products of a cart, as they are now (missing or hidden ones left out). */
export const productsParams = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'A comma-separated list of product ids.')
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= MAX_PRODUCTS_PER_CALL, `At most ${MAX_PRODUCTS_PER_CALL} ids.`),
});
export const productsResponse = success({ shop_id: z.number().int(), products: z.array(product) });
export type ProductsResponse = z.infer<typeof productsResponse>;
