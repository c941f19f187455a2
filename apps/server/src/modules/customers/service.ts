import {
  CUSTOMER_CSV_COLUMNS,
  fromMinorUnits,
  minorPerUnit,
  minorUnitsText,
  type ShopCustomer,
} from '@vitrine/contracts';
import { and, count, eq, gt, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blockedPhones, orders, shops } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { csvHeader, csvRows } from '../shared/csv.js';
import { likePattern } from '../shared/like.js';

/**
 * The shop's customers: its orders grouped by phone. Orders store the phone in E.164, read in the
 * shop's country (lib/phone.ts), so one person typing their number two ways is one customer.
 */

export interface CustomerSearch {
  q?: string;
  page: number;
  per_page: number;
}

/** Newest first within a phone: the latest order gives the name, e-mail and the block switch's order. */
const newestFirst = sql`order by ${orders.createdAt} desc, ${orders.id} desc`;

/** The phones whose orders match `q` (name or e-mail in any case, or the phone's digits). */
function matching(shopId: number, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, '');
  const phones = and(
    eq(orders.shopId, shopId),
    or(
      ilike(orders.customerName, likePattern(text)),
      ilike(orders.customerEmail, likePattern(text)),
      // Spaces, dashes and the plus sign in `q` are how people write numbers, not part of them.
      digits ? like(orders.customerPhone, likePattern(digits)) : undefined,
    ),
  );
  // The same table inside: its columns name the inner rows (they shadow the outer query's).
  return inArray(orders.customerPhone, sql`(select ${orders.customerPhone} from ${orders} where ${phones})`);
}

async function shopCurrency(db: Db, shopId: number): Promise<string> {
  const [shop] = await db.select({ code: shops.currencyCode }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw notFound('No shop has this id.');
  return shop.code;
}

/**
 * The figures of these customers (their phones), in the order given. Reading every figure of
 * every customer to sort them all would cost seconds in a shop with many thousand orders; the
 * phones of one page are picked first ({@link pagePhones}, {@link phonesAfter}), then only their
 * orders are summed, through `orders_shop_phone_idx`.
 */
async function customerRows(db: Db, shopId: number, currency: string, phones: string[]) {
  if (phones.length === 0) return [];
  const per = minorPerUnit(currency);
  const rows = await db
    .select({
      phone: orders.customerPhone,
      orderCount: sql<number>`count(*)::int`,
      // Each order's total in minor units (numeric, exact), summed as an integer: what was spent
      // in the shop's currency, cancelled orders aside.
      spentMinor: sql<string>`coalesce(sum(round(${orders.total} * ${per}))
        filter (where ${orders.orderStatus} <> 'cancelled' and ${orders.currencyCode} = ${currency}), 0)::bigint`,
      lastAt: sql`max(${orders.createdAt})`.mapWith(orders.createdAt),
      lastId: sql<number>`((array_agg(${orders.id} ${newestFirst}))[1])::int`,
      name: sql<string>`(array_agg(${orders.customerName} ${newestFirst}))[1]`,
      email: sql<string>`coalesce((array_agg(${orders.customerEmail} ${newestFirst})
        filter (where ${orders.customerEmail} <> ''))[1], '')`,
      blocked: sql<boolean>`exists (select 1 from ${blockedPhones}
        where ${blockedPhones.shopId} = ${shopId} and ${blockedPhones.phone} = ${orders.customerPhone})`,
    })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), inArray(orders.customerPhone, phones)))
    .groupBy(orders.customerPhone);
  const byPhone = new Map(rows.map((r) => [r.phone, r]));
  return phones.flatMap((phone) => {
    const r = byPhone.get(phone);
    if (!r) return [];
    const customer: ShopCustomer = {
      phone,
      name: r.name,
      email: r.email,
      order_count: r.orderCount,
      total_spent: fromMinorUnits(Number(r.spentMinor), currency),
      currency_code: currency,
      last_order_at: r.lastAt.toISOString(),
      last_order_id: r.lastId,
      blocked: r.blocked,
    };
    return [{ customer, spentMinor: Number(r.spentMinor) }];
  });
}

/** The phones of one page of the list: the latest buyer first (ties by phone, so pages never overlap). */
async function pagePhones(db: Db, where: SQL | undefined, page: { page: number; per_page: number }) {
  const rows = await db
    .select({ phone: orders.customerPhone })
    .from(orders)
    .where(where)
    .groupBy(orders.customerPhone)
    .orderBy(sql`max(${orders.createdAt}) desc`, orders.customerPhone)
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return rows.map((r) => r.phone);
}

/** The next `limit` phones after `after`, by phone: the export's batches. */
async function phonesAfter(db: Db, where: SQL | undefined, after: string, limit: number) {
  const rows = await db
    .selectDistinct({ phone: orders.customerPhone })
    .from(orders)
    .where(and(where, gt(orders.customerPhone, after)))
    .orderBy(orders.customerPhone)
    .limit(limit);
  return rows.map((r) => r.phone);
}

/** One page of the shop's customers, the most recent buyer first, and how many match in all. */
export async function listCustomers(
  db: Db,
  shopId: number,
  query: CustomerSearch,
): Promise<{ customers: ShopCustomer[]; total: number }> {
  const currency = await shopCurrency(db, shopId);
  const where = and(eq(orders.shopId, shopId), matching(shopId, query.q));
  const phones = db.selectDistinct({ phone: orders.customerPhone }).from(orders).where(where).as('phones');
  const [rows, [{ total }]] = await Promise.all([
    pagePhones(db, where, query).then((page) => customerRows(db, shopId, currency, page)),
    // count(*) over distinct phones reads the phone index alone; count(distinct …) sorts them all.
    db.select({ total: count() }).from(phones),
  ]);
  return { customers: rows.map((r) => r.customer), total };
}

/** Customers read per query while a CSV streams: memory stays flat however many there are. */
export const EXPORT_BATCH = 500;

/** The list as CSV (the one CSV writer: formula-like cells neutralised), written a batch at a time. */
export async function* customersCsv(db: Db, shopId: number, q: string | undefined): AsyncGenerator<string> {
  const currency = await shopCurrency(db, shopId);
  const where = and(eq(orders.shopId, shopId), matching(shopId, q));
  yield csvHeader(CUSTOMER_CSV_COLUMNS);
  // By phone, each batch after the last phone written: an order placed meanwhile never makes a
  // customer appear twice or be skipped, as moving pages of "latest buyer first" would.
  let afterPhone = '';
  for (;;) {
    const phones = await phonesAfter(db, where, afterPhone, EXPORT_BATCH);
    if (phones.length === 0) return;
    const rows = await customerRows(db, shopId, currency, phones);
    yield csvRows(
      rows.map(({ customer: c, spentMinor }) => [
        c.name,
        c.phone,
        c.email,
        c.order_count,
        minorUnitsText(spentMinor, currency),
        currency,
        c.last_order_at,
        c.blocked ? 'yes' : 'no',
      ]),
    );
    if (phones.length < EXPORT_BATCH) return;
    afterPhone = phones[phones.length - 1];
  }
}
