import type { CustomerHistory } from '@vitrine/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blockedPhones, orders, phoneDigits } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

/**
 * Against fake cash-on-delivery orders (issue 27): a shop refuses orders from a phone its owner
 * blocked, and from a phone already holding the shop's cap of pending orders. Numbers are compared
 * on their digits only, the same expression in JavaScript and in SQL ({@link phoneDigits}).
 */
export const digitsOf = (phone: string) => phone.replace(/[^0-9]/g, '');

/** The same answer for a blocked phone and a full cap: a fraudster learns nothing from it. */
export const PHONE_REFUSED = 'This shop cannot take this order. Please contact the shop.';

/**
 * The checkout's guard, in two statements of its transaction (checkout-statements.ts). The first
 * takes the (shop, phone) advisory lock ({@link lockPhone}), held to commit, so N orders from one
 * phone sent at once are counted one after another and never exceed the cap; other phones do not
 * wait (short of a hash collision). The second counts ({@link phoneRefused}): it must be a later
 * statement than the lock, as a statement's snapshot is taken before it runs, so a count in the
 * lock's own statement would miss the order of the transaction it waited for.
 */
export const phoneLockKey = (shopId: number, digits: string) => `${shopId}:${digits}`;

/** SQL: waits for and takes the lock of `key` ({@link phoneLockKey}) until the transaction ends. */
export const lockPhone = (key: SQL) => sql`pg_advisory_xact_lock(hashtext('order-phone'), hashtext(${key}))`;

/**
 * SQL: one row, `refused`, true when the phone (its digits) is blocked by the shop or already holds
 * the shop's cap of pending orders.
 */
export const phoneRefused = (shopId: SQL, digits: SQL) => sql`
  select exists (select 1 from blocked_phones b where b.shop_id = s.id and b.phone = ${digits})
      or (s.open_order_cap > 0 and (
            select count(*) from orders o
            where o.shop_id = s.id and ${phoneDigits(sql.raw('o.customer_phone'))} = ${digits}
              and o.order_status = 'pending') >= s.open_order_cap) as refused
  from shops s where s.id = ${shopId}`;

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
