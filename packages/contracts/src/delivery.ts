import { z } from 'zod';
import { moneyAmount, shortText } from './common.js';
import { success } from './envelope.js';
import { pixKeyProblem, upiIdProblem } from './payment-keys.js';

/** A zone's postal code: exact ("411001") or a prefix ending in `*` ("4110*"). */
export const zonePostalCode = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}\*?$/,
    'Use a postal code (411001) or a prefix ending in * (4110*), letters, digits, spaces or dashes.',
  );

export const deliveryZone = z.object({
  name: shortText(60, 1),
  postal_codes: z
    .array(zonePostalCode)
    .min(1, 'List at least one postal code or prefix.')
    .max(500, 'List at most 500 postal codes.'),
  fee: moneyAmount,
  free_from: moneyAmount.nullable(),
  minimum_order: moneyAmount.nullable(),
});

export const outsideZones = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('refuse') }),
  z.object({ mode: z.literal('fee'), fee: moneyAmount }),
]);

/** Delivery and pickup as the owner sets them and the public shop answer shows them; amounts in currency units. */
export const deliveryRules = z.object({
  pickup: z.object({ enabled: z.boolean(), hours: shortText(200) }),
  delivery: z.object({
    enabled: z.boolean(),
    zones: z.array(deliveryZone).max(50, 'Use at most 50 zones.'),
    outside: outsideZones,
  }),
});
export type DeliveryRulesWire = z.infer<typeof deliveryRules>;

/** A payment key checked by its rule; blank is none. */
const optionalKey = (problem: (text: string) => string | null) =>
  z
    .string()
    .trim()
    .max(256, 'Use at most 256 characters.')
    .nullable()
    .transform((v) => (v ? v : null))
    .superRefine((v, ctx) => {
      const message = v === null ? null : problem(v);
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** `GET`/`PUT /api/account/delivery`: how orders are handed over and paid for. */
export const deliverySettings = deliveryRules
  .extend({
    payment: z.object({
      upi_id: optionalKey(upiIdProblem),
      pix_key: optionalKey(pixKeyProblem),
      // Absent: on, the specification's default (a client from before the switch keeps cash).
      cash_on_delivery: z.boolean().default(true),
    }),
  })
  .superRefine((v, ctx) => {
    if (!v.pickup.enabled && !v.delivery.enabled)
      ctx.addIssue({ code: 'custom', path: ['delivery', 'enabled'], message: 'Offer delivery, pickup or both.' });
  });
export type DeliverySettings = z.input<typeof deliverySettings>;
/**
 * The settings as stored and answered. The keys carry no transform: Fastify encodes every answer
 * through its schema, and zod cannot encode through a one-way transform.
 */
export const storedDeliverySettings = deliveryRules.extend({
  payment: z.object({ upi_id: z.string().nullable(), pix_key: z.string().nullable(), cash_on_delivery: z.boolean() }),
});
export const deliverySettingsResponse = success({ delivery: storedDeliverySettings, currency_code: z.string() });
export type DeliverySettingsResponse = z.infer<typeof deliverySettingsResponse>;
