import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, productVariants } from '../../db/schema.js';
import type { StockItem } from './ledger.js';

/**
 * Row-level reads and conditional writes of one item's quantity. Every statement touches exactly
 * one row of `products` (an item without variant) or `product_variants`, so callers decide the
 * order rows are locked in.
 */

/** Lock order for every transaction that changes quantities: products by id, then variants by id. */
export function inLockOrder<T extends StockItem>(items: T[]): T[] {
  return [...items].sort((a, b) =>
    a.variantId === null && b.variantId === null
      ? a.productId - b.productId
      : a.variantId === null
        ? -1
        : b.variantId === null
          ? 1
          : a.variantId - b.variantId,
  );
}

/** Adds `n` units where the item is still tracked; the quantity after, or undefined if untracked (or gone). */
export async function addIfTracked(db: Db, item: StockItem, n: number): Promise<number | undefined> {
  const rows =
    item.variantId === null
      ? await db
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} + ${n}` })
          .where(and(eq(products.id, item.productId), isNotNull(products.stockQuantity)))
          .returning({ after: products.stockQuantity })
      : await db
          .update(productVariants)
          .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${n}` })
          .where(and(eq(productVariants.id, item.variantId), isNotNull(productVariants.stockQuantity)))
          .returning({ after: productVariants.stockQuantity });
  return rows[0]?.after ?? undefined;
}

/** The stored quantity (null: untracked; undefined: the row is gone); `forUpdate` locks the row. */
export async function currentQuantity(db: Db, item: StockItem, forUpdate = false): Promise<number | null | undefined> {
  const query =
    item.variantId === null
      ? db.select({ q: products.stockQuantity }).from(products).where(eq(products.id, item.productId))
      : db
          .select({ q: productVariants.stockQuantity })
          .from(productVariants)
          .where(eq(productVariants.id, item.variantId));
  const rows = forUpdate ? await query.for('update') : await query;
  return rows.length ? rows[0].q : undefined;
}

/** Sets a quantity (row already locked by the caller). */
export async function setQuantity(db: Db, item: StockItem, to: number | null): Promise<void> {
  if (item.variantId === null) {
    await db.update(products).set({ stockQuantity: to }).where(eq(products.id, item.productId));
  } else {
    await db.update(productVariants).set({ stockQuantity: to }).where(eq(productVariants.id, item.variantId));
  }
}
