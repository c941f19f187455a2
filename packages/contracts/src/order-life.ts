import type { PaymentStatus } from './checkout-rules.js';
import type { OrderStatus } from './masters.js';

/**
 * An order's life, one table for the server that enforces it and the pages that offer
 * it: pending → confirmed → shipped → delivered; cancelled from pending or confirmed only. No zod
 * here: the shopper's order page reads it without the schema library.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Who moved an order: its shop's owner, the shopper (from the order's page), or the server itself. */
export const orderActors = ['owner', 'shopper', 'system'] as const;
export type OrderActor = (typeof orderActors)[number];

/**
 * Whether `actor` may move an order from `from` to `to`, its payment being `payment`: a shopper may
 * only cancel a pending order the shop has not marked paid. Once paid, cancelling means returning
 * money by hand, so only the owner cancels (the shopper's page offers to contact the shop instead).
 */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor, payment: PaymentStatus): boolean {
  if (!orderTransitions[from].includes(to)) return false;
  return actor !== 'shopper' || (from === 'pending' && to === 'cancelled' && payment !== 'paid');
}

/** The statuses an actor can move an order to from where it is now, in the life's order. */
export const nextOrderStatuses = (from: OrderStatus, actor: OrderActor, payment: PaymentStatus): OrderStatus[] =>
  orderTransitions[from].filter((to) => canMoveOrder(from, to, actor, payment));

/** A pickup order's `shipped` is shown as "Ready for pickup": the key of the label to show. */
export const orderStatusLabel = (status: OrderStatus, deliveryType: string): string =>
  status === 'shipped' && deliveryType === 'pickup' ? 'ready_for_pickup' : status;
