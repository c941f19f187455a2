import { z } from 'zod';
import { dbIdParam, pageQuery } from './common.js';
import { failResponse, success } from './envelope.js';

/** The most units one item may count (a shop's shelf, not a warehouse). */
export const MAX_STOCK_QUANTITY = 1_000_000;

/** Units left of a product or variant: a whole number ≥ 0, or null for "not tracked". */
export const stockQuantity = z
  .number()
  .int('Use a whole number of units.')
  .min(0, 'Use 0 or more units.')
  .max(MAX_STOCK_QUANTITY, `Use at most ${MAX_STOCK_QUANTITY} units.`)
  .nullable();

export const lowStockThreshold = z
  .number()
  .int('Use a whole number.')
  .min(0, 'Use 0 or more.')
  .max(10_000, 'Use at most 10000.');

/**
 * Why a quantity moved. `moved_to_variant`: a product's own count became its first variant's (the
 * owner moved it when adding variants): one row on that variant, its delta the units it now counts
 * (so a variant's moves add up to its quantity, as every tracked item's do), none on the product,
 * which stops counting on its own: the shop holds as many units as before.
 */
export const stockMoveReasons = ['order', 'cancellation', 'owner_edit', 'import', 'moved_to_variant'] as const;
export type StockMoveReason = (typeof stockMoveReasons)[number];

/** One row of a product's stock ledger. */
export const stockMove = z.object({
  id: z.number().int(),
  product_variant_id: z.number().int().nullable(),
  /** The variant's current name; '' for the product's own quantity (or a variant since deleted). */
  product_variant_name: z.string(),
  delta: z.number().int(),
  reason: z.enum(stockMoveReasons),
  quantity_after: z.number().int(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
});
export type StockMove = z.infer<typeof stockMove>;

/** `GET /api/account/products/:productId/stock-moves`: newest first, paged. */
export const stockMovesQuery = pageQuery;
export const stockMovesParams = z.object({ productId: dbIdParam });
export const stockMovesResponse = success({
  moves: z.array(stockMove),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type StockMovesResponse = z.infer<typeof stockMovesResponse>;

/**
 * `409` of `POST /api/orders` when lines are short: nothing was written. `errors` and `available`
 * are keyed by the short line (`items.N.quantity`); `available` is how many are still there.
 */
export const stockShortResponse = failResponse.extend({
  errors: z.record(z.string(), z.string()),
  available: z.record(z.string(), z.number().int()),
});
export type StockShortResponse = z.infer<typeof stockShortResponse>;

/**
 * `409` of an owner's product save when a quantity changed since the form showed it (an order
 * took stock meanwhile): nothing was written. `current` is keyed like `errors`
 * (`stock_quantity`, `variants.N.stock_quantity`) with today's figure.
 */
export const stockConflictResponse = failResponse.extend({
  errors: z.record(z.string(), z.string()),
  current: z.record(z.string(), z.number().int().nullable()),
});
export type StockConflictResponse = z.infer<typeof stockConflictResponse>;

/** A tracked item at or under the shop's threshold, for the owner's dashboard. */
export const lowStockItem = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_variant_id: z.number().int().nullable(),
  product_variant_name: z.string(),
  stock_quantity: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItem>;
