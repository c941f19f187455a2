import { z } from 'zod';
import { dbId, dbIdParam, imageUrl, moneyAmount, multilineText, pageInfo, pageQuery, shortText } from './common.js';
import { success } from './envelope.js';
import { stockQuantity } from './stock.js';

/**
 * Optimistic stock edit: the quantity the form showed. A save whose `stock_quantity` differs from
 * the stored one must send it, and is refused (409, the current figure) if an order took stock meanwhile.
 */
const stockQuantityExpected = stockQuantity.optional();

/**
 * A product's or variant's own code (stock-keeping unit), unique within the shop across products
 * and variants: trimmed, 1–64 characters, one line. Null or empty clears it.
 */
export const skuInput = z.union([shortText(64), z.null()]).transform((v) => (v ? v : null));

export const variantInput = z
  .object({
    /** Present to keep (and rename or reprice) an existing variant; absent for a new one. */
    product_variant_id: dbId.optional(),
    product_variant_name: shortText(100, 1),
    /** Absent: unchanged (a new variant: none). */
    sku: skuInput.optional(),
    price: moneyAmount,
    /** Absent: unchanged (a new variant: not tracked). */
    stock_quantity: stockQuantity.optional(),
    stock_quantity_expected: stockQuantityExpected,
    /**
     * A new variant (the product's first) takes the product's own count as it is when the save
     * runs, and the product stops counting on its own: see `canMoveOwnStock` (stock-rules.ts).
     * Sent instead of `stock_quantity`.
     */
    stock_from_product: z.literal(true).optional(),
  })
  .strict();
export type VariantInput = z.infer<typeof variantInput>;

/** Create a product (`POST /api/account/products`); `variants` is the whole list. */
export const productInput = z
  .object({
    product_name: shortText(200, 1),
    sku: skuInput.default(null),
    description: multilineText(5000).default(''),
    main_price: moneyAmount,
    image_url: z.union([z.literal(''), imageUrl]).default(''),
    images: z.array(imageUrl).max(10, 'Use at most 10 images.').default([]),
    category_id: dbId.nullable().default(null),
    in_stock: z.boolean().default(true),
    /** Units of a product sold without variants; null (the default) is not tracked. */
    stock_quantity: stockQuantity.default(null),
    /** Inactive products stay in the account area but are hidden from the storefront and checkout. */
    is_active: z.boolean().default(true),
    variants: z.array(variantInput).max(50, 'Use at most 50 variants.').default([]),
  })
  .strict();
export type ProductInput = z.input<typeof productInput>;

/** Update a product (`PUT /api/account/products/:productId`): any subset; `variants`, when sent, replaces the list. */
export const productUpdate = z
  .object({
    product_name: shortText(200, 1),
    /** Null or empty clears it. */
    sku: skuInput,
    description: multilineText(5000),
    main_price: moneyAmount,
    image_url: z.union([z.literal(''), imageUrl]),
    images: z.array(imageUrl).max(10, 'Use at most 10 images.'),
    category_id: dbId.nullable(),
    in_stock: z.boolean(),
    is_active: z.boolean(),
    stock_quantity: stockQuantity,
    stock_quantity_expected: stockQuantityExpected,
    variants: z.array(variantInput).max(50, 'Use at most 50 variants.'),
  })
  .partial()
  .strict();
export type ProductUpdate = z.input<typeof productUpdate>;

export const ownerProduct = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  /** The product's own SKU; null: none. */
  sku: z.string().nullable(),
  description: z.string(),
  main_price: z.number(),
  image_url: z.string(),
  images: z.array(z.string()),
  category_id: z.number().int().nullable(),
  /** The owner's switch; ignored while a quantity is tracked (the quantity decides). */
  in_stock: z.boolean(),
  is_active: z.boolean(),
  stock_quantity: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  variants: z.array(
    z.object({
      product_variant_id: z.number().int(),
      product_variant_name: z.string(),
      sku: z.string().nullable(),
      price: z.number(),
      stock_quantity: z.number().int().nullable(),
    }),
  ),
});
export type OwnerProduct = z.infer<typeof ownerProduct>;

export const productListQuery = pageQuery.extend({
  q: shortText(100).optional(),
  category_id: dbIdParam.optional(),
});
export type ProductListQuery = z.input<typeof productListQuery>;

export const productListResponse = success({ products: z.array(ownerProduct), ...pageInfo });
export type ProductListResponse = z.infer<typeof productListResponse>;

export const productResponse = success({ product: ownerProduct });
export type ProductResponse = z.infer<typeof productResponse>;

export const categoryInput = z.object({ name: shortText(100, 1) }).strict();
export type CategoryInput = z.infer<typeof categoryInput>;

export const categoryUpdate = z
  .object({ name: shortText(100, 1), sort_order: z.number().int().min(0).max(100_000) })
  .partial()
  .strict();
export type CategoryUpdate = z.infer<typeof categoryUpdate>;

/** `POST /api/account/categories/reorder`: every category id of the shop, in the new order. */
export const categoryReorder = z
  .object({ ids: z.array(dbId).min(1).max(1000) })
  .strict()
  .refine((v) => new Set(v.ids).size === v.ids.length, { message: 'Each id may appear once.', path: ['ids'] });
export type CategoryReorder = z.infer<typeof categoryReorder>;

export const ownerCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  product_count: z.number().int(),
});
export type OwnerCategory = z.infer<typeof ownerCategory>;

export const categoryListResponse = success({ categories: z.array(ownerCategory) });
export type CategoryListResponse = z.infer<typeof categoryListResponse>;

export const categoryResponse = success({ category: ownerCategory });
export type CategoryResponse = z.infer<typeof categoryResponse>;

/** `POST /api/account/images`: the stored widths of one upload; `url` is the mid-size one. */
export const imageUploadResponse = success({
  image: z.object({
    url: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  }),
});
export type ImageUploadResponse = z.infer<typeof imageUploadResponse>;

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
