import type { OwnerOrder } from '@vitrine/contracts';
import { orderStatusLabel } from '@vitrine/contracts/order-life';

/** The ready texts of a message to the customer (namespace `customerMessages`), one per state of the order. */
export type CustomerMessageKey =
  | 'pending'
  | 'confirmed'
  | 'shipped'
  | 'ready_for_pickup'
  | 'delivered'
  | 'cancelled'
  | 'cancelledWithReason';

/** The reason the owner gave when cancelling (the note of the cancellation), or null: none given. */
export function ownerCancelReason(order: Pick<OwnerOrder, 'order_status' | 'events'>): string | null {
  if (order.order_status !== 'cancelled') return null;
  const cancel = order.events.findLast((e) => e.kind === 'status' && e.to_status === 'cancelled');
  return cancel?.actor === 'owner' && cancel.note.trim() ? cancel.note.trim() : null;
}

/**
 * What to tell the customer about their order now: the text for its state (a shipped pickup order
 * is ready for pickup; a cancelled one gives the owner's reason when there is one) and the values
 * its placeholders take. The words come from the catalogue, in the customer's language.
 */
export function customerMessageOf(
  order: Pick<OwnerOrder, 'order_status' | 'delivery_type' | 'events' | 'order_number' | 'customer'>,
  shopName: string,
): { key: CustomerMessageKey; values: Record<string, string> } {
  const reason = ownerCancelReason(order);
  const values = { name: order.customer.name, shop: shopName, number: order.order_number, reason: reason ?? '' };
  if (order.order_status === 'cancelled') return { key: reason ? 'cancelledWithReason' : 'cancelled', values };
  return { key: orderStatusLabel(order.order_status, order.delivery_type) as CustomerMessageKey, values };
}
