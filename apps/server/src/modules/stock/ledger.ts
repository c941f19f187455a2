import type { StockMove, StockMoveReason } from '@vitrine/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders, products, productVariants, stockMoves, users } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

/** One stock item: a product sold without variants (`variantId` null), or one variant. */
export interface StockItem {
  productId: number;
  variantId: number | null;
}

export interface NewMove extends StockItem {
  delta: number;
  quantityAfter: number;
  reason: StockMoveReason;
  orderId?: number;
  userId?: number;
}

/** Writes ledger rows (inside the transaction that changed the quantities). */
export async function recordMoves(db: Db, shopId: number, moves: NewMove[]): Promise<void> {
  if (moves.length === 0) return;
  await db.insert(stockMoves).values(
    moves.map((m) => ({
      shopId,
      productId: m.productId,
      productVariantId: m.variantId,
      delta: m.delta,
      reason: m.reason,
      quantityAfter: m.quantityAfter,
      orderId: m.orderId ?? null,
      userId: m.userId ?? null,
    })),
  );
}

/** A product's ledger, newest first, for its edit page; another shop's product is a 404. */
export async function listMoves(
  db: Db,
  shopId: number,
  productId: number,
  page: { page: number; per_page: number },
): Promise<{ moves: StockMove[]; total: number }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)));
  if (!product) throw notFound('No product has this id.');
  const where = eq(stockMoves.productId, productId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        move: stockMoves,
        variantName: productVariants.productVariantName,
        orderNumber: orders.orderNumber,
        userName: users.name,
      })
      .from(stockMoves)
      .leftJoin(productVariants, eq(productVariants.id, stockMoves.productVariantId))
      .leftJoin(orders, eq(orders.id, stockMoves.orderId))
      .leftJoin(users, eq(users.id, stockMoves.userId))
      .where(where)
      .orderBy(desc(stockMoves.createdAt), desc(stockMoves.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ total: count() }).from(stockMoves).where(where),
  ]);
  return {
    total,
    moves: rows.map(({ move: m, variantName, orderNumber, userName }) => ({
      id: m.id,
      product_variant_id: m.productVariantId,
      product_variant_name: variantName ?? '',
      delta: m.delta,
      reason: m.reason,
      quantity_after: m.quantityAfter,
      order_id: m.orderId,
      order_number: orderNumber,
      user_id: m.userId,
      user_name: userName,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
