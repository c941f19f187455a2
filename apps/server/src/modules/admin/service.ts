import type { AdminShop, ShopReport, ShopStatus } from '@vitrine/contracts';
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { complaints, orders, products, shops, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { shopChanged, type Writer } from '../shared/context.js';
import { likePattern } from '../shared/like.js';

export async function listReports(
  db: Db,
  query: { page: number; per_page: number; shop_id?: number },
): Promise<{ reports: ShopReport[]; total: number }> {
  const where = query.shop_id ? eq(complaints.shopId, query.shop_id) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ c: complaints, shopName: shops.shopName, url: shops.shopCatalogueUrl, status: shops.status })
      .from(complaints)
      .innerJoin(shops, eq(shops.id, complaints.shopId))
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(complaints).where(where),
  ]);
  return {
    total,
    reports: rows.map((r) => ({
      id: r.c.id,
      shop_id: r.c.shopId,
      shop_name: r.shopName,
      shop_catalogue_url: r.url,
      shop_status: r.status,
      message: r.c.message,
      user_agent: r.c.userAgent,
      created_at: r.c.createdAt.toISOString(),
    })),
  };
}

export async function setShopStatus(w: Writer, shopId: number, status: ShopStatus): Promise<void> {
  const { db } = w;
  const updated = await db
    .update(shops)
    .set({ status, updatedAt: new Date() })
    .where(eq(shops.id, shopId))
    .returning({ id: shops.id });
  if (updated.length === 0) throw notFound('No shop has this id.');
  await shopChanged(w, shopId);
}

/** A count of one shop's rows in a table, by its `shop_id` index. */
const countOf = (table: typeof products | typeof orders | typeof complaints) =>
  sql<number>`(select count(*)::int from ${table} where ${table.shopId} = ${shops.id})`;

/**
 * Every shop with its owner and its counts (products, orders, reports), oldest first, paged;
 * `q` matches the name, the address or the owner's e-mail, in any case.
 */
export async function listShops(
  db: Db,
  query: { page: number; per_page: number; q?: string },
): Promise<{ shops: AdminShop[]; total: number }> {
  const text = query.q?.trim();
  const where = text
    ? or(
        ilike(shops.shopName, likePattern(text)),
        ilike(shops.shopAddLine1, likePattern(text)),
        ilike(shops.shopAddLine2, likePattern(text)),
        ilike(shops.shopCity, likePattern(text)),
        ilike(shops.shopPostalCode, likePattern(text)),
        ilike(users.email, likePattern(text)),
      )
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        s: shops,
        ownerName: users.name,
        ownerEmail: users.email,
        products: countOf(products),
        orders: countOf(orders),
        reports: countOf(complaints),
      })
      .from(shops)
      .innerJoin(users, eq(users.id, shops.ownerId))
      .where(where)
      .orderBy(asc(shops.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(shops).innerJoin(users, eq(users.id, shops.ownerId)).where(where),
  ]);
  return {
    total,
    shops: rows.map((r) => ({
      shop_id: r.s.id,
      shop_name: r.s.shopName,
      shop_catalogue_url: r.s.shopCatalogueUrl,
      address: [r.s.shopAddLine1, r.s.shopAddLine2, r.s.shopCity, r.s.shopPostalCode].filter(Boolean).join(', '),
      status: r.s.status,
      owner_name: r.ownerName,
      owner_email: r.ownerEmail,
      products: r.products,
      orders: r.orders,
      reports: r.reports,
      created_at: r.s.createdAt.toISOString(),
    })),
  };
}
