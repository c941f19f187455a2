import {
  DEFAULT_DELIVERY_RULES,
  defaultCatalogueHeader,
  parseCatalogueHeader,
  type SetupGuide,
  type SetupStepId,
  setupStepIds,
} from '@vitrine/contracts';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productCategories, productImages, products, shopImages, shops } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

/** JSON with its keys sorted, so two equal settings objects compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const exists = (query: { toSQL(): unknown }) => sql<boolean>`exists (${query})`;

/**
 * The setup guide of a shop, every step read from the shop's data: a logo among its
 * pictures; a header that is not the one a new shop starts with; an address and a phone; a
 * category; a product with a picture; delivery settings changed from the default or a payment key;
 * the shop's link copied, shared or opened from the account area.
 */
export async function setupGuide(db: Db, shopId: number): Promise<SetupGuide> {
  const [row] = await db
    .select({
      header: shops.shopCatalogueHeader,
      addressLine: shops.shopAddLine1,
      phone: shops.mobilePhonePrimary,
      delivery: shops.deliverySettings,
      upiId: shops.upiId,
      pixKey: shops.pixKey,
      sharedAt: shops.sharedAt,
      dismissedAt: shops.setupDismissedAt,
      logo: exists(
        db
          .select({ one: sql`1` })
          .from(shopImages)
          .where(and(eq(shopImages.shopId, shops.id), eq(shopImages.imageType, 'logo'))),
      ),
      category: exists(
        db.select({ one: sql`1` }).from(productCategories).where(eq(productCategories.shopId, shops.id)),
      ),
      product: exists(
        db
          .select({ one: sql`1` })
          .from(products)
          .where(
            and(
              eq(products.shopId, shops.id),
              or(
                ne(products.imageUrl, ''),
                exists(db.select({ one: sql`1` }).from(productImages).where(eq(productImages.productId, products.id))),
              ),
            ),
          ),
      ),
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!row) throw notFound('No shop has this id.');
  const done: Record<SetupStepId, boolean> = {
    logo: Boolean(row.logo),
    header: canonical(parseCatalogueHeader(row.header)) !== canonical(defaultCatalogueHeader),
    contact: row.addressLine.trim() !== '' && row.phone.trim() !== '',
    category: Boolean(row.category),
    product: Boolean(row.product),
    delivery: canonical(row.delivery) !== canonical(DEFAULT_DELIVERY_RULES) || row.upiId !== '' || row.pixKey !== '',
    shared: row.sharedAt !== null,
  };
  const steps = setupStepIds.map((id) => ({ id, done: done[id] }));
  return {
    steps,
    done: steps.filter((s) => s.done).length,
    total: steps.length,
    dismissed_at: row.dismissedAt?.toISOString() ?? null,
  };
}

/** Puts the guide away, or brings it back. */
export async function setSetupDismissed(db: Db, shopId: number, dismissed: boolean): Promise<void> {
  await db
    .update(shops)
    .set({ setupDismissedAt: dismissed ? new Date() : null })
    .where(eq(shops.id, shopId));
}

/** The owner copied, shared or opened the shop's link: the first time is kept. */
export async function markShopShared(db: Db, shopId: number): Promise<void> {
  await db
    .update(shops)
    .set({ sharedAt: new Date() })
    .where(and(eq(shops.id, shopId), isNull(shops.sharedAt)));
}
