// No zod here: the storefront imports this file on its own (`@vitrine/contracts/checkout-rules`), and
// the server prices every order with the same functions, so the cart's figures are the order's.

/**
 * Every amount below is in the currency's minor units (paise, centavos; yen for JPY): integers, so
 * no floating-point arithmetic decides what a shopper pays.
 */

export const paymentMethods = ['cod', 'upi', 'pix'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentStatuses = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The QR payments each currency can take: UPI moves rupees, Pix moves reais. */
export const qrMethodOfCurrency: Record<string, Exclude<PaymentMethod, 'cod'> | undefined> = { INR: 'upi', BRL: 'pix' };

export interface DeliveryZone {
  name: string;
  /** Exact codes ("411001") or prefixes ("4110*"). */
  postal_codes: string[];
  fee: number;
  /** The fee is waived from this goods total (after the discount) on; null: never. */
  free_from: number | null;
  /** Orders whose goods total (before the discount) is below it are refused; null: no minimum. */
  minimum_order: number | null;
}

export type OutsideZones = { mode: 'refuse' } | { mode: 'fee'; fee: number };

/** How a shop hands orders over: what the owner sets, as the public shop answer carries it. */
export interface DeliveryRules {
  pickup: { enabled: boolean; hours: string };
  delivery: { enabled: boolean; zones: DeliveryZone[]; outside: OutsideZones };
}

/** A new shop, and every shop before these settings existed: both methods, delivery free everywhere. */
export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  pickup: { enabled: true, hours: '' },
  delivery: { enabled: true, zones: [], outside: { mode: 'fee', fee: 0 } },
};

/** Postal codes compare without case, spaces or dashes: "411 001" is "411001". */
export const normalizePostalCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * The zone a postal code falls in: an exact code first, else the longest matching prefix, the
 * first listed zone on a tie; undefined when none matches.
 */
export function zoneOf(zones: DeliveryZone[], postalCode: string): DeliveryZone | undefined {
  const code = normalizePostalCode(postalCode);
  if (!code) return undefined;
  let best: DeliveryZone | undefined;
  let bestLength = -1;
  for (const zone of zones) {
    for (const pattern of zone.postal_codes) {
      const prefix = pattern.endsWith('*');
      const text = normalizePostalCode(prefix ? pattern.slice(0, -1) : pattern);
      if (!prefix && text === code) return zone;
      if (prefix && code.startsWith(text) && text.length > bestLength) {
        best = zone;
        bestLength = text.length;
      }
    }
  }
  return best;
}

export type DeliveryRefusal =
  /** The shop does not offer this method. */
  | { reason: 'method_off' }
  /** The address is outside every zone and the shop delivers only inside them. */
  | { reason: 'outside' }
  /** The goods total is below the zone's minimum order. */
  | { reason: 'below_minimum'; minimum_order: number };

export interface DeliveryQuote {
  fee: number;
  /** The zone that priced it; null for pickup or an address outside every zone. */
  zone_name: string | null;
  free_from: number | null;
  /** How much more of goods makes delivery free; null when it is free already or never. */
  more_for_free: number | null;
  minimum_order: number | null;
}

/**
 * What handing an order over costs. `subtotal` is the goods' total, `discount` what a code takes
 * off it: the minimum applies to the goods as the cart shows them, the free threshold to what the
 * shopper pays for them (after the discount).
 */
export function quoteDelivery(
  rules: DeliveryRules,
  input: { delivery_type: 'cod' | 'pickup'; postal_code: string; subtotal: number; discount: number },
): { ok: true; quote: DeliveryQuote } | { ok: false; refusal: DeliveryRefusal } {
  if (input.delivery_type === 'pickup') {
    if (!rules.pickup.enabled) return { ok: false, refusal: { reason: 'method_off' } };
    return { ok: true, quote: { fee: 0, zone_name: null, free_from: null, more_for_free: null, minimum_order: null } };
  }
  if (!rules.delivery.enabled) return { ok: false, refusal: { reason: 'method_off' } };
  const zone = zoneOf(rules.delivery.zones, input.postal_code);
  if (!zone) {
    const outside = rules.delivery.outside;
    if (outside.mode === 'refuse') return { ok: false, refusal: { reason: 'outside' } };
    return {
      ok: true,
      quote: { fee: outside.fee, zone_name: null, free_from: null, more_for_free: null, minimum_order: null },
    };
  }
  if (zone.minimum_order !== null && input.subtotal < zone.minimum_order) {
    return { ok: false, refusal: { reason: 'below_minimum', minimum_order: zone.minimum_order } };
  }
  const paid = Math.max(0, input.subtotal - input.discount);
  const free = zone.free_from !== null && paid >= zone.free_from;
  return {
    ok: true,
    quote: {
      fee: free ? 0 : zone.fee,
      zone_name: zone.name,
      free_from: zone.free_from,
      more_for_free: zone.free_from !== null && !free && zone.fee > 0 ? zone.free_from - paid : null,
      minimum_order: zone.minimum_order,
    },
  };
}

export const discountKinds = ['percent', 'amount'] as const;
export type DiscountKind = (typeof discountKinds)[number];

/** Why a code does not apply, as the shopper is told (in their language, by the storefront). */
export const discountRefusals = [
  'unknown',
  'not_yet_valid',
  'expired',
  'below_minimum',
  'used_up',
  'used_up_for_phone',
] as const;
export type DiscountRefusal = (typeof discountRefusals)[number];

/** Codes are typed by shoppers: compared without case or surrounding spaces. */
export const normalizeDiscountCode = (code: string) => code.trim().toUpperCase();

/**
 * What a code takes off the goods: a whole percentage of them (rounded down to the minor unit, so
 * never more than the percentage), or a fixed amount, never more than the goods.
 */
export function discountAmount(kind: DiscountKind, value: number, subtotal: number): number {
  if (kind === 'percent') return Math.floor((subtotal * Math.min(100, Math.max(0, value))) / 100);
  return Math.min(subtotal, Math.max(0, value));
}

export interface DiscountCodeState {
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  min_subtotal: number | null;
  max_uses: number | null;
  uses: number;
  max_uses_per_phone: number | null;
}

/** Why the code cannot apply to these goods now, or null when it can (uses are taken in the order's transaction). */
export function discountRefusal(
  code: DiscountCodeState | undefined,
  input: { subtotal: number; now: Date; phone_uses: number },
): DiscountRefusal | null {
  if (!code?.active) return 'unknown';
  if (code.starts_at && input.now < code.starts_at) return 'not_yet_valid';
  if (code.ends_at && input.now >= code.ends_at) return 'expired';
  if (code.min_subtotal !== null && input.subtotal < code.min_subtotal) return 'below_minimum';
  if (code.max_uses !== null && code.uses >= code.max_uses) return 'used_up';
  if (code.max_uses_per_phone !== null && input.phone_uses >= code.max_uses_per_phone) return 'used_up_for_phone';
  return null;
}

/** A wire amount (currency units, as prices travel) in minor units: exact for 0 or 2 decimals. */
export const unitsToMinor = (amount: number, perUnit: number) => Math.round(amount * perUnit);

/** Minor units back to the wire's currency units. */
export const minorToUnits = (minor: number, perUnit: number) => Math.round(minor) / perUnit;

/** Converts every amount of delivery rules (wire units to minor units, or back). */
export function mapDeliveryAmounts(rules: DeliveryRules, convert: (amount: number) => number): DeliveryRules {
  const orNull = (amount: number | null) => (amount === null ? null : convert(amount));
  const outside = rules.delivery.outside;
  return {
    pickup: { ...rules.pickup },
    delivery: {
      enabled: rules.delivery.enabled,
      zones: rules.delivery.zones.map((z) => ({
        name: z.name,
        postal_codes: [...z.postal_codes],
        fee: convert(z.fee),
        free_from: orNull(z.free_from),
        minimum_order: orNull(z.minimum_order),
      })),
      outside: outside.mode === 'fee' ? { mode: 'fee', fee: convert(outside.fee) } : { mode: 'refuse' },
    },
  };
}

/**
 * The ways to pay a shop offers: cash unless the owner turned it off; UPI for an INR shop with a
 * UPI ID, Pix for a BRL shop with a Pix key. Never none: a shop whose only way is off still takes
 * cash (the owner's settings refuse that state, see cashOffProblem; this keeps an older row safe).
 */
export function paymentMethodsOf(shop: {
  currency_code: string;
  upi_id: string;
  pix_key: string;
  cash_on_delivery: boolean;
}): PaymentMethod[] {
  const qr = qrMethodOfCurrency[shop.currency_code];
  const key = qr === 'upi' ? shop.upi_id : qr === 'pix' ? shop.pix_key : '';
  const methods: PaymentMethod[] = [];
  if (shop.cash_on_delivery || !key) methods.push('cod');
  if (qr && key) methods.push(qr);
  return methods;
}

/**
 * Why cash on delivery cannot be off, or null when it can: only with a way to pay by QR the shop's
 * currency takes and a key for it (a key kept from another currency is not offered).
 */
export function cashOffProblem(shop: { currency_code: string; upi_id: string | null; pix_key: string | null }) {
  const qr = qrMethodOfCurrency[shop.currency_code];
  const key = qr === 'upi' ? shop.upi_id : qr === 'pix' ? shop.pix_key : null;
  if (key) return null;
  return qr === 'upi'
    ? 'Set a UPI ID before turning cash on delivery off: shoppers need a way to pay.'
    : qr === 'pix'
      ? 'Set a Pix key before turning cash on delivery off: shoppers need a way to pay.'
      : 'Cash on delivery is the only way to pay in this currency: it stays on.';
}
