import { catalogueUrlOf } from '@vitrine/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, products, shops, users } from '../../db/schema.js';

/** One shop as the operator's `vitrine shops` lists it. */
export interface ShopOverview {
  shop_catalogue_url: string;
  shop_name: string;
  status: 'active' | 'suspended';
  products: number;
  orders: number;
  /** The latest change to any of its products or orders (ISO time), null while it has none. */
  last_activity: string | null;
  owner_email: string;
}

/** Every shop, oldest first, with its counts and last activity (each from the shop's own index). */
export async function shopOverview(db: Db): Promise<ShopOverview[]> {
  const rows = await db
    .select({
      url: shops.shopCatalogueUrl,
      name: shops.shopName,
      status: shops.status,
      ownerEmail: users.email,
      products: sql<number>`(select count(*)::int from ${products} where ${products.shopId} = ${shops.id})`,
      orders: sql<number>`(select count(*)::int from ${orders} where ${orders.shopId} = ${shops.id})`,
      lastActivity: sql<string | null>`greatest(
        (select max(${products.updatedAt}) from ${products} where ${products.shopId} = ${shops.id}),
        (select max(${orders.updatedAt}) from ${orders} where ${orders.shopId} = ${shops.id})
      )::text`,
    })
    .from(shops)
    .innerJoin(users, eq(users.id, shops.ownerId))
    .orderBy(asc(shops.id));
  return rows.map((r) => ({
    shop_catalogue_url: r.url,
    shop_name: r.name,
    status: r.status,
    products: r.products,
    orders: r.orders,
    last_activity: r.lastActivity === null ? null : new Date(r.lastActivity).toISOString(),
    owner_email: r.ownerEmail,
  }));
}

/** The id of the shop at this catalogue URL, in any case (`catalogueUrlOf`: addresses are stored lower-case). */
export async function shopIdAt(db: Db, url: string): Promise<number | undefined> {
  const canonical = catalogueUrlOf(url.trim());
  if (!canonical) return undefined;
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.shopCatalogueUrl, canonical));
  return row?.id;
}
