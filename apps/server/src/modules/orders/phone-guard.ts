import type { CustomerHistory } from '@vitrine/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { blockedPhones, orders } from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';
import { canonicalPhone, PHONE_NOT_POSSIBLE } from '../../lib/phone.js';

/**
 * Against fake cash-on-delivery orders: a shop refuses orders from a phone its owner
 * blocked, and from a phone already holding the shop's cap of pending orders. Numbers are stored
 * and compared in E.164, read in the shop's country ({@link canonicalPhone}), so writing one
 * number another way (`9000000009`, `0091 9000000009`, `+91 09000000009`) is the same phone.
 */

/** The shop's status and its country's ISO code (null: none set), which a number is read in. */
const readShopCountry = preparedStatement<{ status: string; iso: string | null }>(
  'checkout_shop_country',
  sql`select s.status, c.iso_code as iso from shops s left join countries c on c.id = s.shop_country_id
      where s.id = ${sql.placeholder('shop')}::int`,
);

/** The shopper's number in E.164 as the shop reads it; 422 on `customer.phone` when it is not a possible number. */
export function customerPhoneIn(typed: string, countryIso: string | null): string {
  const phone = canonicalPhone(typed, countryIso);
  if (phone === null) throw new HttpFail(422, PHONE_NOT_POSSIBLE, { 'customer.phone': PHONE_NOT_POSSIBLE });
  return phone;
}

/**
 * The checkout's phone, before its transaction: the phone's lock is its first statement, and the
 * lock is keyed on the E.164 form, which needs the shop's country. A shop that does not exist or
 * does not sell is a 404, as the cart would say.
 */
export async function checkoutPhone(db: Db, shopId: number, typed: string): Promise<string> {
  const [shop] = await readShopCountry(db, { shop: shopId });
  if (shop?.status !== 'active') throw notFound('No shop has this id.');
  return customerPhoneIn(typed, shop.iso);
}

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
export const phoneLockKey = (shopId: number, phone: string) => `${shopId}:${phone}`;

/** SQL: waits for and takes the lock of `key` ({@link phoneLockKey}) until the transaction ends. */
export const lockPhone = (key: SQL) => sql`pg_advisory_xact_lock(hashtext('order-phone'), hashtext(${key}))`;

/**
 * SQL: one row, `refused`, true when the phone (E.164) is blocked by the shop or already holds
 * the shop's cap of pending orders.
 */
export const phoneRefused = (shopId: SQL, phone: SQL) => sql`
  select exists (select 1 from blocked_phones b where b.shop_id = s.id and b.phone = ${phone})
      or (s.open_order_cap > 0 and (
            select count(*) from orders o
            where o.shop_id = s.id and o.customer_phone = ${phone}
              and o.order_status = 'pending') >= s.open_order_cap) as refused
  from shops s where s.id = ${shopId}`;

/** The shop's orders from this phone (as stored), how many were cancelled and delivered, and whether it is blocked. */
export async function historyOfPhone(db: Db, shopId: number, phone: string): Promise<CustomerHistory> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      cancelled: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'cancelled'))::int`,
      delivered: sql<number>`(count(*) filter (where ${orders.orderStatus} = 'delivered'))::int`,
      blocked: sql<boolean>`exists (select 1 from ${blockedPhones} where ${blockedPhones.shopId} = ${shopId} and ${blockedPhones.phone} = ${phone})`,
    })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.customerPhone, phone)));
  return { orders: row.orders, cancelled: row.cancelled, delivered: row.delivered, blocked: row.blocked };
}

/** Blocks (or unblocks) the phone of one of the shop's orders; another shop's order is a 404. */
export async function setPhoneBlocked(db: Db, shopId: number, orderId: number, blocked: boolean): Promise<void> {
  const [order] = await db
    .select({ phone: orders.customerPhone })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)));
  if (!order) throw notFound('No order has this id.');
  // The order's phone as stored: E.164, the form every later order's phone is compared in.
  const { phone } = order;
  if (blocked) await db.insert(blockedPhones).values({ shopId, phone }).onConflictDoNothing();
  else await db.delete(blockedPhones).where(and(eq(blockedPhones.shopId, shopId), eq(blockedPhones.phone, phone)));
}
