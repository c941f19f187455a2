import { z } from 'zod';
import { pageInfo, pageQuery } from './common.js';
import { success } from './envelope.js';

/** A phone as orders store it: E.164 (`+` and 8 to 15 digits). */
export const e164Phone = z.string().regex(/^\+[1-9]\d{7,14}$/, 'Give the phone in E.164, like +919876543210.');

/** Longest search text: more than any name, e-mail or phone a shop keeps. */
export const CUSTOMER_SEARCH_MAX = 100;

/**
 * `GET /api/account/customers`: `q` matches a customer's name or e-mail (any part, any case) or
 * the digits of the phone (spaces and signs in `q` are ignored for that).
 */
export const customerListQuery = pageQuery.extend({
  q: z.string().trim().max(CUSTOMER_SEARCH_MAX, `Search with at most ${CUSTOMER_SEARCH_MAX} characters.`).optional(),
});
export type CustomerListQuery = z.input<typeof customerListQuery>;

/**
 * Everyone who ordered from the shop, one row per phone (E.164): the name and e-mail of the
 * latest order, how many orders, what they spent (orders not cancelled, in the shop's currency,
 * summed in minor units) and whether the phone is blocked.
 */
export const shopCustomer = z.object({
  phone: z.string(),
  name: z.string(),
  /** Empty when no order gave one. */
  email: z.string(),
  order_count: z.number().int(),
  /** In the currency's units, as prices travel (summed in minor units: no float drift). */
  total_spent: z.number(),
  currency_code: z.string(),
  last_order_at: z.string(),
  /** The latest order: the block switch acts through it (`PUT|DELETE /api/account/orders/{id}/block`). */
  last_order_id: z.number().int(),
  blocked: z.boolean(),
});
export type ShopCustomer = z.infer<typeof shopCustomer>;

export const customerListResponse = success({ customers: z.array(shopCustomer), ...pageInfo });
export type CustomerListResponse = z.infer<typeof customerListResponse>;

/** The columns of customers.csv, as the list shows them. */
export const CUSTOMER_CSV_COLUMNS = [
  'name',
  'phone',
  'e-mail',
  'orders',
  'total spent',
  'currency',
  'last order',
  'blocked',
] as const;
