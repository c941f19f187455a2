import {
  type DeliveryRules,
  type DeliveryRulesWire,
  mapDeliveryAmounts,
  minorPerUnit,
  minorToUnits,
  unitsToMinor,
} from '@vitrine/contracts';

/** Stored delivery rules (minor units) as the wire carries them (the currency's units, as prices). */
export const deliveryRulesToWire = (rules: DeliveryRules, currencyCode: string): DeliveryRulesWire => {
  const perUnit = minorPerUnit(currencyCode);
  return mapDeliveryAmounts(rules, (minor) => minorToUnits(minor, perUnit));
};

/**
 * Wire delivery rules in the currency's minor units for storage, or the path of the first amount
 * with more decimals than the currency has (¥12.5 is not an amount).
 */
export function deliveryRulesFromWire(
  wire: DeliveryRulesWire,
  currencyCode: string,
): { rules: DeliveryRules } | { badAmount: string } {
  const perUnit = minorPerUnit(currencyCode);
  const bad = (amount: number) => Math.abs(amount * perUnit - Math.round(amount * perUnit)) > 1e-6;
  const zones = wire.delivery.zones;
  for (let i = 0; i < zones.length; i++) {
    for (const field of ['fee', 'free_from', 'minimum_order'] as const) {
      const amount = zones[i][field];
      if (amount !== null && bad(amount)) return { badAmount: `delivery.zones.${i}.${field}` };
    }
  }
  const outside = wire.delivery.outside;
  if (outside.mode === 'fee' && bad(outside.fee)) return { badAmount: 'delivery.outside.fee' };
  return { rules: mapDeliveryAmounts(wire, (units) => unitsToMinor(units, perUnit)) };
}
