import { z } from 'zod';
import { success } from './envelope.js';
import { orderStatuses } from './masters.js';
import { lowStockItem } from './stock.js';

/** Orders and revenue over a span. Revenue leaves cancelled orders out, in the currency's minor units. */
const tally = z.object({ orders: z.number().int(), revenue_minor: z.number().int() });

/**
 * `GET /api/account/dashboard`: the owner's figures, aggregated by the server over every order.
 * Days are counted in `time_zone`; "week" is the last 7 days, today included.
 */
export const ownerDashboard = z.object({
  shop_name: z.string(),
  shop_catalogue_url: z.string(),
  currency_code: z.string(),
  time_zone: z.string(),
  today: tally,
  week: tally,
  /** Orders still pending, whenever they came. */
  pending_orders: z.number().int(),
  /** The last 7 days, oldest first, every day present (yyyy-mm-dd in the shop's zone). */
  per_day: z.array(tally.extend({ day: z.string() })),
  /** Best sellers of the week by units, cancelled orders left out. */
  top_products: z.array(z.object({ product_name: z.string(), quantity: z.number().int() })),
  /** The shop's threshold, and its tracked items at or under it, fewest first (at most 20). */
  low_stock_threshold: z.number().int(),
  low_stock: z.array(lowStockItem),
  recent_orders: z.array(
    z.object({
      order_id: z.number().int(),
      order_number: z.string(),
      created_at: z.string(),
      customer_name: z.string(),
      total: z.number(),
      order_status: z.enum(orderStatuses),
      delivery_type: z.string(),
    }),
  ),
});
export type OwnerDashboard = z.infer<typeof ownerDashboard>;

export const ownerDashboardResponse = success({ dashboard: ownerDashboard });
export type OwnerDashboardResponse = z.infer<typeof ownerDashboardResponse>;
