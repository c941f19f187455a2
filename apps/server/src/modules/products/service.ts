import {
  currencyExponent,
  fitsCurrency,
  type OwnerProduct,
  type productInput,
  type productListQuery,
  type productUpdate,
} from '@vitrine/contracts';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { productCategories, productImages, products, productVariants, shops, skus } from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';
import { checkPictures, type PictureReference } from '../images/references.js';
import { shopChanged, type Writer } from '../shared/context.js';
import { isUniqueViolation } from '../shared/db-errors.js';
import { minorToText, moneyNumber, toMinor } from '../shared/money.js';
import { recordMoves } from '../stock/ledger.js';
import { recordMoveToVariant, takeOwnStock, variantTakingOwnStock } from '../stock/move-to-variant.js';
import { applyOwnerEdits, lockVariants, moveBetween, type QuantityEdit } from '../stock/owner-edit.js';
import { repeatedSku, type SkuChange, skuClash, skusOfProducts, skuTaken, type WantedSku, writeSkus } from './sku.js';

type NewProduct = z.output<typeof productInput>;
type ProductPatch = z.output<typeof productUpdate>;
type ListQuery = z.output<typeof productListQuery>;
type ProductRow = typeof products.$inferSelect;

const unprocessable = (field: string, message: string) => new HttpFail(422, message, { [field]: message });
const money = (amount: number) => minorToText(toMinor(amount));

/** Lines for products of one page: their variants and images, two queries. */
export async function toWire(db: Db, rows: ProductRow[]): Promise<OwnerProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [variants, images, codes] = await Promise.all([
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.id)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    skusOfProducts(db, ids),
  ]);
  return rows.map((p) => ({
    product_id: p.id,
    product_name: p.productName,
    sku: codes.own.get(p.id) ?? null,
    description: p.description,
    main_price: moneyNumber(p.mainPrice),
    image_url: p.imageUrl,
    images: images.filter((i) => i.productId === p.id).map((i) => i.imageUrl),
    category_id: p.categoryId,
    in_stock: p.inStock,
    is_active: p.isActive,
    stock_quantity: p.stockQuantity,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    variants: variants
      .filter((v) => v.productId === p.id)
      .map((v) => ({
        product_variant_id: v.id,
        product_variant_name: v.productVariantName,
        sku: codes.variants.get(v.id) ?? null,
        price: moneyNumber(v.price),
        stock_quantity: v.stockQuantity,
      })),
  }));
}

/** `%` and `_` typed by the owner are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listProducts(db: Db, shopId: number, query: ListQuery) {
  const where = and(
    eq(products.shopId, shopId),
    // By name, or by the exact SKU of the product or one of its variants (the code on a shelf label).
    query.q
      ? or(
          ilike(products.productName, likePattern(query.q)),
          sql`exists (select 1 from ${skus} where ${skus.shopId} = ${shopId} and ${skus.productId} = ${products.id} and ${skus.sku} = ${query.q.trim()})`,
        )
      : undefined,
    query.category_id ? eq(products.categoryId, query.category_id) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: await toWire(db, rows), total, page: query.page, per_page: query.per_page };
}

export async function getProduct(db: Db, shopId: number, productId: number): Promise<OwnerProduct> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
  if (!row) throw notFound('No product has this id.');
  const [wire] = await toWire(db, [row]);
  return wire;
}

export async function checkCategory(db: Db, shopId: number, categoryId: number | null | undefined): Promise<void> {
  if (!categoryId) return;
  const [c] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.id, categoryId), eq(productCategories.shopId, shopId)));
  if (!c) throw unprocessable('category_id', 'Pick one of your categories.');
}

/** Prices must fit the shop's currency: no cents on a JPY price (the storefront would show one thing, checkout charge another). */
async function checkPrices(
  db: Db,
  shopId: number,
  input: { main_price?: number; variants?: { price: number }[] },
): Promise<void> {
  const [shop] = await db.select({ currencyCode: shops.currencyCode }).from(shops).where(eq(shops.id, shopId));
  const code = shop?.currencyCode ?? 'USD';
  const message = `${code} prices have ${currencyExponent(code) === 0 ? 'no decimals' : 'at most two decimals'}.`;
  if (input.main_price !== undefined && !fitsCurrency(input.main_price, code))
    throw unprocessable('main_price', message);
  const bad = (input.variants ?? []).findIndex((v) => !fitsCurrency(v.price, code));
  if (bad >= 0) throw unprocessable(`variants.${bad}.price`, message);
}

const PER_VARIANT =
  "A product sold in variants counts stock per variant: set the product's own quantity to not tracked (null).";

/** The pictures a product form points at, named by their fields. */
const pictureFields = (input: { image_url?: string; images?: string[] }): PictureReference[] => [
  ...(input.image_url ? [{ field: 'image_url', url: input.image_url }] : []),
  ...(input.images ?? []).map((url, i) => ({ field: `images.${i}`, url })),
];

/** Gallery as stored: the sent list, or the main picture alone. */
const galleryOf = (images: string[], imageUrl: string) => (images.length ? images : imageUrl ? [imageUrl] : []);

/** The SKUs a save sets, by field; a code used twice within the save is refused at once. */
function wantedSkus(input: { sku?: string | null; variants?: { sku?: string | null }[] }): WantedSku[] {
  const wanted: WantedSku[] = [
    ...(input.sku ? [{ field: 'sku', sku: input.sku }] : []),
    ...(input.variants ?? []).flatMap((v, i) => (v.sku ? [{ field: `variants.${i}.sku`, sku: v.sku }] : [])),
  ];
  const twice = repeatedSku(wanted);
  if (twice) throw unprocessable(twice.field, `The SKU ${twice.sku} is used twice in this product.`);
  return wanted;
}

/**
 * For a product's write transaction that failed: a SKU another save took meanwhile (the unique key
 * refused it, so only one of two racing saves wins) is answered 422 naming the holder, like the
 * check before the transaction; anything else is thrown on.
 */
const skuRaceLost =
  (db: Db, shopId: number, wanted: WantedSku[], self?: Parameters<typeof skuClash>[3]) =>
  async (error: unknown): Promise<never> => {
    if (isUniqueViolation(error) && wanted.length) {
      const clash = await skuClash(db, shopId, wanted, self);
      if (clash) throw skuTaken(clash);
    }
    throw error;
  };

/** Creates a product; every quantity it starts with is a move (+N, owner_edit) by `userId`. */
export async function createProduct(
  w: Writer,
  shopId: number,
  input: NewProduct,
  userId: number,
): Promise<OwnerProduct> {
  const { db } = w;
  await checkCategory(db, shopId, input.category_id);
  await checkPrices(db, shopId, input);
  await checkPictures(db, shopId, pictureFields(input));
  if (input.variants.some((v) => v.product_variant_id)) {
    throw unprocessable('variants', 'A new product has no variant ids yet.');
  }
  if (input.variants.length && input.stock_quantity !== null) throw unprocessable('stock_quantity', PER_VARIANT);
  const mover = input.variants.findIndex((v) => v.stock_from_product);
  if (mover >= 0) {
    const message = 'A new product counts no stock of its own yet: send the variant’s quantity.';
    throw unprocessable(`variants.${mover}.stock_from_product`, message);
  }
  const wanted = wantedSkus(input);
  const taken = await skuClash(db, shopId, wanted);
  if (taken) throw skuTaken(taken);
  const saving = db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        shopId,
        categoryId: input.category_id,
        productName: input.product_name,
        description: input.description,
        mainPrice: money(input.main_price),
        imageUrl: input.image_url,
        inStock: input.in_stock,
        isActive: input.is_active,
        stockQuantity: input.stock_quantity,
      })
      .returning({ id: products.id });
    // Only tracked starting quantities are moves (an untracked item has no ledger).
    const moves =
      input.stock_quantity === null
        ? []
        : [moveBetween({ productId: row.id, variantId: null }, null, input.stock_quantity, userId)];
    const codes: SkuChange[] = input.sku ? [{ productVariantId: null, sku: input.sku }] : [];
    if (input.variants.length) {
      const made = await tx
        .insert(productVariants)
        .values(
          input.variants.map((v, sortOrder) => ({
            productId: row.id,
            productVariantName: v.product_variant_name,
            price: money(v.price),
            sortOrder,
            stockQuantity: v.stock_quantity ?? null,
          })),
        )
        .returning({
          id: productVariants.id,
          q: productVariants.stockQuantity,
          sortOrder: productVariants.sortOrder,
        });
      for (const v of made) {
        if (v.q !== null) moves.push(moveBetween({ productId: row.id, variantId: v.id }, null, v.q, userId));
        const sku = input.variants[v.sortOrder].sku;
        if (sku) codes.push({ productVariantId: v.id, sku });
      }
    }
    await writeSkus(tx, shopId, row.id, codes);
    await recordMoves(tx as unknown as Db, shopId, moves);
    const gallery = galleryOf(input.images, input.image_url);
    if (gallery.length) {
      await tx
        .insert(productImages)
        .values(gallery.map((imageUrl, sortOrder) => ({ productId: row.id, imageUrl, sortOrder })));
    }
    return row.id;
  });
  const id = await saving.catch(skuRaceLost(db, shopId, wanted));
  await shopChanged(w, shopId);
  return getProduct(db, shopId, id);
}

/** The fields of a product's own row a save may set. */
export type ProductRowPatch = Pick<
  ProductPatch,
  'product_name' | 'description' | 'main_price' | 'image_url' | 'category_id' | 'in_stock' | 'is_active'
>;

/**
 * Writes a product's own fields (those sent; undefined: unchanged) and its time of change, inside
 * the save's transaction. It locks the product's row, first of a save's locks (then its variants,
 * as checkout takes them).
 */
export async function writeProductRow(tx: Db, shopId: number, productId: number, patch: ProductRowPatch) {
  const set = Object.fromEntries(
    Object.entries({
      productName: patch.product_name,
      description: patch.description,
      mainPrice: patch.main_price === undefined ? undefined : money(patch.main_price),
      imageUrl: patch.image_url,
      categoryId: patch.category_id,
      inStock: patch.in_stock,
      isActive: patch.is_active,
    }).filter(([, v]) => v !== undefined),
  );
  await tx
    .update(products)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
}

/**
 * A partial update. Quantities are optimistic (see stock/owner-edit.ts): each changed one must come
 * with the figure the form showed, and a stale one refuses the save (409) with nothing written.
 */
export async function updateProduct(
  w: Writer,
  shopId: number,
  productId: number,
  patch: ProductPatch,
  userId: number,
): Promise<OwnerProduct> {
  const { db } = w;
  const current = await getProduct(db, shopId, productId);
  await checkCategory(db, shopId, patch.category_id);
  await checkPrices(db, shopId, patch);
  await checkPictures(db, shopId, pictureFields(patch), new Set([current.image_url, ...current.images]));
  const known = new Set(current.variants.map((v) => v.product_variant_id));
  const kept = (patch.variants ?? []).flatMap((v) => (v.product_variant_id ? [v.product_variant_id] : []));
  const foreign = kept.find((id) => !known.has(id));
  if (foreign) throw unprocessable('variants', `Variant ${foreign} is not one of this product.`);
  if (new Set(kept).size !== kept.length) throw unprocessable('variants', 'Each variant id may appear once.');
  const variantCount = patch.variants ? patch.variants.length : current.variants.length;
  const mover = variantTakingOwnStock(patch.variants ?? [], current, patch.stock_quantity);
  // A move leaves the product counting nothing of its own (the transaction does it).
  const ownQuantity =
    mover !== null ? null : patch.stock_quantity === undefined ? current.stock_quantity : patch.stock_quantity;
  if (variantCount > 0 && ownQuantity !== null) throw unprocessable('stock_quantity', PER_VARIANT);
  // SKU slots this save rewrites: its own when sent, a kept variant's when sent, and a removed
  // variant's (it goes, its code with it); a code held by one of them is free to take.
  const wanted = wantedSkus(patch);
  const removed = patch.variants
    ? current.variants.map((v) => v.product_variant_id).filter((id) => !kept.includes(id))
    : [];
  const self = {
    productId,
    freed: {
      own: patch.sku !== undefined,
      variantIds: new Set([
        ...removed,
        ...(patch.variants ?? []).flatMap((v) =>
          v.product_variant_id && v.sku !== undefined ? [v.product_variant_id] : [],
        ),
      ]),
    },
  };
  const taken = await skuClash(db, shopId, wanted, self);
  if (taken) throw skuTaken(taken);
  const edits = quantityEdits(productId, patch, mover);

  const saving = db.transaction(async (tx) => {
    await writeProductRow(tx as unknown as Db, shopId, productId, patch);
    await lockVariants(tx as unknown as Db, productId);
    // Before any variant goes: a refused quantity leaves everything as it was.
    await applyOwnerEdits(tx as unknown as Db, shopId, userId, edits);

    const codes: SkuChange[] = patch.sku === undefined ? [] : [{ productVariantId: null, sku: patch.sku }];
    if (patch.variants) {
      const variantCodes = await writeVariants(tx as unknown as Db, { shopId, productId, userId }, patch.variants, {
        kept,
        mover,
      });
      codes.push(...variantCodes);
    }
    // After the variants: a removed variant's code is free (its row went with it).
    await writeSkus(tx, shopId, productId, codes);
    await writeGallery(tx as unknown as Db, productId, patch, current);
  });
  await saving.catch(skuRaceLost(db, shopId, wanted, self));
  await shopChanged(w, shopId);
  return getProduct(db, shopId, productId);
}

/** The quantities a save sets, each with the figure the form showed (stock/owner-edit.ts checks them). */
function quantityEdits(productId: number, patch: ProductPatch, mover: number | null): QuantityEdit[] {
  const edits: QuantityEdit[] = [];
  if (patch.stock_quantity !== undefined && mover === null) {
    edits.push({
      field: 'stock_quantity',
      productId,
      variantId: null,
      to: patch.stock_quantity,
      expected: patch.stock_quantity_expected,
    });
  }
  for (const [i, v] of (patch.variants ?? []).entries()) {
    if (v.product_variant_id && v.stock_quantity !== undefined) {
      edits.push({
        field: `variants.${i}.stock_quantity`,
        productId,
        variantId: v.product_variant_id,
        to: v.stock_quantity,
        expected: v.stock_quantity_expected,
      });
    }
  }
  return edits;
}

/**
 * Writes a save's variants in its transaction: kept ones keep their ids (order lines point at
 * them), the others go, new ones are made (the `mover` takes the product's own stock). Returns the
 * SKU changes the variants ask for.
 */
async function writeVariants(
  tx: Db,
  at: { shopId: number; productId: number; userId: number },
  variants: NonNullable<ProductPatch['variants']>,
  { kept, mover }: { kept: number[]; mover: number | null },
): Promise<SkuChange[]> {
  const { shopId, productId, userId } = at;
  const codes: SkuChange[] = [];
  await tx
    .delete(productVariants)
    .where(
      and(eq(productVariants.productId, productId), kept.length ? notInArray(productVariants.id, kept) : undefined),
    );
  for (const [sortOrder, v] of variants.entries()) {
    const values = { productVariantName: v.product_variant_name, price: money(v.price), sortOrder };
    if (v.product_variant_id) {
      await tx.update(productVariants).set(values).where(eq(productVariants.id, v.product_variant_id));
      if (v.sku !== undefined) codes.push({ productVariantId: v.product_variant_id, sku: v.sku });
      continue;
    }
    const moved =
      sortOrder === mover ? await takeOwnStock(tx, productId, `variants.${sortOrder}.stock_from_product`) : null;
    const [made] = await tx
      .insert(productVariants)
      .values({ ...values, productId, stockQuantity: moved ?? v.stock_quantity ?? null })
      .returning({ id: productVariants.id });
    if (v.sku) codes.push({ productVariantId: made.id, sku: v.sku });
    if (moved !== null) {
      await recordMoveToVariant(tx, shopId, { productId, variantId: made.id, units: moved, userId });
    } else if (v.stock_quantity != null) {
      const start = moveBetween({ productId, variantId: made.id }, null, v.stock_quantity, userId);
      await recordMoves(tx, shopId, [start]);
    }
  }
  return codes;
}

/** A save's pictures: the gallery it sends, else (a new main picture only) the one that follows it. */
async function writeGallery(tx: Db, productId: number, patch: ProductPatch, current: OwnerProduct): Promise<void> {
  if (!patch.images && patch.image_url === undefined) return;
  // Without a new gallery, a gallery that was just the old main picture follows the new one.
  const onlyOldMain =
    current.images.length === 0 || (current.images.length === 1 && current.images[0] === current.image_url);
  const gallery = patch.images ?? (onlyOldMain ? galleryOf([], patch.image_url ?? '') : current.images);
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (gallery.length) {
    await tx.insert(productImages).values(gallery.map((imageUrl, sortOrder) => ({ productId, imageUrl, sortOrder })));
  }
}

export async function deleteProduct(w: Writer, shopId: number, productId: number): Promise<void> {
  const { db } = w;
  const deleted = await db
    .delete(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
    .returning({ id: products.id });
  if (deleted.length === 0) throw notFound('No product has this id.');
  await shopChanged(w, shopId);
}
