import { z } from 'zod';
import { product } from './catalogue.js';
import { type CatalogueQuery, catalogueSorts, defaultCatalogueQuery, MAX_PRODUCTS_PER_CALL } from './catalogue-view.js';
import { success } from './envelope.js';
import { shop } from './shop.js';

export * from './catalogue-view.js';

/** The API's query parameters: strict (a 400 names the wrong one), unlike the lenient address bar. */
export const cataloguePageParams = z.object({
  q: z.string().max(100).optional(),
  category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(catalogueSorts).optional(),
  page: z.coerce.number().int().positive().max(100_000).optional(),
});

/** The view a valid query string asks for, the default filling what it leaves out (no query string: the default view). */
export function catalogueQueryOf(params: z.infer<typeof cataloguePageParams>): CatalogueQuery {
  return {
    q: params.q?.trim() ?? defaultCatalogueQuery.q,
    category: params.category ?? defaultCatalogueQuery.category,
    sort: params.sort ?? defaultCatalogueQuery.sort,
    page: params.page ?? defaultCatalogueQuery.page,
  };
}

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
