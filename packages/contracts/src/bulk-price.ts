import type { BulkPriceChange } from './product-bulk.js';

// Apart from the schemas (product-bulk.ts) so the owner's products page runs it without loading zod.

/**
 * A price after a bulk change, both in the currency's minor units; null when it would fall below
 * zero (the change is refused, not clamped to 0). Rounding: a percentage lands on the nearest
 * minor unit, a half rounded up (10 % off 12.45 is 11.205 → 11.21), in exact integer arithmetic. Server and owner's page both use this, so the list shows what is saved.
 */
export function bulkPrice(minor: number, change: BulkPriceChange): number | null {
  let after: number;
  if (change.mode === 'set') after = change.amount_minor;
  else if (change.mode === 'amount') after = minor + change.amount_minor;
  else {
    // Hundredths of a percent: price × (10000 + bp) / 10000, half up, in BigInt (no float drift).
    // The percentage is at least −100, so the product is never negative and division rounds down.
    const bp = BigInt(Math.round(change.percent * 100));
    after = Number((BigInt(minor) * (10_000n + bp) + 5_000n) / 10_000n);
  }
  return after < 0 ? null : after;
}
