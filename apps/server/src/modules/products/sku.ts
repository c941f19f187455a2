import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVariants, skus } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';

/**
 * SKUs: one code per product and per variant, unique within a shop across both. The
 * `skus` table's key (shop_id, sku) is what enforces it, so two saves racing for one code cannot
 * both win; the checks here only turn the loser's unique violation into a 422 that names the holder.
 * The product form and the spreadsheet import both write through these helpers.
 */

/** The database or a transaction: every helper runs in either. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whose SKU it is: a product's own (variant null) or one of its variants'. */
export interface SkuHolder {
  productId: number;
  productVariantId: number | null;
}

/** Every SKU of the shop, by code. */
export async function skusOfShop(db: Queryable, shopId: number): Promise<Map<string, SkuHolder>> {
  const rows = await db
    .select({ sku: skus.sku, productId: skus.productId, productVariantId: skus.productVariantId })
    .from(skus)
    .where(eq(skus.shopId, shopId));
  return new Map(rows.map((r) => [r.sku, { productId: r.productId, productVariantId: r.productVariantId }]));
}

/** The SKUs of some products: `own` by product id, `variants` by variant id. */
export async function skusOfProducts(
  db: Queryable,
  productIds: number[],
): Promise<{ own: Map<number, string>; variants: Map<number, string> }> {
  const own = new Map<number, string>();
  const variants = new Map<number, string>();
  if (productIds.length === 0) return { own, variants };
  const rows = await db.select().from(skus).where(inArray(skus.productId, productIds));
  for (const r of rows) {
    if (r.productVariantId === null) own.set(r.productId, r.sku);
    else variants.set(r.productVariantId, r.sku);
  }
  return { own, variants };
}

/** One SKU to write: the product's own (variant null) or a variant's; a null `sku` clears it. */
export interface SkuChange {
  productVariantId: number | null;
  sku: string | null;
}

/**
 * Writes a product's SKU changes in one go (call it inside the product's transaction): the changed
 * slots are cleared first, then filled, so two variants may swap their codes in one save. A code
 * held elsewhere in the shop makes the insert fail with a unique violation (23505), which aborts
 * the transaction: catch it around the transaction and call {@link skuClash} to name the holder.
 */
export async function writeSkus(tx: Queryable, shopId: number, productId: number, changes: SkuChange[]) {
  if (changes.length === 0) return;
  const variantIds = changes.flatMap((c) => (c.productVariantId === null ? [] : [c.productVariantId]));
  const ownChanged = changes.some((c) => c.productVariantId === null);
  await tx
    .delete(skus)
    .where(
      and(
        eq(skus.productId, productId),
        or(
          ownChanged ? isNull(skus.productVariantId) : undefined,
          variantIds.length ? inArray(skus.productVariantId, variantIds) : undefined,
        ),
      ),
    );
  const rows = changes.flatMap((c) =>
    c.sku === null ? [] : [{ shopId, sku: c.sku, productId, productVariantId: c.productVariantId }],
  );
  if (rows.length) await tx.insert(skus).values(rows);
}

/** Sets (or, with null, clears) a product's own SKU. */
export const setProductSku = (tx: Queryable, shopId: number, productId: number, sku: string | null) =>
  writeSkus(tx, shopId, productId, [{ productVariantId: null, sku }]);

/** Sets (or, with null, clears) a variant's SKU. */
export const setVariantSku = (
  tx: Queryable,
  shopId: number,
  productId: number,
  productVariantId: number,
  sku: string | null,
) => writeSkus(tx, shopId, productId, [{ productVariantId, sku }]);

/** A SKU a save asks for, with the form field it came from (`sku`, `variants.2.sku`). */
export interface WantedSku {
  field: string;
  sku: string;
}

/** What the owner reads when a code is taken: "The SKU ABC-1 is already used by Blue mug (Large)." */
export const skuTakenMessage = (sku: string, holder: string) => `The SKU ${sku} is already used by ${holder}.`;

/** Two fields of one save with the same code: the later one is refused. */
export function repeatedSku(wanted: WantedSku[]): WantedSku | undefined {
  const seen = new Set<string>();
  return wanted.find((w) => {
    if (seen.has(w.sku)) return true;
    seen.add(w.sku);
    return false;
  });
}

/**
 * The first wanted SKU that someone else in the shop holds, and that holder's name. A holder on
 * the same product is not a clash when `freed` says the save rewrites its slot (`own`, or the
 * variant's id).
 */
export async function skuClash(
  db: Queryable,
  shopId: number,
  wanted: WantedSku[],
  self?: { productId: number; freed: { own: boolean; variantIds: Set<number> } },
): Promise<{ field: string; sku: string; holder: string } | undefined> {
  if (wanted.length === 0) return undefined;
  const held = await db
    .select({
      sku: skus.sku,
      productId: skus.productId,
      productVariantId: skus.productVariantId,
      productName: products.productName,
      variantName: productVariants.productVariantName,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .leftJoin(productVariants, eq(productVariants.id, skus.productVariantId))
    .where(
      and(
        eq(skus.shopId, shopId),
        inArray(
          skus.sku,
          wanted.map((w) => w.sku),
        ),
      ),
    );
  for (const w of wanted) {
    const h = held.find((r) => r.sku === w.sku);
    if (!h) continue;
    if (self && h.productId === self.productId) {
      const freed = h.productVariantId === null ? self.freed.own : self.freed.variantIds.has(h.productVariantId);
      if (freed) continue;
    }
    const holder = h.variantName ? `${h.productName} (${h.variantName})` : h.productName;
    return { field: w.field, sku: w.sku, holder };
  }
  return undefined;
}

/** The 422 for a taken code, on its field. */
export const skuTaken = (clash: { field: string; sku: string; holder: string }) => {
  const message = skuTakenMessage(clash.sku, clash.holder);
  return new HttpFail(422, message, { [clash.field]: message });
};
