import { type DeliveryRules, mapDeliveryAmounts, minorPerUnit } from '@vitrine/contracts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { discountCodes, shops } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';

/** Every amount of delivery rules (minor units), for a check over all of them. */
const amountsOf = (rules: DeliveryRules) => {
  const found: number[] = [];
  mapDeliveryAmounts(rules, (amount) => {
    found.push(amount);
    return amount;
  });
  return found;
};

/**
 * A shop changing currency keeps every amount as it was typed, like its prices: a ₹50.00 delivery
 * fee becomes ¥50, not ¥5000. Fees, thresholds and discount amounts are stored in minor units, so
 * they are rescaled here, in the transaction that changes the currency. A switch to a currency
 * without decimals is refused while an amount has cents (as it is for prices).
 */
export async function rescaleForCurrency(tx: Db, shopId: number, from: string, to: string): Promise<void> {
  const [fromPer, toPer] = [minorPerUnit(from), minorPerUnit(to)];
  if (fromPer === toPer) return;
  const [shop] = await tx.select({ rules: shops.deliverySettings }).from(shops).where(eq(shops.id, shopId));
  if (toPer < fromPer) {
    const step = fromPer / toPer;
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(discountCodes)
      .where(
        and(
          eq(discountCodes.shopId, shopId),
          or(
            sql`${discountCodes.kind} = 'amount' and ${discountCodes.value} % ${step} <> 0`,
            sql`${discountCodes.minSubtotal} % ${step} <> 0`,
          ),
        ),
      );
    const deliveryCents = amountsOf(shop.rules).some((amount) => amount % step !== 0);
    if (n > 0 || deliveryCents) {
      const message = `${to} has no decimals, but some delivery fees or discount amounts have cents. Round them first.`;
      throw new HttpFail(422, message, { currency_code: message });
    }
  }
  const rescale = (amount: number) => Math.round((amount * toPer) / fromPer);
  await tx
    .update(shops)
    .set({ deliverySettings: mapDeliveryAmounts(shop.rules, rescale) })
    .where(eq(shops.id, shopId));
  await tx
    .update(discountCodes)
    .set({
      value: sql`case when ${discountCodes.kind} = 'amount' then ${discountCodes.value} * ${toPer} / ${fromPer} else ${discountCodes.value} end`,
      minSubtotal: sql`${discountCodes.minSubtotal} * ${toPer} / ${fromPer}`,
    })
    .where(eq(discountCodes.shopId, shopId));
}
