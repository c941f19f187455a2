import type { DeliveryType } from '@vitrine/contracts';
import { type DeliveryRules, mapDeliveryAmounts, quoteDelivery, unitsToMinor } from '@vitrine/contracts/checkout-rules';
import { minorPerUnit } from '@vitrine/contracts/currency';

/** What the checkout shows of the delivery as the shopper types: the same rule the server charges by. */
export type DeliveryState =
  /** Delivery priced by zones, and no postal code yet. */
  | { kind: 'needsPostalCode' }
  | { kind: 'refused'; reason: 'method_off' | 'outside' }
  | { kind: 'belowMinimum'; minimum: number }
  | { kind: 'priced'; fee: number; moreForFree: number | null; zoneName: string | null };

export interface CheckoutMoney {
  /** Amounts in currency units, as prices are shown. */
  subtotal: number;
  discount: number;
  /** Null until the fee is known. */
  fee: number | null;
  total: number;
  delivery: DeliveryState;
}

/**
 * The cart's figures (currency units in, currency units out; minor units inside, as the server
 * computes): goods, the discount the server granted, the fee from the shop's public delivery rules.
 */
export function checkoutMoney(
  shop: { currency_code: string; delivery: DeliveryRules },
  input: { subtotal: number; discount: number; deliveryType: DeliveryType; postalCode: string },
): CheckoutMoney {
  const perUnit = minorPerUnit(shop.currency_code);
  const rules = mapDeliveryAmounts(shop.delivery, (units) => unitsToMinor(units, perUnit));
  const subtotal = unitsToMinor(input.subtotal, perUnit);
  const discount = Math.min(subtotal, unitsToMinor(input.discount, perUnit));
  const units = (minor: number) => minor / perUnit;
  const done = (fee: number | null, delivery: DeliveryState): CheckoutMoney => ({
    subtotal: units(subtotal),
    discount: units(discount),
    fee: fee === null ? null : units(fee),
    total: units(subtotal - discount + (fee ?? 0)),
    delivery,
  });
  const zoned = rules.delivery.zones.length > 0;
  if (input.deliveryType === 'cod' && rules.delivery.enabled && zoned && !input.postalCode.trim()) {
    return done(null, { kind: 'needsPostalCode' });
  }
  const quote = quoteDelivery(rules, {
    delivery_type: input.deliveryType,
    postal_code: input.postalCode,
    subtotal,
    discount,
  });
  if (!quote.ok) {
    const refusal = quote.refusal;
    return done(
      null,
      refusal.reason === 'below_minimum'
        ? { kind: 'belowMinimum', minimum: units(refusal.minimum_order) }
        : { kind: 'refused', reason: refusal.reason },
    );
  }
  const q = quote.quote;
  return done(q.fee, {
    kind: 'priced',
    fee: units(q.fee),
    moreForFree: q.more_for_free === null ? null : units(q.more_for_free),
    zoneName: q.zone_name,
  });
}
