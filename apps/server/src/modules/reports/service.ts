import type { ReportShopRequest } from '@vitrine/contracts';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { complaints, shops } from '../../db/schema.js';
import { notFound, tooManyRequests } from '../../http/errors.js';

export const REPORTS_PER_HOUR = 5;

/** Stores a visitor's complaint about a shop; durable limit of 5 per client per shop per hour, counted atomically. */
export async function reportShop(
  db: Db,
  input: ReportShopRequest,
  client: { hash: string; userAgent: string },
): Promise<void> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, input.shop_id));
  if (!shop) throw notFound('No shop has this id.');
  const since = new Date(Date.now() - 60 * 60 * 1000);
  await db.transaction(async (tx) => {
    // One (shop, client) pair at a time: the count and the insert cannot interleave with a
    // parallel report of the same client, on any number of connections or instances.
    await tx.execute(sql`select pg_advisory_xact_lock(${shop.id}, hashtext(${client.hash}))`);
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(complaints)
      .where(
        and(eq(complaints.shopId, shop.id), eq(complaints.clientHash, client.hash), gt(complaints.createdAt, since)),
      );
    if (recent >= REPORTS_PER_HOUR)
      throw tooManyRequests('You have reported this shop several times already. Please try again later.');
    await tx.insert(complaints).values({
      shopId: shop.id,
      message: input.message?.trim() ?? '',
      clientHash: client.hash,
      userAgent: client.userAgent,
    });
  });
}
