import { z } from 'zod';
import { success } from './envelope.js';
import { orderStatuses } from './masters.js';
import { orderActors } from './order-life.js';
import { createdOrder, orderItem } from './orders.js';

/**
 * The shopper's own page of an order, reached by the `order_url` the checkout answers
 * with (`orderPagePath` in links.ts). The token is the only key to it; the server keeps nothing
 * from which it could be read back (see modules/order-page/token.ts).
 */
/** Lenient on purpose: a malformed token is the same 404 as a wrong one, never a 400 that tells them apart. */
export const orderPageParams = z.object({
  shopUrl: z.string().max(200),
  orderNumber: z.string().max(200),
  token: z.string().max(200),
});

export const shopperOrder = z.object({
  order_number: z.string(),
  order_status: z.enum(orderStatuses),
  delivery_type: z.string(),
  created_at: z.string(),
  currency_code: z.string(),
  total: z.number(),
  items: z.array(orderItem),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address_line1: z.string(),
    address_line2: z.string(),
    city: z.string(),
    postal_code: z.string(),
  }),
  note: z.string(),
  /** The money beyond the goods, how it is paid, and (for UPI or Pix, until paid) how to pay. */
  ...createdOrder.pick({
    subtotal: true,
    delivery_fee: true,
    discount: true,
    discount_code: true,
    payment_method: true,
    payment_status: true,
    payment: true,
  }).shape,
  /** Each change of status after it was placed, oldest first. */
  events: z.array(z.object({ to_status: z.enum(orderStatuses), actor: z.enum(orderActors), created_at: z.string() })),
  /** Why the shop cancelled it, in the owner's words (the note given when cancelling); null: none given. */
  cancel_reason: z.string().nullable(),
  /**
   * Whether the shopper may still cancel it: only while pending and not marked paid (a paid order
   * is cancelled by the shop, who returns the money; the page offers to contact the shop instead).
   */
  can_cancel: z.boolean(),
  shop: z.object({
    shop_name: z.string(),
    shop_catalogue_url: z.string(),
    phone: z.string(),
    /** Times on the page are shown in this zone (the shop's). */
    time_zone: z.string(),
  }),
});
export type ShopperOrder = z.infer<typeof shopperOrder>;

export const shopperOrderResponse = success({ order: shopperOrder });
export type ShopperOrderResponse = z.infer<typeof shopperOrderResponse>;
