import type { ShopReport, ShopStatus } from '@vitrine/contracts';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { complaints, shops } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { shopChanged, type Writer } from '../shared/context.js';

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
