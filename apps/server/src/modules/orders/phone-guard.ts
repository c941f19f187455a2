import type { CustomerHistory } from '@vitrine/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blockedPhones, orders, phoneDigits, shops } from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';

/**
 * Against fake cash-on-delivery orders (issue 27): a shop refuses orders from a phone its owner
 * blocked, and from a phone already holding the shop's cap of pending orders. Numbers are compared
 * on their digits only, the same expression in JavaScript and in SQL ({@link phoneDigits}).
 */
export const digitsOf = (phone: string) => phone.replace(/[^0-9]/g, '');

/** The same answer for a blocked phone and a full cap: a fraudster learns nothing from it. */
export const PHONE_REFUSED = 'This shop cannot take this order. Please contact the shop.';

/**
 * Inside the checkout's transaction, before its order is written: 422 when the phone may not order.
 * The (shop, phone) advisory lock makes orders from one phone wait for each other until commit, so
 * N sent at once are counted one after another and never exceed the cap. It must be its own
 * statement: a statement's snapshot is taken before it runs, so a count in the same statement as the
 * lock would miss the order of the transaction it waited for. Other phones do not wait (short of a
 * hash collision).
 */
export async function guardPhone(db: Db, shopId: number, phone: string): Promise<void> {
  const digits = digitsOf(phone);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('order-phone'), hashtext(${`${shopId}:${digits}`}))`);
  const blocked = sql`exists (select 1 from ${blockedPhones} where ${blockedPhones.shopId} = ${shops.id} and ${blockedPhones.phone} = ${digits})`;
  const open = sql`(select count(*) from ${orders} where ${orders.shopId} = ${shops.id} and ${phoneDigits(orders.customerPhone)} = ${digits} and ${orders.orderStatus} = 'pending')`;
  const [row] = await db
    .select({ refused: sql<boolean>`${blocked} or (${shops.openOrderCap} > 0 and ${open} >= ${shops.openOrderCap})` })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (row?.refused) throw new HttpFail(422, PHONE_REFUSED, { 'customer.phone': PHONE_REFUSED });
}

/** The shop's orders from this phone, how many were cancelled and delivered, and whether it is blocked. */
export async function historyOfPhone(db: Db, shopId: number, phone: string): Promise<CustomerHistory> {
  const digits = digitsOf(phone);
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      cancelled: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'cancelled'))::int`,
      delivered: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'delivered'))::int`,
      blocked: sql<boolean>`exists (select 1 from ${blockedPhones} where ${blockedPhones.shopId} = ${shopId} and ${blockedPhones.phone} = ${digits})`,
    })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(phoneDigits(orders.customerPhone), digits)));
  return { orders: row.orders, cancelled: row.cancelled, delivered: row.delivered, blocked: row.blocked };
}

/** Blocks (or unblocks) the phone of one of the shop's orders; another shop's order is a 404. */
export async function setPhoneBlocked(db: Db, shopId: number, orderId: number, blocked: boolean): Promise<void> {
  const [order] = await db
    .select({ phone: orders.customerPhone })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
  if (!order) throw notFound('No order has this id.');
  const phone = digitsOf(order.phone);
  if (blocked) await db.insert(blockedPhones).values({ shopId, phone }).onConflictDoNothing();
  else await db.delete(blockedPhones).where(and(eq(blockedPhones.shopId, shopId), eq(blockedPhones.phone, phone)));
}
