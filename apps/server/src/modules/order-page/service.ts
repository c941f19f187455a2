import {
  canMoveOrder,
  effectiveTimeZone,
  type OrderStatus,
  type PaymentStatus,
  type ShopperOrder,
} from '@vitrine/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, orderEvents, orderItems, orders, shops } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { moveOrder } from '../orders/life.js';
import { itemToWire, paymentOf } from '../orders/service.js';
import type { Writer } from '../shared/context.js';
import { minorToNumber, moneyNumber, toMinor } from '../shared/money.js';
import { opensOrderPage } from './token.js';

/** The one answer to an unknown order, a wrong token and a malformed one alike. */
const NOT_HERE = 'No order here. Check the link you were sent.';

/** The order the page's address names, if its token opens it; a 404 otherwise. */
async function locate(db: Db, secret: string, shopUrl: string, orderNumber: string, token: string) {
  const [row] = await db
    .select({
      order: orders,
      shopName: shops.shopName,
      shopUrl: shops.shopCatalogueUrl,
      shopPhone: shops.mobilePhonePrimary,
      timeZone: shops.timeZone,
      countryIso: countries.isoCode,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(countries, eq(countries.id, shops.shopCountryId))
    .where(and(eq(shops.shopCatalogueUrl, shopUrl), eq(orders.orderNumber, orderNumber)));
  if (!row || !opensOrderPage(secret, { id: row.order.id, orderNumber }, token)) throw notFound(NOT_HERE);
  return row;
}

/**
 * Why the shop cancelled: the note the owner gave with the cancellation (the cancel dialog tells
 * them the customer reads it). Notes kept with other changes stay the owner's own.
 */
function cancelReason(status: OrderStatus, events: { to: string; actor: string; note: string }[]): string | null {
  if (status !== 'cancelled') return null;
  const cancel = events.findLast((e) => e.to === 'cancelled');
  return cancel?.actor === 'owner' && cancel.note.trim() ? cancel.note.trim() : null;
}

/** The shop's reason for cancelling an order (see cancelReason), for the shopper's mail. */
export async function cancelReasonOf(db: Db, orderId: number, status: OrderStatus): Promise<string | null> {
  if (status !== 'cancelled') return null;
  const events = await db
    .select({ to: orderEvents.toStatus, actor: orderEvents.actor, note: orderEvents.note })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'status')))
    .orderBy(asc(orderEvents.id));
  return cancelReason(status, events);
}

/** The shopper's view of their order: lines, delivery details, its timeline and the shop to call. */
export async function shopperOrder(
  db: Db,
  secret: string,
  page: { shopUrl: string; orderNumber: string; token: string },
): Promise<ShopperOrder> {
  const row = await locate(db, secret, page.shopUrl, page.orderNumber, page.token);
  const o = row.order;
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
    db
      .select({ to: orderEvents.toStatus, actor: orderEvents.actor, note: orderEvents.note, at: orderEvents.createdAt })
      .from(orderEvents)
      // Its timeline: the status changes (a payment shows as the order's payment status).
      .where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.kind, 'status')))
      .orderBy(asc(orderEvents.id)),
  ]);
  const status = o.orderStatus as OrderStatus;
  return {
    order_number: o.orderNumber,
    order_status: status,
    delivery_type: o.deliveryType,
    created_at: o.createdAt.toISOString(),
    currency_code: o.currencyCode,
    total: minorToNumber(toMinor(o.total)),
    items: items.map(itemToWire),
    customer: {
      name: o.customerName,
      phone: o.customerPhone,
      email: o.customerEmail,
      address_line1: o.addressLine1,
      address_line2: o.addressLine2,
      city: o.city,
      postal_code: o.postalCode,
    },
    note: o.note,
    subtotal: moneyNumber(o.subtotal),
    delivery_fee: moneyNumber(o.deliveryFee),
    discount: moneyNumber(o.discount),
    discount_code: o.discountCode,
    payment_method: o.paymentMethod,
    payment_status: o.paymentStatus,
    payment: paymentOf(o),
    events: events.map((e) => ({ to_status: e.to, actor: e.actor, created_at: e.at.toISOString() })),
    cancel_reason: cancelReason(status, events),
    // The order's life decides, as it does when the cancel arrives (a paid order: the shop cancels).
    can_cancel: canMoveOrder(status, 'cancelled', 'shopper', o.paymentStatus as PaymentStatus),
    shop: {
      shop_name: row.shopName,
      shop_catalogue_url: row.shopUrl,
      phone: row.shopPhone,
      time_zone: effectiveTimeZone(row.timeZone, row.countryIso),
    },
  };
}

/** The shopper cancels from the page: allowed while pending and unpaid only (409 otherwise, from the order's life). */
export async function cancelByShopper(
  w: Writer,
  secret: string,
  page: { shopUrl: string; orderNumber: string; token: string },
  origin?: string,
): Promise<{ orderId: number; order: ShopperOrder }> {
  const row = await locate(w.db, secret, page.shopUrl, page.orderNumber, page.token);
  await moveOrder(w, { shopId: row.order.shopId, orderId: row.order.id, to: 'cancelled', actor: 'shopper', origin });
  return { orderId: row.order.id, order: await shopperOrder(w.db, secret, page) };
}
