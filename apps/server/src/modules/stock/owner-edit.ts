import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productVariants } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';
import { type NewMove, recordMoves, type StockItem } from './ledger.js';
import { currentQuantity, setQuantity } from './quantities.js';

/** One quantity the owner's save sets; `field` names it in the answer (`variants.2.stock_quantity`). */
export interface QuantityEdit extends StockItem {
  field: string;
  to: number | null;
  /** What the form showed; undefined: not sent. */
  expected: number | null | undefined;
}

/** The move that takes an item from one quantity to another (untracking counts as a move to 0). */
export const moveBetween = (item: StockItem, from: number | null, to: number | null, userId: number): NewMove => ({
  productId: item.productId,
  variantId: item.variantId,
  delta: (to ?? 0) - (from ?? 0),
  quantityAfter: to ?? 0,
  reason: 'owner_edit',
  userId,
});

/**
 * Locks a product's variant rows in id order (the order checkout takes them in), so an owner's
 * save and an order never wait on each other in a circle. Call right after updating the product row.
 */
export async function lockVariants(db: Db, productId: number): Promise<void> {
  await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/**
 * Applies an owner's quantities optimistically, inside the save's transaction (rows locked): a
 * quantity that changed since the form showed it (an order took stock) refuses the whole save with
 * 409 and today's figures, instead of overwriting what the order took. Each real change is one move.
 */
export async function applyOwnerEdits(db: Db, shopId: number, userId: number, edits: QuantityEdit[]): Promise<boolean> {
  const moves: NewMove[] = [];
  const errors: Record<string, string> = {};
  const current: Record<string, number | null> = {};
  for (const edit of edits) {
    const now = await currentQuantity(db, edit, true);
    if (now === undefined || now === edit.to) continue;
    if (edit.expected === undefined) {
      const message = 'Send the quantity your form showed, so a sale made meanwhile is not overwritten.';
      throw new HttpFail(422, message, { [`${edit.field}_expected`]: message });
    }
    if (edit.expected !== now) {
      errors[edit.field] =
        now === null ? 'Changed meanwhile: no longer tracked.' : `Changed meanwhile: ${now} in stock now.`;
      current[edit.field] = now;
      continue;
    }
    await setQuantity(db, edit, edit.to);
    moves.push(moveBetween(edit, now, edit.to, userId));
  }
  if (Object.keys(errors).length) {
    throw new HttpFail(
      409,
      'The stock changed since you opened this product (an order took some). Check the new figure and save again.',
      errors,
      { current },
    );
  }
  await recordMoves(db, shopId, moves);
  return moves.length > 0;
}
