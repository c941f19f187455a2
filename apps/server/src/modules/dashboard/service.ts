import { effectiveTimeZone, type OrderStatus, type OwnerDashboard } from '@vitrine/contracts';
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, orderItems, orders, shops } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { moneyNumber, toCurrencyMinor } from '../shared/money.js';
import { lowStock } from '../stock/low-stock.js';

const DAYS = 7;

/** The shop's currency and the zone its days are counted in. */
async function shopClock(db: Db, shopId: number) {
  const [row] = await db
    .select({
      shopName: shops.shopName,
      catalogueUrl: shops.shopCatalogueUrl,
      currencyCode: shops.currencyCode,
      timeZone: shops.timeZone,
      iso: countries.isoCode,
    })
    .from(shops)
    .leftJoin(countries, eq(countries.id, shops.shopCountryId))
    .where(eq(shops.id, shopId));
  if (!row) throw notFound('No shop has this id.');
  return { ...row, timeZone: effectiveTimeZone(row.timeZone, row.iso) };
}

/** yyyy-mm-dd of the day `offset` days from `day` (calendar arithmetic, no time zone involved). */
function addDays(day: string, offset: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

/**
 * The owner's dashboard, aggregated in SQL over every order of the shop. The week's window starts
 * at local midnight six days ago in the shop's zone (`AT TIME ZONE` does the calendar), so the range
 * scan runs on orders_shop_created_idx (shop_id, created_at). Sums stay numeric in the database and
 * become integer minor units here, never floating point.
 */
export async function ownerDashboard(db: Db, shopId: number): Promise<OwnerDashboard> {
  const { shopName, catalogueUrl, currencyCode, timeZone } = await shopClock(db, shopId);
  const tz = sql`${timeZone}::text`;
  const localDay = sql<string>`to_char(${orders.createdAt} at time zone ${tz}, 'YYYY-MM-DD')`;
  const weekStart = sql`(date_trunc('day', now() at time zone ${tz}) - interval '${sql.raw(String(DAYS - 1))} days') at time zone ${tz}`;
  const inWeek = and(eq(orders.shopId, shopId), gte(orders.createdAt, weekStart));

  const [days, [clock], [{ pending }], top, recent, low] = await Promise.all([
    db
      .select({
        day: localDay,
        orders: sql<number>`count(*)::int`,
        // Orders taken in an earlier currency of the shop never mix into today's revenue.
        revenue: sql<string>`coalesce(sum(${orders.total}) filter (where ${orders.orderStatus} <> 'cancelled' and ${orders.currencyCode} = ${currencyCode}), 0)::text`,
      })
      .from(orders)
      .where(inWeek)
      // By position: the same expression written twice carries two different parameters.
      .groupBy(sql`1`),
    db
      .select({ today: sql<string>`to_char(now() at time zone ${tz}, 'YYYY-MM-DD')` })
      .from(shops)
      .where(eq(shops.id, shopId)),
    db
      .select({ pending: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), eq(orders.orderStatus, 'pending'))),
    db
      .select({ productName: orderItems.productName, quantity: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inWeek, ne(orders.orderStatus, 'cancelled')))
      .groupBy(orderItems.productName)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), orderItems.productName)
      .limit(5),
    db
      .select({
        id: orders.id,
        number: orders.orderNumber,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        total: orders.total,
        status: orders.orderStatus,
        deliveryType: orders.deliveryType,
      })
      .from(orders)
      .where(eq(orders.shopId, shopId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(5),
    lowStock(db, shopId),
  ]);

  const minor = (amount: string) => toCurrencyMinor(amount, currencyCode);
  const byDay = new Map(days.map((d) => [d.day, d]));
  const perDay = Array.from({ length: DAYS }, (_, i) => {
    const day = addDays(clock.today, i - (DAYS - 1));
    const found = byDay.get(day);
    return { day, orders: found?.orders ?? 0, revenue_minor: found ? minor(found.revenue) : 0 };
  });
  const today = perDay[DAYS - 1];
  return {
    shop_name: shopName,
    shop_catalogue_url: catalogueUrl,
    currency_code: currencyCode,
    time_zone: timeZone,
    today: { orders: today.orders, revenue_minor: today.revenue_minor },
    week: {
      orders: perDay.reduce((n, d) => n + d.orders, 0),
      revenue_minor: perDay.reduce((n, d) => n + d.revenue_minor, 0),
    },
    pending_orders: pending,
    per_day: perDay,
    top_products: top.map((t) => ({ product_name: t.productName, quantity: t.quantity })),
    low_stock_threshold: low.threshold,
    low_stock: low.items,
    recent_orders: recent.map((o) => ({
      order_id: o.id,
      order_number: o.number,
      created_at: o.createdAt.toISOString(),
      customer_name: o.customerName,
      total: moneyNumber(o.total),
      order_status: o.status as OrderStatus,
      delivery_type: o.deliveryType,
    })),
  };
}
