import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productCategories, productImages, products, productVariants, skus } from '../../db/schema.js';
import { type NewMove, recordMoves } from '../stock/ledger.js';
import { moveBetween } from '../stock/owner-edit.js';
import type { ZipPicture } from './pictures.js';
import { type ImportPlan, type PictureWant, type ProductOp, stockMovedMessage, type VariantOp } from './plan.js';
import type { CatalogueNow } from './snapshot.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters, few round trips for 5,000 rows. */
const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const urlsOf = (wanted: PictureWant[], stored: ReadonlyMap<ZipPicture, string>) =>
  wanted.flatMap((w) => (w.kind === 'kept' ? [w.url] : (stored.get(w.picture) ?? [])));

/** The stock quantities a commit sets, read under their rows' locks: products' and variants' by id. */
export interface HeldStock {
  products: Map<number, number | null>;
  variants: Map<number, number | null>;
}

/** `select … for update` of the ids, in id order and in chunks: their quantities by id. */
async function lockQuantities(tx: Db, table: typeof products | typeof productVariants, ids: number[]) {
  const locked = new Map<number, number | null>();
  for (const part of chunks([...ids].sort((a, b) => a - b))) {
    const rows = await tx
      .select({ id: table.id, q: table.stockQuantity })
      .from(table)
      .where(inArray(table.id, part))
      .orderBy(asc(table.id))
      .for('update');
    for (const r of rows) locked.set(r.id, r.q);
  }
  return locked;
}

/**
 * Locks the stock the plan sets (products, then variants, in id order, as checkout takes them) and
 * takes out of the plan every row whose item no longer has the quantity its sheet saw
 * (`stock_at_export`), marking it refused: the plan was read without these locks, so an order
 * placed in between is caught here and its sale is never overwritten. Call it before writing
 * anything, so that all-or-nothing can still write nothing.
 */
export async function holdStock(tx: Db, plan: ImportPlan): Promise<HeldStock> {
  const setsStock = (o: ProductOp | VariantOp) => o.id !== null && o.fields.stockQuantity !== undefined;
  const held: HeldStock = {
    products: await lockQuantities(
      tx,
      products,
      plan.products.filter(setsStock).map((o) => o.id as number),
    ),
    variants: await lockQuantities(
      tx,
      productVariants,
      plan.variants.filter(setsStock).map((o) => o.id as number),
    ),
  };
  const moved = (o: ProductOp | VariantOp, locked: Map<number, number | null>) => {
    if (o.stockSeen === undefined || o.id === null || !locked.has(o.id)) return false;
    const now = locked.get(o.id) ?? null;
    if (now === o.stockSeen) return false;
    o.result.status = 'error';
    o.result.changes = [];
    o.result.errors.push({
      row: o.result.row,
      column: 'stock_quantity',
      problem: 'stockChanged',
      message: stockMovedMessage(now, o.stockSeen, o.fields.stockQuantity ?? null),
    });
    return true;
  };
  plan.products = plan.products.filter((o) => !moved(o, held.products));
  plan.variants = plan.variants.filter((o) => !moved(o, held.variants));
  return held;
}

/** What every phase of a commit writes with, and the stock moves they gather for the ledger. */
interface Writing {
  tx: Db;
  shopId: number;
  userId: number;
  storedPictures: ReadonlyMap<ZipPicture, string>;
  held: HeldStock;
  moves: NewMove[];
}

const productIdOf = (ref: { id: number } | { op: ProductOp }) => ('id' in ref ? ref.id : (ref.op.writtenId as number));

/** Categories named in the file that the shop does not have yet are made; gives a name's category id. */
async function ensureCategories(w: Writing, plan: ImportPlan, now: CatalogueNow) {
  const categoryId = new Map(now.categories.map((c) => [c.name.toLocaleLowerCase('en'), c.id]));
  const missing = new Map<string, string>();
  for (const op of plan.products) {
    const name = op.fields.categoryName;
    if (name && !categoryId.has(name.toLocaleLowerCase('en'))) missing.set(name.toLocaleLowerCase('en'), name);
  }
  if (missing.size) {
    const last = now.categories.reduce((m, c) => Math.max(m, c.sortOrder), -1);
    // A category the owner added meanwhile under the same name (any case) is the one rows go to.
    await w.tx
      .insert(productCategories)
      .values([...missing.values()].map((name, i) => ({ shopId: w.shopId, name, sortOrder: last + 1 + i })))
      .onConflictDoNothing();
    const all = await w.tx
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .where(eq(productCategories.shopId, w.shopId));
    for (const c of all) categoryId.set(c.name.toLocaleLowerCase('en'), c.id);
  }
  return (name: string | null | undefined) =>
    name === undefined ? undefined : name === null ? null : (categoryId.get(name.toLocaleLowerCase('en')) ?? null);
}

type CategoryOf = Awaited<ReturnType<typeof ensureCategories>>;

/** Changed products: only their changed fields; a new stock figure moves from the one read under the lock. */
async function updateProducts(w: Writing, ops: ProductOp[], categoryOf: CategoryOf): Promise<void> {
  const updatedAt = new Date();
  for (const op of ops) {
    if (op.id === null) continue;
    const f = op.fields;
    const set = Object.fromEntries(
      Object.entries({
        productName: f.productName,
        description: f.description,
        mainPrice: f.mainPrice,
        categoryId: categoryOf(f.categoryName),
        inStock: f.inStock,
        stockQuantity: f.stockQuantity,
        imageUrl: op.pictures ? (urlsOf(op.pictures, w.storedPictures)[0] ?? '') : undefined,
      }).filter(([, v]) => v !== undefined),
    );
    if (Object.keys(set).length === 0) continue;
    await w.tx
      .update(products)
      .set({ ...set, updatedAt })
      .where(and(eq(products.id, op.id), eq(products.shopId, w.shopId)));
    if (f.stockQuantity !== undefined) {
      const from = w.held.products.get(op.id) ?? null;
      if (from !== f.stockQuantity) {
        w.moves.push(moveBetween({ productId: op.id, variantId: null }, from, f.stockQuantity, w.userId));
      }
    }
  }
}

/** New products, a chunk per INSERT (RETURNING gives the rows back in the order of VALUES). */
async function insertProducts(w: Writing, ops: ProductOp[], categoryOf: CategoryOf): Promise<void> {
  for (const part of chunks(ops.filter((o) => o.id === null))) {
    const made = await w.tx
      .insert(products)
      .values(
        part.map((op) => ({
          shopId: w.shopId,
          productName: op.fields.productName ?? '',
          description: op.fields.description ?? '',
          mainPrice: op.fields.mainPrice ?? '0.00',
          categoryId: categoryOf(op.fields.categoryName) ?? null,
          inStock: op.fields.inStock ?? true,
          stockQuantity: op.fields.stockQuantity ?? null,
          imageUrl: op.pictures ? (urlsOf(op.pictures, w.storedPictures)[0] ?? '') : '',
        })),
      )
      .returning({ id: products.id });
    part.forEach((op, i) => {
      op.writtenId = made[i].id;
      const q = op.fields.stockQuantity;
      if (q !== null && q !== undefined)
        w.moves.push(moveBetween({ productId: made[i].id, variantId: null }, null, q, w.userId));
    });
  }
}

/** Galleries of new products and of products whose pictures change. */
async function writeGalleries(w: Writing, ops: ProductOp[]): Promise<void> {
  const galleries = ops.filter((o) => o.pictures);
  const galleryIds = galleries.flatMap((o) => (o.id === null ? [] : [o.id]));
  for (const ids of chunks(galleryIds)) await w.tx.delete(productImages).where(inArray(productImages.productId, ids));
  const pictureRows = galleries.flatMap((op) =>
    urlsOf(op.pictures ?? [], w.storedPictures).map((imageUrl, sortOrder) => ({
      productId: op.id ?? (op.writtenId as number),
      imageUrl,
      sortOrder,
    })),
  );
  for (const part of chunks(pictureRows)) await w.tx.insert(productImages).values(part);
}

/** Changed variants, their stock moving as a product's does. */
async function updateVariants(w: Writing, ops: VariantOp[]): Promise<void> {
  for (const op of ops) {
    if (op.id === null) continue;
    const f = op.fields;
    const set = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length === 0) continue;
    await w.tx.update(productVariants).set(set).where(eq(productVariants.id, op.id));
    if (f.stockQuantity !== undefined) {
      const from = w.held.variants.get(op.id) ?? null;
      if (from !== f.stockQuantity) {
        const productId = productIdOf(op.product);
        w.moves.push(moveBetween({ productId, variantId: op.id }, from, f.stockQuantity, w.userId));
      }
    }
  }
}

/** New variants go after the product's existing ones; gives each new variant's id. */
async function insertVariants(w: Writing, ops: VariantOp[], now: CatalogueNow): Promise<Map<VariantOp, number>> {
  const nextSort = new Map<number, number>();
  for (const p of now.products.values())
    nextSort.set(p.id, p.variants.reduce((m, v) => Math.max(m, v.sortOrder), -1) + 1);
  const variantIds = new Map<VariantOp, number>();
  for (const part of chunks(ops.filter((o) => o.id === null))) {
    const values = part.map((op) => {
      const productId = productIdOf(op.product);
      const sortOrder = nextSort.get(productId) ?? 0;
      nextSort.set(productId, sortOrder + 1);
      return {
        productId,
        productVariantName: op.fields.productVariantName ?? '',
        price: op.fields.price ?? '0.00',
        stockQuantity: op.fields.stockQuantity ?? null,
        sortOrder,
      };
    });
    const made = await w.tx.insert(productVariants).values(values).returning({ id: productVariants.id });
    part.forEach((op, i) => {
      variantIds.set(op, made[i].id);
      const q = values[i].stockQuantity;
      if (q !== null)
        w.moves.push(moveBetween({ productId: values[i].productId, variantId: made[i].id }, null, q, w.userId));
    });
  }
  return variantIds;
}

/** SKUs: the changed ones are let go first, so codes can move between items of the same file. */
async function writeSkuCodes(w: Writing, plan: ImportPlan, variantIds: Map<VariantOp, number>): Promise<void> {
  const { tx, shopId } = w;
  const releaseProducts = plan.products.flatMap((o) => (o.id !== null && o.sku !== undefined ? [o.id] : []));
  const releaseVariants = plan.variants.flatMap((o) => (o.id !== null && o.sku !== undefined ? [o.id] : []));
  for (const ids of chunks(releaseProducts)) {
    await tx
      .delete(skus)
      .where(and(eq(skus.shopId, shopId), inArray(skus.productId, ids), isNull(skus.productVariantId)));
  }
  for (const ids of chunks(releaseVariants)) {
    await tx.delete(skus).where(and(eq(skus.shopId, shopId), inArray(skus.productVariantId, ids)));
  }
  const skuRows = [
    ...plan.products.flatMap((o) =>
      o.sku ? [{ shopId, sku: o.sku, productId: o.id ?? (o.writtenId as number), productVariantId: null }] : [],
    ),
    ...plan.variants.flatMap((o) =>
      o.sku
        ? [
            {
              shopId,
              sku: o.sku,
              productId: productIdOf(o.product),
              productVariantId: o.id ?? (variantIds.get(o) as number),
            },
          ]
        : [],
    ),
  ];
  for (const part of chunks(skuRows)) await tx.insert(skus).values(part);
}

/**
 * Writes a plan inside the caller's transaction (`tx`), after {@link holdStock}: categories named
 * and missing, new products and variants, changed fields, SKUs, pictures, and a ledger move for
 * every stock quantity that changes. Rows in error are not in the plan's operations, so they are
 * never written.
 */
export async function applyPlan(
  tx: Db,
  shopId: number,
  userId: number,
  plan: ImportPlan,
  now: CatalogueNow,
  storedPictures: ReadonlyMap<ZipPicture, string>,
  held: HeldStock,
): Promise<void> {
  const w: Writing = { tx, shopId, userId, storedPictures, held, moves: [] };
  const categoryOf = await ensureCategories(w, plan, now);
  await updateProducts(w, plan.products, categoryOf);
  await insertProducts(w, plan.products, categoryOf);
  await writeGalleries(w, plan.products);
  await updateVariants(w, plan.variants);
  const variantIds = await insertVariants(w, plan.variants, now);
  await writeSkuCodes(w, plan, variantIds);
  // Each stock move starts from the figure read under the lock holdStock took.
  for (const part of chunks(w.moves)) await recordMoves(tx, shopId, part);
}

/** One import of a shop at a time (two would race for the same SKUs and categories). */
export const lockShopImport = (tx: Db, shopId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-import'), ${shopId})`);
