import { catalogueUrlOf } from '@vitrine/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shopFormerUrls, shops } from '../../db/schema.js';
import type { ResponseCache } from '../../http/response-cache.js';
import { SHOP_URLS_TAG } from '../shared/context.js';

/** A transaction or the database: the rename writes inside the shop update's transaction. */
type Tx = Pick<Db, 'select' | 'insert' | 'delete' | 'execute'>;

/**
 * A shop's catalogue addresses, current and former. A renamed shop keeps its old
 * addresses for as long as it exists: nobody else may take them, and they answer 301 to the
 * current one, so the links and QR codes it printed keep sending its customers to it.
 */

/**
 * Holds an address against a concurrent sign-up or rename until the transaction ends, so the check
 * "free?" and the write that takes it cannot interleave with another's (the unique index on the
 * current address alone would let a stranger take a former address mid-rename).
 */
export async function lockAddress(tx: Tx, url: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop-url'), hashtext(${url}))`);
}

/** Whether no shop but `exceptShopId` holds the address, now or as a former one. */
export async function isAddressFree(db: Tx, url: string, exceptShopId?: number): Promise<boolean> {
  const [current] = await db.select({ id: shops.id }).from(shops).where(eq(shops.shopCatalogueUrl, url));
  if (current && current.id !== exceptShopId) return false;
  const [former] = await db
    .select({ id: shopFormerUrls.shopId })
    .from(shopFormerUrls)
    .where(
      exceptShopId === undefined
        ? eq(shopFormerUrls.url, url)
        : and(eq(shopFormerUrls.url, url), ne(shopFormerUrls.shopId, exceptShopId)),
    );
  return !former;
}

/**
 * Records a rename inside its transaction: the old address becomes a former one of the shop, and
 * an address the shop takes back stops being former.
 */
export async function recordRename(tx: Tx, shopId: number, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx
    .insert(shopFormerUrls)
    .values({ url: from, shopId })
    .onConflictDoUpdate({ target: shopFormerUrls.url, set: { retiredAt: new Date() } });
  await tx.delete(shopFormerUrls).where(and(eq(shopFormerUrls.url, to), eq(shopFormerUrls.shopId, shopId)));
}

/**
 * Where the shop `url` names is now, when that is another address: the canonical (lower case)
 * spelling of a shop's address typed in capitals, or a renamed shop's current address for a former
 * one (in one hop, whatever the case). Null when `url` is already the address, or names no active
 * shop. Asked only on the way to a "not found", from the cache (dropped with any shop's change of
 * address or status), keyed by the lower-case spelling so no case of an address costs a second entry.
 */
export function movedAddressLookup(db: Db, cache: ResponseCache) {
  return async (url: string): Promise<string | null> => {
    const canonical = catalogueUrlOf(url);
    if (!canonical) return null;
    const cached = await cache.get(`shop-moved-url:${canonical}`, [SHOP_URLS_TAG], () =>
      currentAddressOf(db, canonical),
    );
    const current = cached?.value.current;
    return current && current !== url ? current : null;
  };
}

/** The address of the active shop at `url` now or formerly, as a cache entry (null: none). */
async function currentAddressOf(db: Db, url: string): Promise<{ current: string } | null> {
  const [now] = await db
    .select({ current: shops.shopCatalogueUrl })
    .from(shops)
    .where(and(eq(shops.shopCatalogueUrl, url), eq(shops.status, 'active')));
  if (now) return now;
  const [former] = await db
    .select({ current: shops.shopCatalogueUrl })
    .from(shopFormerUrls)
    .innerJoin(shops, eq(shops.id, shopFormerUrls.shopId))
    .where(and(eq(shopFormerUrls.url, url), eq(shops.status, 'active')));
  return former ?? null;
}

export type MovedAddressLookup = ReturnType<typeof movedAddressLookup>;
