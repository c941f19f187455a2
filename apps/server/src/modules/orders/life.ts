import {
  canMoveOrder,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
  type PaymentStatus,
} from '@vitrine/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderEvents, orders } from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';
import { stockChanged, type Writer } from '../shared/context.js';
import { giveBackForOrder } from '../stock/order-stock.js';
import { giveCodeUseBack } from './pricing.js';

/** Said to a shopper who cancels an order the shop has marked paid. */
export const PAID_ORDER_SHOPPER_CANCEL =
  'This order is paid, so it can no longer be cancelled here: contact the shop, who can cancel it and return your money.';

/** Said to the owner who cancels a paid order: Vitrine moves no money back. */
export const PAID_ORDER_REFUND =
  'Cancelled. This order was paid: return the money to the customer yourself, Vitrine does not.';

/** 409 naming where the order is and where it was asked to go (`current_status`, `asked_status`). */
function refused(from: OrderStatus, to: OrderStatus, payment: PaymentStatus): HttpFail {
  const message =
    from === to
      ? `This order is already ${from}.`
      : from === 'cancelled'
        ? 'A cancelled order stays cancelled: its stock was given back. Place a new order instead.'
        : from === 'pending' && to === 'cancelled' && payment === 'paid'
          ? PAID_ORDER_SHOPPER_CANCEL
          : `This order is ${from}: it cannot become ${to}.`;
  return new HttpFail(409, message, { order_status: message }, { current_status: from, asked_status: to });
}

/**
 * The one way an order changes status, for the owner, the shopper and the server alike.
 * The order's row is locked first, so of two changes sent at once (an owner's confirm or mark-paid,
 * a shopper's cancel) the second sees the first's result and is judged against it: exactly one
 * wins. The change, its history row and — when cancelling — the stock given back commit together.
 * Answers the order's payment status (a paid order cancelled owes the customer a refund).
 */
export async function moveOrder(
  w: Writer,
  change: { shopId: number; orderId: number; to: OrderStatus; actor: OrderActor; note?: string; origin?: string },
): Promise<{ paymentStatus: PaymentStatus }> {
  const { shopId, orderId, to, actor } = change;
  const { from, orderNumber, stockMoved, paymentStatus } = await w.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: orders.orderStatus, number: orders.orderNumber, paid: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)))
      .for('update');
    if (!row) throw notFound('No order has this id.');
    const from = row.status as OrderStatus;
    const paymentStatus = row.paid as PaymentStatus;
    if (!canMoveOrder(from, to, actor, paymentStatus)) throw refused(from, to, paymentStatus);
    await tx.update(orders).set({ orderStatus: to, updatedAt: new Date() }).where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, actor, note: change.note ?? '' });
    if (to === 'cancelled') await giveCodeUseBack(tx as unknown as Db, orderId);
    const stockMoved = to === 'cancelled' && (await giveBackForOrder(tx as unknown as Db, shopId, orderId));
    return { from, orderNumber: row.number, stockMoved, paymentStatus };
  });
  if (stockMoved) await stockChanged(w, shopId);
  await w.events.publish({ type: 'order.moved', shopId, orderId, orderNumber, from, to, actor, origin: change.origin });
  return { paymentStatus };
}

/**
 * The owner received the money of a UPI or Pix order (or of cash on delivery, taken early): the
 * order becomes `paid` once, with a history row; its status does not change. A cancelled or already
 * paid order is a 409.
 */
export async function markPaid(db: Db, change: { shopId: number; orderId: number; note?: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: orders.orderStatus, paid: orders.paymentStatus })
      .from(orders)
      .where(and(eq(orders.id, change.orderId), eq(orders.shopId, change.shopId)))
      .for('update');
    if (!row) throw notFound('No order has this id.');
    const status = row.status as OrderStatus;
    const message =
      row.paid === 'paid'
        ? 'This order is already paid.'
        : status === 'cancelled'
          ? 'A cancelled order cannot be marked paid.'
          : null;
    if (message) throw new HttpFail(409, message, { payment_status: message });
    await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: new Date() }).where(eq(orders.id, change.orderId));
    await tx.insert(orderEvents).values({
      orderId: change.orderId,
      kind: 'payment',
      fromStatus: status,
      toStatus: status,
      actor: 'owner',
      note: change.note ?? '',
    });
  });
}

/** An order's history, oldest first. */
export async function historyOf(db: Db, orderId: number): Promise<OrderEvent[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return rows.map((e) => ({
    kind: e.kind,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    actor: e.actor,
    note: e.note,
    created_at: e.createdAt.toISOString(),
  }));
}
