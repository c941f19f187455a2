import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HOURS } from '@vitrine/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { idempotencyKeys } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';

/**
 * Checkout idempotency, the server's side: an order is placed once per Idempotency-Key. The key
 * is claimed by the first statement of the checkout's transaction (`openCheckout` in
 * checkout-statements.ts: an `idempotency_keys` row per shop and key, with a fingerprint of the
 * request), so a second request with the same key waits for the first to commit and then replays
 * its order; the key's `order_id` is written with the order. Keys live IDEMPOTENCY_KEY_HOURS and
 * are swept now and then after orders. The shopper's side (one key per attempt, asking about a
 * lost answer before sending again) is apps/web/src/features/storefront/checkout/orderOnce.ts.
 */

const KEY_USED = 'This Idempotency-Key was already used for a different order. Send a new key.';

/** The key's scope: keys are per shop. */
export const keyScope = (shopId: number) => `order:${shopId}`;

/** The moment before which a key has expired. */
export const keyExpiry = () => sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/** A fingerprint of what was asked, so a reused key with a different cart is caught. */
export const requestHash = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('base64url');

/**
 * The order a key already made, for a retry of the same request (its claim made this one wait
 * until the first committed); 422 naming the header when the key carried another request.
 */
export async function replayedOrderId(tx: Db, scope: string, key: string, hash: string): Promise<number> {
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!existing || existing.requestHash !== hash || existing.orderId === null) {
    // Named as a field, so a client can tell "ask for that key's order" from a refused cart.
    throw new HttpFail(422, KEY_USED, { 'headers.idempotency-key': KEY_USED });
  }
  return existing.orderId;
}

/** The order a live key made in this shop (for a client whose answer was lost), or null. */
export async function orderIdOfLiveKey(db: Db, shopId: number, key: string): Promise<number | null> {
  const [row] = await db
    .select({ orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, keyScope(shopId)),
        eq(idempotencyKeys.key, key),
        gte(idempotencyKeys.createdAt, keyExpiry()),
      ),
    );
  return row?.orderId ?? null;
}

/** Deletes keys past their lifetime (their orders stay); returns how many went. */
export async function purgeExpiredKeys(db: Db): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, keyExpiry()))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}
