import { countsPerVariant, fromMinorUnits, minorPerUnit, type OwnerProduct } from '@vitrine/contracts';
import {
  type BulkPriceChange,
  type BulkProductResponse,
  bulkPrice,
  type bulkProductEdit,
  priceFits,
} from '@vitrine/contracts/product-bulk';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { products, productVariants, shops } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';
import { shopChanged, type Writer } from '../shared/context.js';
import { currencyMinorToText, toCurrencyMinor } from '../shared/money.js';
import { applyOwnerEdits, type QuantityEdit } from '../stock/owner-edit.js';
import { inLockOrder } from '../stock/quantities.js';
import { checkCategory, type ProductRowPatch, toWire, writeProductRow } from './service.js';

type BulkEdit = z.output<typeof bulkProductEdit>;

const unprocessable = (field: string, message: string) => new HttpFail(422, message, { [field]: message });

/** A product's prices after the change, in the currency's minor units: its own, and each variant's by id. */
interface NewPrices {
  main: number;
  variants: Map<number, number>;
}

/**
 * Every selected product's new prices, checked before anything is written: a price the change
 * would take below zero (or past the largest price) refuses the whole edit, naming the product.
 */
function pricesAfter(current: OwnerProduct[], change: BulkPriceChange, currencyCode: string): Map<number, NewPrices> {
  const perUnit = minorPerUnit(currencyCode);
  const after = new Map<number, NewPrices>();
  for (const p of current) {
    const apply = (price: number, what: string) => {
      const next = bulkPrice(toCurrencyMinor(price.toFixed(2), currencyCode), change);
      if (next === null) throw unprocessable('price', `This change would take the price of ${what} below zero.`);
      if (!priceFits(next, perUnit))
        throw unprocessable('price', `This change would make the price of ${what} too large.`);
      return next;
    };
    after.set(p.product_id, {
      main: apply(p.main_price, `“${p.product_name}”`),
      variants: new Map(
        p.variants.map((v) => [
          v.product_variant_id,
          apply(v.price, `“${p.product_name}” (${v.product_variant_name})`),
        ]),
      ),
    });
  }
  return after;
}

/** What the edit writes on one product's own row (only what differs from today). */
function rowPatch(p: OwnerProduct, edit: BulkEdit, main: number | undefined, currencyCode: string): ProductRowPatch {
  const patch: ProductRowPatch = {};
  const price = main === undefined ? undefined : fromMinorUnits(main, currencyCode);
  if (price !== undefined && price !== p.main_price) patch.main_price = price;
  if (edit.category_id !== undefined && edit.category_id !== p.category_id) patch.category_id = edit.category_id;
  if (edit.is_active !== undefined && edit.is_active !== p.is_active) patch.is_active = edit.is_active;
  return patch;
}

/** The selected products, in the request's order; an id that is not one of the shop's is named. */
async function selected(db: Db, shopId: number, edit: BulkEdit): Promise<OwnerProduct[]> {
  const ids = edit.products.map((p) => p.product_id);
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.shopId, shopId)));
  const found = new Set(rows.map((r) => r.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw unprocessable(`products.${missing}.product_id`, 'No product of your shop has this id.');
  const wire = await toWire(db, rows);
  return ids.map((id) => wire.find((p) => p.product_id === id) as OwnerProduct);
}

/** What the edit writes, worked out from the products as locked: row patches, variant prices, quantities. */
function bulkWrites(current: OwnerProduct[], edit: BulkEdit, currencyCode: string) {
  const prices = edit.price ? pricesAfter(current, edit.price, currencyCode) : null;
  const stockSkipped = edit.stock_quantity === undefined ? [] : current.filter(countsPerVariant);
  const edits: QuantityEdit[] = [];
  if (edit.stock_quantity !== undefined) {
    for (const [i, item] of edit.products.entries()) {
      if (stockSkipped.some((p) => p.product_id === item.product_id)) continue;
      edits.push({
        field: `products.${i}.stock_quantity`,
        productId: item.product_id,
        variantId: null,
        to: edit.stock_quantity,
        expected: item.stock_quantity_expected,
      });
    }
  }
  const byId = [...current].sort((a, b) => a.product_id - b.product_id);
  const patches = byId.map((p) => ({ p, patch: rowPatch(p, edit, prices?.get(p.product_id)?.main, currencyCode) }));
  const variantPrices = byId
    .flatMap((p) =>
      p.variants.map((v) => ({
        id: v.product_variant_id,
        productId: p.product_id,
        before: v.price,
        after: prices?.get(p.product_id)?.variants.get(v.product_variant_id),
      })),
    )
    .filter((v) => v.after !== undefined && fromMinorUnits(v.after, currencyCode) !== v.before)
    .sort((a, b) => a.id - b.id);
  return { patches, variantPrices, edits: inLockOrder(edits), stockSkipped: stockSkipped.map((p) => p.product_id) };
}

/**
 * `POST /api/account/products/bulk`: one change to many products, in one transaction, through the
 * single product save's own steps: its row write (`writeProductRow`) and its optimistic stock edit
 * (`applyOwnerEdits`: each changed quantity must come with the figure the list showed, a sale
 * meanwhile refuses the whole edit with 409, and each change is one ledger row). The selected rows
 * are locked first, products by id (then variants by id, as checkout takes them, so a bulk edit and
 * orders never wait on each other in a circle), and the new prices are worked out from what is
 * locked: two "+10 %" edits at once make +21 %, not +10 % twice over the same figure. A product
 * sold in variants keeps its own quantity untracked (stock-rules.ts): a stock change skips it and
 * says so.
 */
export async function bulkEditProducts(
  w: Writer,
  shopId: number,
  edit: BulkEdit,
  userId: number,
): Promise<Omit<BulkProductResponse, 'status'>> {
  const { db } = w;
  await checkCategory(db, shopId, edit.category_id);
  const ids = (await selected(db, shopId, edit)).map((p) => p.product_id);
  const [shop] = await db.select({ currencyCode: shops.currencyCode }).from(shops).where(eq(shops.id, shopId));
  const currencyCode = shop?.currencyCode ?? 'USD';

  const changed = new Set<number>();
  const stockSkipped = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const writes = bulkWrites(await selected(t, shopId, edit), edit, currencyCode);
    for (const { p, patch } of writes.patches) {
      if (Object.keys(patch).length === 0) continue;
      await writeProductRow(t, shopId, p.product_id, patch);
      changed.add(p.product_id);
    }
    for (const v of writes.variantPrices) {
      await t
        .update(productVariants)
        .set({ price: currencyMinorToText(v.after as number, currencyCode) })
        .where(eq(productVariants.id, v.id));
      changed.add(v.productId);
    }
    // All at once, so a 409 names every quantity a sale moved. Past it, each quantity that differs
    // from its expected figure was written, with its one ledger row.
    await applyOwnerEdits(t, shopId, userId, writes.edits);
    for (const e of writes.edits) if (e.expected !== undefined && e.expected !== e.to) changed.add(e.productId);
    return writes.stockSkipped;
  });
  if (changed.size > 0) await shopChanged(w, shopId);
  return { products: await selected(db, shopId, edit), changed: changed.size, stock_skipped: stockSkipped };
}
