import { z } from 'zod';
import { dbId, multilineText } from './common.js';
import { success } from './envelope.js';
import { limits } from './rules.js';
import { shop } from './shop.js';

export const productVariant = z.object({
  product_variant_id: z.number().int(),
  product_variant_name: z.string(),
  price: z.number(),
  /** Units left; null when not tracked. */
  stock_quantity: z.number().int().nullable(),
  /** Can be bought: a tracked quantity > 0, or untracked. */
  in_stock: z.boolean(),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** A product as the catalogue call returns it. */
export const product = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  description: z.string(),
  main_price: z.number(),
  image_url: z.string(),
  images: z.array(z.string()),
  category_id: z.number().int().nullable(),
  /** Tracked (no variants): quantity > 0; sold in variants: the owner's switch and a variant in stock; else the switch. */
  in_stock: z.boolean(),
  /** Units left of a product sold without variants; null when not tracked (or sold in variants). */
  stock_quantity: z.number().int().nullable(),
  created_at: z.string(),
  variants: z.array(productVariant),
});
export type Product = z.infer<typeof product>;

export const catalogueResponse = success({
  catalogue: z.object({
    shop: z.array(shop),
    products: z.array(product),
  }),
});
export type CatalogueResponse = z.infer<typeof catalogueResponse>;

export const shopSeo = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  image_url: z.string(),
  canonical_url: z.string(),
});
export type ShopSeo = z.infer<typeof shopSeo>;

export const shopSeoResponse = success({ shop_seo: shopSeo });
export type ShopSeoResponse = z.infer<typeof shopSeoResponse>;

export const productCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  product_count: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategory>;

export const productCategoriesResponse = success({ product_categories: z.array(productCategory) });
export type ProductCategoriesResponse = z.infer<typeof productCategoriesResponse>;

/** Report a shop; also the spec's complaint submit. The message is optional. */
export const reportShopRequest = z.object({
  shop_id: dbId,
  // A NUL byte or other control character cannot be stored and is refused here, not by the database.
  message: multilineText(limits.reportMessage).optional(),
});
export type ReportShopRequest = z.infer<typeof reportShopRequest>;

export const reportShopResponse = success({});
