import { z } from 'zod';
import { discountKinds } from './checkout-rules.js';
import { dbIdParam, moneyAmount, pageInfo, pageQuery } from './common.js';
import { success } from './envelope.js';
import { orderStatuses } from './masters.js';

/** Letters, digits, `-` and `_`, 3–40 characters; stored and compared in capitals. */
export const discountCodeText = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,40}$/, 'Use 3 to 40 letters, digits, - or _.')
  .transform((v) => v.toUpperCase());

const moment = z.iso.datetime({ offset: true, error: 'Use a date and time such as 2026-12-01T00:00:00Z.' });

/** `POST /api/account/discounts` and `PUT /api/account/discounts/{id}`. */
export const discountCodeInput = z
  .object({
    code: discountCodeText,
    kind: z.enum(discountKinds),
    /** A whole percentage (1–100) or an amount in the shop's currency. */
    value: moneyAmount,
    min_subtotal: moneyAmount.nullable().default(null),
    starts_at: moment.nullable().default(null),
    ends_at: moment.nullable().default(null),
    max_uses: z.number().int('Use a whole number.').min(1, 'Use 1 or more.').max(1_000_000).nullable().default(null),
    max_uses_per_phone: z
      .number()
      .int('Use a whole number.')
      .min(1, 'Use 1 or more.')
      .max(1000)
      .nullable()
      .default(null),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && (!Number.isInteger(v.value) || v.value < 1 || v.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Use a whole percentage from 1 to 100.' });
    if (v.kind === 'amount' && v.value <= 0)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Use an amount above 0.' });
    if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at))
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'End after the start.' });
  });
export type DiscountCodeInput = z.input<typeof discountCodeInput>;

export const discountCode = z.object({
  discount_code_id: z.number().int(),
  code: z.string(),
  kind: z.enum(discountKinds),
  value: z.number(),
  min_subtotal: z.number().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_phone: z.number().int().nullable(),
  active: z.boolean(),
  /** Orders placed with it and not cancelled. */
  uses: z.number().int(),
  created_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCode>;

export const discountCodeResponse = success({ discount_code: discountCode });
export const discountCodeListResponse = success({ discount_codes: z.array(discountCode) });
export type DiscountCodeListResponse = z.infer<typeof discountCodeListResponse>;
export const discountCodeParams = z.object({ discountId: dbIdParam });

/** `GET /api/account/discounts/{id}/orders?page=1&per_page=20`. */
export const discountCodeOrdersQuery = pageQuery;

/** One order placed with a code, as the code's owner sees it listed (amounts in the currency's units). */
export const discountCodeOrder = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  order_status: z.enum(orderStatuses),
  /** `cod` or `pickup`: a pickup order's `shipped` reads "ready for pickup". */
  delivery_type: z.string(),
  currency_code: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type DiscountCodeOrder = z.infer<typeof discountCodeOrder>;

/** A code's orders, newest first, paged like the owner's order list. */
export const discountCodeOrdersResponse = success({ orders: z.array(discountCodeOrder), ...pageInfo });
export type DiscountCodeOrdersResponse = z.infer<typeof discountCodeOrdersResponse>;
