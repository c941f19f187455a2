import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../../src/db/client.js';
import { idempotencyKeys, orders } from '../../../src/db/schema.js';
import { toMinor } from '../../../src/modules/shared/money.js';
import type { AckedOrder } from './workload.js';

export interface OrdersCheck {
  acked: number;
  /** Acknowledged orders the database does not hold. */
  missing: string[];
  /** Orders whose stored or answered total differs from what the cart costs. */
  wrongTotal: string[];
  /** Keys that point at no order or at another order than the one acknowledged. */
  wrongKey: string[];
  /** Orders in the database beyond the acknowledged ones (a double or a phantom). */
  extra: number;
}

export const countOrders = async (db: Db): Promise<number> => (await db.select({ n: count() }).from(orders))[0].n;

/** Every acknowledged order is in the database exactly once, with the total its cart costs. */
export async function checkOrders(db: Db, acked: AckedOrder[], ordersBefore: number): Promise<OrdersCheck> {
  const check: OrdersCheck = { acked: acked.length, missing: [], wrongTotal: [], wrongKey: [], extra: 0 };
  for (let i = 0; i < acked.length; i += 500) {
    const chunk = acked.slice(i, i + 500);
    const rows = await db
      .select({ id: orders.id, number: orders.orderNumber, total: orders.total, shopId: orders.shopId })
      .from(orders)
      .where(
        inArray(
          orders.id,
          chunk.map((a) => a.orderId),
        ),
      );
    const keys = await db
      .select({ key: idempotencyKeys.key, scope: idempotencyKeys.scope, orderId: idempotencyKeys.orderId })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          chunk.map((a) => a.key),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const keyRows = new Map(keys.map((k) => [`${k.scope}|${k.key}`, k]));
    for (const a of chunk) {
      const row = byId.get(a.orderId);
      if (!row || row.number !== a.orderNumber || row.shopId !== a.shopId) {
        check.missing.push(`${a.orderNumber} (#${a.orderId})`);
        continue;
      }
      const stored = toMinor(row.total);
      if (stored !== a.expectedMinor || a.answeredMinor !== a.expectedMinor)
        check.wrongTotal.push(
          `${a.orderNumber}: cart ${a.expectedMinor}, answered ${a.answeredMinor}, stored ${stored}`,
        );
      if (keyRows.get(`order:${a.shopId}|${a.key}`)?.orderId !== a.orderId) check.wrongKey.push(a.key);
    }
  }
  check.extra = (await countOrders(db)) - ordersBefore - acked.length;
  return check;
}
