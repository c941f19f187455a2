import { z } from 'zod';
import { dbId } from './common.js';
import { success } from './envelope.js';
import { ownerProduct } from './products.js';
import { stockQuantity } from './stock.js';

/** The most products one bulk edit changes (a page of the owner's list is 20; "select all" takes a page). */
export const MAX_BULK_PRODUCTS = 100;

/** The highest price a product may have, in cents (the database keeps numeric(12,2)). */
const MAX_PRICE_CENTS = 999_999_999_999;

/**
 * A price change for many products, in the shop currency's integer minor units (cents; yen for
 * JPY): `set` to an amount, `amount` up or down by one (negative: down), `percent` up or down by
 * a percentage with at most two decimals (negative: down). A product sold in variants has each
 * variant's price changed the same way.
 */
export const bulkPriceChange = z.discriminatedUnion('mode', [
  z
    .object({ mode: z.literal('set'), amount_minor: z.number().int('Use whole minor units.').min(0, 'Use 0 or more.') })
    .strict(),
  z
    .object({
      mode: z.literal('amount'),
      amount_minor: z
        .number()
        .int('Use whole minor units.')
        .refine((n) => n !== 0, 'Change the price by an amount other than 0.'),
    })
    .strict(),
  z
    .object({
      mode: z.literal('percent'),
      percent: z
        .number()
        .min(-100, 'Lower by at most 100 %.')
        .max(1000, 'Raise by at most 1000 %.')
        .refine((p) => p !== 0, 'Change the price by a percentage other than 0.')
        .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'Use at most two decimals.'),
    })
    .strict(),
]);
export type BulkPriceChange = z.infer<typeof bulkPriceChange>;

export { bulkPrice } from './bulk-price.js';

/** Whether a price in minor units of a currency with `perUnit` minor units fits the database. */
export const priceFits = (minor: number, perUnit: number) => minor * (100 / perUnit) <= MAX_PRICE_CENTS;

/** One selected product: with a stock change, the figure the owner's list showed (see products.ts). */
export const bulkProductItem = z
  .object({
    product_id: dbId,
    /** The quantity the list showed; required when the edit sets stock (a sale meanwhile is not overwritten). */
    stock_quantity_expected: stockQuantity.optional(),
  })
  .strict();

/**
 * `POST /api/account/products/bulk`: one change applied to the selected products in one
 * transaction; at least one of `price`, `stock_quantity`, `category_id`, `is_active`.
 */
export const bulkProductEdit = z
  .object({
    products: z
      .array(bulkProductItem)
      .min(1, 'Select at least one product.')
      .max(MAX_BULK_PRODUCTS, `Select at most ${MAX_BULK_PRODUCTS} products.`)
      .refine(
        (items) => new Set(items.map((i) => i.product_id)).size === items.length,
        'Each product may appear once.',
      ),
    price: bulkPriceChange.optional(),
    /** Units left, set on every selected product counted on its own (null: not counted). */
    stock_quantity: stockQuantity.optional(),
    /** null: no category. */
    category_id: dbId.nullable().optional(),
    /** Shown on the storefront (true) or hidden (false). */
    is_active: z.boolean().optional(),
  })
  .strict()
  .refine(
    (v) =>
      v.price !== undefined ||
      v.stock_quantity !== undefined ||
      v.category_id !== undefined ||
      v.is_active !== undefined,
    { message: 'Choose a change: price, stock, category or visibility.', path: ['price'] },
  );
export type BulkProductEdit = z.input<typeof bulkProductEdit>;

export const bulkProductResponse = success({
  /** The selected products as saved now. */
  products: z.array(ownerProduct),
  /** How many products the edit changed (a product already as asked is not counted). */
  changed: z.number().int(),
  /**
   * Products whose stock was left as it was: sold in variants, they count stock per variant
   * (stock-rules.ts), which the product's page sets one by one.
   */
  stock_skipped: z.array(z.number().int()),
});
export type BulkProductResponse = z.infer<typeof bulkProductResponse>;
