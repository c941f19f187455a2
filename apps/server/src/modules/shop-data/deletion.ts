import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { shops, users } from '../../db/schema.js';
import { badRequest, notFound } from '../../http/errors.js';
import { forgetOutboxMail } from '../mail/outbox.js';
import { forgetQueuedMail } from '../mail/outbox-store.js';
import { shopChanged, type Writer } from '../shared/context.js';

const CONFIRM_MISMATCH = 'Type your shop’s address exactly as shown to confirm.';

/**
 * Deletes an owner's shop and account for good: the shop, its catalogue, pictures,
 * orders, reports, former addresses (every table hangs off the shop with ON DELETE CASCADE), then
 * the user, which ends every session (a token whose user is gone is refused). Nothing is kept: the
 * shop's orders are its owner's records, in the ZIP export they can take first; the mails to the
 * owner's address, in the database's mail outbox and in DATA_DIR/outbox, go too. `confirm` must be the shop's address; the
 * password is checked by the caller, within the user's budget.
 */
export async function deleteShopAndAccount(
  w: Writer & { config: Pick<Config, 'dataDir'> },
  userId: number,
  shopId: number,
  confirm: string,
): Promise<void> {
  const db: Db = w.db;
  const [shop] = await db
    .select({ url: shops.shopCatalogueUrl, owner: shops.ownerId })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!shop || shop.owner !== userId) throw notFound('No shop has this id.');
  if (confirm.trim() !== shop.url) throw badRequest(CONFIRM_MISMATCH, { confirm: CONFIRM_MISMATCH });
  const email = await db.transaction(async (tx) => {
    await tx.delete(shops).where(eq(shops.ownerId, userId));
    const [gone] = await tx.delete(users).where(eq(users.id, userId)).returning({ email: users.email });
    // Its mails in the database's outbox go in the same transaction.
    if (gone) await forgetQueuedMail(tx, gone.email);
    return gone?.email;
  });
  if (email) await forgetOutboxMail(w.config.dataDir, email);
  // Every instance drops the shop's cached pages and answers 404 from now on.
  await shopChanged(w, shopId);
}
