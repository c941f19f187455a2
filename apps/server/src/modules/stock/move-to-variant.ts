import { canMoveOwnStock } from '@vitrine/contracts/stock-rules';
import type { Db } from '../../db/client.js';
import { HttpFail } from '../../http/errors.js';
import { type NewMove, recordMoves } from './ledger.js';
import { currentQuantity, setQuantity } from './quantities.js';

const refuse = (field: string, message: string) => new HttpFail(422, message, { [field]: message });

/**
 * The index of the new variant a save asks to take the product's own count (`stock_from_product`),
 * or null. Refused (422, naming the field): more than one, one that already exists or also sends
 * a quantity, a product that already has variants or counts nothing of its own, and a save that
 * also sets the product's own quantity to a figure (moving it leaves the product counting nothing).
 */
export function variantTakingOwnStock(
  variants: readonly { product_variant_id?: number; stock_quantity?: number | null; stock_from_product?: true }[],
  product: { stock_quantity: number | null; variants: readonly unknown[] },
  ownSent: number | null | undefined,
): number | null {
  const movers = variants.flatMap((v, i) => (v.stock_from_product ? [i] : []));
  if (movers.length === 0) return null;
  const field = `variants.${movers[0]}.stock_from_product`;
  if (movers.length > 1)
    throw refuse(`variants.${movers[1]}.stock_from_product`, 'Only one variant can take the product’s own stock.');
  const mover = variants[movers[0]];
  if (mover.product_variant_id) throw refuse(field, 'Only a new variant can take the product’s own stock.');
  if (mover.stock_quantity !== undefined) {
    throw refuse(field, 'Send either the variant’s quantity or stock_from_product, not both.');
  }
  if (!canMoveOwnStock(product.stock_quantity, product.variants.length)) {
    throw refuse(field, 'Only a product without variants that counts its own stock can move it to a variant.');
  }
  if (ownSent !== undefined && ownSent !== null) {
    throw refuse('stock_quantity', 'The product’s own stock moves to the variant: send no own quantity.');
  }
  return movers[0];
}

/**
 * Inside the save's transaction, once the product's row is updated (so locked): takes the product's own count
 * as it is now (an order placed since the form opened has already taken its units), leaves the
 * product counting nothing of its own, and gives the count to the new variant when it is written.
 * One ledger row, on the variant (see `moved_to_variant`). A product whose count went meanwhile is a 409.
 */
export async function takeOwnStock(db: Db, productId: number, field: string): Promise<number> {
  // The save's first statement updated the product row, so this transaction holds it: no order
  // can change the count before the commit. Reading it FOR UPDATE would upgrade that lock past the
  // key-share lock an order's line holds on the same row, and the two would deadlock.
  const own = await currentQuantity(db, { productId, variantId: null });
  if (own === null || own === undefined) {
    const message = 'The product no longer counts stock of its own: there is nothing to move. Check and save again.';
    throw new HttpFail(
      409,
      message,
      { [field]: 'Changed meanwhile: no longer tracked.' },
      { current: { [field]: null } },
    );
  }
  await setQuantity(db, { productId, variantId: null }, null);
  return own;
}

/**
 * The one ledger row of a move: the variant now counts what the product counted. Its delta is
 * those units, so the variant's moves add up to its quantity like any tracked item's.
 */
export async function recordMoveToVariant(
  db: Db,
  shopId: number,
  move: { productId: number; variantId: number; units: number; userId: number },
): Promise<void> {
  const row: NewMove = {
    productId: move.productId,
    variantId: move.variantId,
    delta: move.units,
    quantityAfter: move.units,
    reason: 'moved_to_variant',
    userId: move.userId,
  };
  await recordMoves(db, shopId, [row]);
}
