import type { ReportShopRequest } from '@vitrine/contracts';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { complaints, shops } from '../../db/schema.js';
import { notFound, tooManyRequests } from '../../http/errors.js';

export const REPORTS_PER_HOUR = 5;

/** Stores a visitor's complaint about a shop; durable limit of 5 per client per shop per hour. */
export async function reportShop(
  db: Db,
  input: ReportShopRequest,
  client: { hash: string; userAgent: string },
): Promise<void> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, input.shop_id));
  if (!shop) throw notFound('No shop has this id.');
  const since = new Date(Date.now() - 60 * 60 * 1000);
  const [{ recent }] = await db
    .select({ recent: count() })
    .from(complaints)
    .where(
      and(eq(complaints.shopId, shop.id), eq(complaints.clientHash, client.hash), gt(complaints.createdAt, since)),
    );
  if (recent >= REPORTS_PER_HOUR)
    throw tooManyRequests('You have reported this shop several times already. Please try again later.');
  await db.insert(complaints).values({
    shopId: shop.id,
    message: input.message?.trim() ?? '',
    clientHash: client.hash,
    userAgent: client.userAgent,
  });
}
