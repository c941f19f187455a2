import { canMoveOrder, type OrderActor, type OrderEvent, type OrderStatus } from '@vitrine/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderEvents, orders } from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';
import { stockChanged, type Writer } from '../shared/context.js';
import { giveBackForOrder } from '../stock/order-stock.js';

/** 409 naming where the order is and where it was asked to go (`current_status`, `asked_status`). */
function refused(from: OrderStatus, to: OrderStatus): HttpFail {
  const message =
    from === to
      ? `This order is already ${from}.`
      : from === 'cancelled'
        ? 'A cancelled order stays cancelled: its stock was given back. Place a new order instead.'
        : `This order is ${from}: it cannot become ${to}.`;
  return new HttpFail(409, message, { order_status: message }, { current_status: from, asked_status: to });
}

/**
 * The one way an order changes status (issue 27), for the owner, the shopper and the server alike.
 * The order's row is locked first, so of two changes sent at once (an owner's confirm, a shopper's
 * cancel) the second sees the first's result and is judged against it: exactly one wins. The change,
 * its history row and — when cancelling — the stock given back commit together.
 */
export async function moveOrder(
  w: Writer,
  change: { shopId: number; orderId: number; to: OrderStatus; actor: OrderActor; note?: string },
): Promise<void> {
  const { shopId, orderId, to, actor } = change;
  const { from, orderNumber, stockMoved } = await w.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: orders.orderStatus, number: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)))
      .for('update');
    if (!row) throw notFound('No order has this id.');
    const from = row.status as OrderStatus;
    if (!canMoveOrder(from, to, actor)) throw refused(from, to);
    await tx.update(orders).set({ orderStatus: to, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, actor, note: change.note ?? '' });
    const stockMoved = to === 'cancelled' && (await giveBackForOrder(tx as unknown as Db, shopId, orderId));
    return { from, orderNumber: row.number, stockMoved };
  });
  if (stockMoved) await stockChanged(w, shopId);
  await w.events.publish({ type: 'order.moved', shopId, orderId, orderNumber, from, to, actor });
}

/** An order's history, oldest first. */
export async function historyOf(db: Db, orderId: number): Promise<OrderEvent[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows.map((e) => ({
    from_status: e.fromStatus,
    to_status: e.toStatus,
    actor: e.actor,
    note: e.note,
    created_at: e.createdAt.toISOString(),
  }));
}
