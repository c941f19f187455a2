import { z } from 'zod';
import { discountRefusals, paymentMethods, paymentStatuses } from './checkout-rules.js';

import {
  dbId,
  dbIdParam,
  emailAddress,
  POSTAL_CODE_MESSAGE,
  pageInfo,
  pageQuery,
  phoneNumber,
  postalCode,
  ruleText,
} from './common.js';

import { e164Phone } from './customers.js';

import { success } from './envelope.js';
import { languages } from './languages.js';
import { deliveryTypes, orderStatuses } from './masters.js';
import { orderActors } from './order-life.js';
import { fieldRules, limits, needsAddress, requiredAddressFields } from './rules.js';

/** One change of an order's status, as its history lists it. */
export const orderEvent = z.object({
  /** `status`: the order moved; `payment`: the owner marked it paid (the status stays). */
  kind: z.enum(['status', 'payment']),
  from_status: z.enum(orderStatuses),
  to_status: z.enum(orderStatuses),
  actor: z.enum(orderActors),
  note: z.string(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** The optional note an owner adds to a change (kept in the order's history). */
export const orderEventNote = z
  .string()
  .trim()
  .max(limits.orderEventNote, `Keep the note within ${limits.orderEventNote} characters.`);

/**
 * The customer of a pickup: a name and a phone (and an e-mail if they like). An address is not
 * asked for (`needsAddress`): it may be left out or blank, and one that is sent is checked all the same.
 */
export const pickupCustomer = z
  .object({
    name: ruleText(fieldRules.personName),
    phone: phoneNumber,
    email: z.union([z.literal(''), emailAddress]).optional(),
    address_line1: ruleText({ ...fieldRules.addressLine1, min: 0 }).optional(),
    address_line2: ruleText(fieldRules.addressLine2).optional(),
    city: ruleText({ ...fieldRules.city, min: 0 }).optional(),
    state_id: dbId.nullable().optional(),
    country_id: dbId.nullable().optional(),
    postal_code: z.union([z.literal(''), postalCode]).optional(),
  })
  .strict();

/** The customer of a delivery: the pickup's fields and an address (`requiredAddressFields`). */
export const orderCustomer = pickupCustomer
  .extend({
    address_line1: ruleText(fieldRules.addressLine1),
    city: ruleText(fieldRules.city),
    postal_code: postalCode,
  })
  .strict();
export type OrderCustomer = z.infer<typeof pickupCustomer>;

/** One cart line. Any price the client might send is not part of the contract: prices come from the database. */
export const orderItemInput = z.object({
  product_id: dbId,
  product_variant_id: dbId.nullable().optional(),
  quantity: z
    .number()
    .int('Use a whole quantity.')
    .min(1, 'Order at least 1.')
    .max(limits.orderQuantity, `Order at most ${limits.orderQuantity}.`),
});
export type OrderItemInput = z.infer<typeof orderItemInput>;

const orderRequestFields = z.object({
  shop_id: dbId,
  delivery_type: z.enum(deliveryTypes),
  /** As a pickup's; a delivery also needs the address (`createOrderRequest`). */
  customer: pickupCustomer,
  note: ruleText(fieldRules.note).optional(),
  /** The storefront's language: mails to the shopper about this order are written in it. */
  language: z.enum(languages).optional(),
  /** Cash on delivery unless the shop takes the QR payment of its currency (UPI, Pix). */
  payment_method: z.enum(paymentMethods).default('cod'),
  discount_code: z.string().trim().max(40).optional(),
  items: z.array(orderItemInput).min(1, 'The cart is empty.').max(100, 'Use at most 100 lines.'),
});

/** What a delivery says of a blank address field (as `orderCustomer` does). */
const blankAddressMessages: Record<(typeof requiredAddressFields)[number], string> = {
  address_line1: 'This field is required.',
  city: 'This field is required.',
  postal_code: POSTAL_CODE_MESSAGE,
};

/**
 * `POST /api/orders` (public checkout), sent with an `Idempotency-Key` header. A delivery needs
 * the customer's address; a pickup does not (`needsAddress`, the rule the web's form follows too).
 */
export const createOrderRequest = orderRequestFields.superRefine((order, ctx) => {
  if (!needsAddress(order.delivery_type) || typeof order.customer !== 'object' || order.customer === null) return;
  const customer = order.customer as Record<string, unknown>;
  for (const field of requiredAddressFields) {
    const value = customer[field];
    // A value that is there but wrong has its own issue already (pickupCustomer checks it).
    if (value === undefined || (typeof value === 'string' && value.trim() === ''))
      ctx.addIssue({ code: 'custom', path: ['customer', field], message: blankAddressMessages[field] });
  }
});
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

/**
 * `POST /api/orders/quote`: what the order would cost, priced by the server exactly as it would
 * place it (same lines, same rules), before the shopper submits. Postal code and phone are optional
 * while the shopper is still typing them.
 */
export const orderQuoteRequest = orderRequestFields
  .pick({ shop_id: true, delivery_type: true, payment_method: true, discount_code: true, items: true })
  .extend({
    postal_code: z.union([z.literal(''), postalCode]).optional(),
    phone: z.string().trim().max(fieldRules.phone.max).optional(),
  });
export type OrderQuoteRequest = z.input<typeof orderQuoteRequest>;

/** 8–100 characters of letters, digits, `-` and `_` (a UUID fits). */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Send an Idempotency-Key header of 8 to 100 letters, digits, - or _.');

export const orderItem = z.object({
  product_id: z.number().int().nullable(),
  product_variant_id: z.number().int().nullable(),
  product_name: z.string(),
  product_variant_name: z.string(),
  unit_price: z.number(),
  quantity: z.number().int(),
  line_total: z.number(),
});
export type OrderItem = z.infer<typeof orderItem>;

/** How to pay ahead by QR: a UPI link (`upi://pay?…`) or a Pix BR Code, for the order's exact total. */
export const orderPayment = z.object({
  method: z.enum(['upi', 'pix']),
  upi_url: z.string().nullable(),
  pix_payload: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPayment>;

export const createdOrder = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  /** The goods; then the delivery fee and the discount; `total` is what the shopper pays. */
  subtotal: z.number(),
  delivery_fee: z.number(),
  discount: z.number(),
  discount_code: z.string(),
  total: z.number(),
  currency_code: z.string(),
  order_status: z.enum(orderStatuses),
  payment_method: z.enum(paymentMethods),
  payment_status: z.enum(paymentStatuses),
  /** Present for a UPI or Pix order until it is paid or cancelled. */
  payment: orderPayment.nullable(),
  items: z.array(orderItem),
});
export type CreatedOrder = z.infer<typeof createdOrder>;

/** The checkout's answer: the order, and the address of its own page for the shopper (`order_url`, absolute). */
export const createOrderResponse = success({ order: createdOrder.extend({ order_url: z.string() }) });

/** How long an Idempotency-Key answers for its order; older keys are purged and count as new. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * `GET /api/orders/by-key/{key}?shop_id=…`: the order an earlier checkout attempt created with this
 * key in this shop, for a client whose answer was lost. The key (a random UUID the client made) is
 * the proof that the caller made that attempt.
 */
export const orderByKeyParams = z.object({ key: idempotencyKey });
export const orderByKeyQuery = z.object({ shop_id: dbIdParam });
export const orderByKeyResponse = createOrderResponse;
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/**
 * The most pending orders one phone number may hold in a shop at once (against fake cash-on-delivery
 * orders); the order beyond it is refused. 0 turns the cap off; 100 is plenty for a real customer.
 */
export const openOrderCap = z
  .number()
  .int('Use a whole number.')
  .min(0, 'Use 0 (no cap) or more.')
  .max(100, 'Use at most 100.');

/** What the shop has seen of the order's phone number (matched in E.164, read in the shop's country), for the owner. */
export const customerHistory = z.object({
  /** Every order from this phone in the shop, this one included. */
  orders: z.number().int(),
  cancelled: z.number().int(),
  delivered: z.number().int(),
  /** Its next orders are refused. */
  blocked: z.boolean(),
});
export type CustomerHistory = z.infer<typeof customerHistory>;

/** An order as its shop's owner sees it. */
export const ownerOrder = createdOrder.extend({
  delivery_type: z.string(),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    address_line1: z.string(),
    address_line2: z.string(),
    city: z.string(),
    state_id: z.number().int().nullable(),
    state_name: z.string(),
    country_id: z.number().int().nullable(),
    country_name: z.string(),
    postal_code: z.string(),
  }),
  note: z.string(),
  /** The storefront language the shopper ordered in: messages to them are written in it. */
  language: z.enum(languages),
  created_at: z.string(),
  updated_at: z.string(),
  /** Every change of its status, oldest first (placing it is `created_at`). */
  events: z.array(orderEvent),
  customer_history: customerHistory,
});
export type OwnerOrder = z.infer<typeof ownerOrder>;

export const ownerOrderSummary = ownerOrder
  .omit({ items: true, events: true, customer_history: true })
  .extend({ item_count: z.number().int() });
export type OwnerOrderSummary = z.infer<typeof ownerOrderSummary>;

/** `phone` (E.164, as orders store it): one customer's orders, as the customer list opens them. */
export const orderListQuery = pageQuery.extend({
  status: z.enum(orderStatuses).optional(),
  phone: e164Phone.optional(),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

export const orderListResponse = success({ orders: z.array(ownerOrderSummary), ...pageInfo });
export type OrderListResponse = z.infer<typeof orderListResponse>;

export const orderResponse = success({ order: ownerOrder });
export type OrderResponse = z.infer<typeof orderResponse>;

/**
 * `PUT /api/account/orders/{id}`: the order as it is now, and `message` when something is left to
 * do by hand (a paid order cancelled: the owner returns the money; Vitrine moves none).
 */
export const orderMovedResponse = success({ order: ownerOrder, message: z.string().optional() });
export type OrderMovedResponse = z.infer<typeof orderMovedResponse>;

export const updateOrderStatusRequest = z
  .object({ order_status: z.enum(orderStatuses), note: orderEventNote.optional() })
  .strict();

/** 409 to a change the order's life does not allow: what it is, and what was asked. */
export const orderMoveRefusedResponse = z.object({
  status: z.literal('fail'),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  current_status: z.enum(orderStatuses),
  asked_status: z.enum(orderStatuses),
});
export type UpdateOrderStatusRequest = z.infer<typeof updateOrderStatusRequest>;

/** `POST /api/account/orders/{id}/paid`: the owner received the money (kept in the history). */
export const markPaidRequest = z.object({ note: orderEventNote.optional() }).strict();

/** The server's price of a cart before it is ordered (see `orderQuoteRequest`). */
export const orderQuote = z.object({
  currency_code: z.string(),
  subtotal: z.number(),
  delivery_fee: z.number(),
  discount: z.number(),
  total: z.number(),
  delivery: z.object({
    /** Null when the order can be handed over as asked; else why not. */
    refusal: z.enum(['method_off', 'outside', 'below_minimum']).nullable(),
    zone_name: z.string().nullable(),
    free_from: z.number().nullable(),
    more_for_free: z.number().nullable(),
    minimum_order: z.number().nullable(),
  }),
  /** `none` when no code was typed, `applied`, or why it does not apply. */
  discount_status: z.enum(['none', 'applied', ...discountRefusals]),
  payment_methods: z.array(z.enum(paymentMethods)),
});
export type OrderQuote = z.infer<typeof orderQuote>;
export const orderQuoteResponse = success({ quote: orderQuote });
export type OrderQuoteResponse = z.infer<typeof orderQuoteResponse>;

export const orderIdParams = z.object({ orderId: dbIdParam });
