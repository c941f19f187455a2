import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { stockMoves } from '../../db/schema.js';
import { HttpFail } from '../../http/errors.js';
import { type NewMove, recordMoves, type StockItem } from './ledger.js';
import { addIfTracked, currentQuantity, inLockOrder } from './quantities.js';

/** A cart line as the order service resolved it: its item and index in the request. */
export interface OrderLine extends StockItem {
  index: number;
  quantity: number;
}

/** A counted line with the quantity the checkout's first statement read for its item. */
export interface ReadLine extends OrderLine {
  read: number;
}

const itemKey = (i: StockItem) => (i.variantId === null ? `p${i.productId}` : `v${i.variantId}`);

/** What the order asks of each item (an item on two lines counts once), in lock order. */
function demands(lines: OrderLine[]): (StockItem & { quantity: number; lines: number[] })[] {
  const byItem = new Map<string, StockItem & { quantity: number; lines: number[] }>();
  for (const l of lines) {
    const found = byItem.get(itemKey(l));
    if (found) {
      found.quantity += l.quantity;
      found.lines.push(l.index);
    } else
      byItem.set(itemKey(l), {
        productId: l.productId,
        variantId: l.variantId,
        quantity: l.quantity,
        lines: [l.index],
      });
  }
  return inLockOrder([...byItem.values()]);
}

/** How often a take is tried again when the row changed between the conditional update and the read. */
const RETRIES = 3;

const p = sql.placeholder;

/**
 * Takes `n` units of an item only where at least `n` are left, and writes its ledger row, in one
 * small prepared statement per kind of item: the quantity after, or no row when nothing was taken.
 * Small on purpose: a take that waited for another order's lock re-checks its row against the
 * whole statement's plan (PostgreSQL's EvalPlanQual starts every subplan of the statement again),
 * which for the hot row of a busy product happens on nearly every order. Folded into the order's
 * big writing statement, that re-check cost PostgreSQL about a millisecond of CPU per order.
 */
const takeStatement = (name: string, table: 'products' | 'product_variants', idPlaceholder: 'product' | 'variant') =>
  preparedStatement<{ after: number }>(
    name,
    sql`
    with taken as (
      update ${sql.raw(table)} set stock_quantity = stock_quantity - ${p('n')}::int
      where id = ${p(idPlaceholder)}::int and stock_quantity >= ${p('n')}::int
      returning stock_quantity
    ),
    moved as (
      insert into stock_moves (shop_id, product_id, product_variant_id, delta, reason, quantity_after, order_id)
      select ${p('shop')}::int, ${p('product')}::int, ${p('variant')}::int, -${p('n')}::int, 'order', stock_quantity,
             ${p('order')}::int
      from taken
    )
    select stock_quantity as after from taken`,
  );
const takeProduct = takeStatement('stock_take_product', 'products', 'product');
const takeVariant = takeStatement('stock_take_variant', 'product_variants', 'variant');

/** The 409 naming each short line, with how many units of its item are left. */
function shortLines(short: { lines: number[]; left: number }[]): HttpFail {
  const errors: Record<string, string> = {};
  const available: Record<string, number> = {};
  for (const { lines, left } of short) {
    for (const index of lines) {
      errors[`items.${index}.quantity`] = left === 0 ? 'None left.' : `Only ${left} left.`;
      available[`items.${index}.quantity`] = left;
    }
  }
  return new HttpFail(409, 'Some items are no longer available in the quantity asked.', errors, { available });
}

/**
 * The 409 an order gets from what its transaction's first read saw, before anything is written:
 * items read with fewer units than the order asks (summed over its lines). A sold-out product's
 * orders are then refused without writing an order, its lines and its key only to roll them back,
 * and without queueing on the product's row. Quantities only go up again by a give-back or an
 * owner's edit committed after the read; the shopper's retry sees them. Undefined when none is short.
 */
export function shortByRead(lines: ReadLine[]): HttpFail | undefined {
  const read = new Map(lines.map((l) => [itemKey(l), l.read]));
  const short = demands(lines).flatMap((item) => {
    const left = read.get(itemKey(item)) ?? 0;
    return left < item.quantity ? [{ lines: item.lines, left }] : [];
  });
  return short.length ? shortLines(short) : undefined;
}

/**
 * Takes the order's quantities inside its transaction: one conditional update per tracked item
 * (`... where stock_quantity >= n`) with its ledger row, items in one fixed order so two orders
 * never deadlock. Every short line is reported at once (409, with how many are left) and the
 * caller's transaction rolls back, so nothing is written. Returns whether a tracked quantity moved.
 */
export async function takeForOrder(db: Db, shopId: number, orderId: number, lines: OrderLine[]): Promise<boolean> {
  let moved = false;
  const short: { lines: number[]; left: number }[] = [];
  for (const item of demands(lines)) {
    let left: number | null | undefined;
    const take = item.variantId === null ? takeProduct : takeVariant;
    const values = { n: item.quantity, product: item.productId, variant: item.variantId, shop: shopId, order: orderId };
    for (let attempt = 0; attempt < RETRIES; attempt++) {
      if ((await take(db, values)).length > 0) {
        moved = true;
        left = undefined;
        break;
      }
      left = await currentQuantity(db, item);
      // Untracked: nothing to take. Enough again (given back meanwhile): try once more.
      if (left === null || left === undefined || left < item.quantity) break;
    }
    if (typeof left === 'number') short.push({ lines: item.lines, left });
  }
  if (short.length) throw shortLines(short);
  return moved;
}

/**
 * Gives back what the order took (its `order` moves), once: call it only in the transaction whose
 * conditional status update moved the order to cancelled. An item no longer tracked gets nothing
 * back (its count was reset by the owner). Returns whether a tracked quantity moved.
 */
export async function giveBackForOrder(db: Db, shopId: number, orderId: number): Promise<boolean> {
  const taken = await db
    .select({ productId: stockMoves.productId, variantId: stockMoves.productVariantId, delta: stockMoves.delta })
    .from(stockMoves)
    .where(and(eq(stockMoves.orderId, orderId), eq(stockMoves.reason, 'order')));
  const lines = taken.map((t, index) => ({
    productId: t.productId,
    variantId: t.variantId,
    quantity: -t.delta,
    index,
  }));
  const moves: NewMove[] = [];
  for (const item of demands(lines)) {
    const after = await addIfTracked(db, item, item.quantity);
    if (after !== undefined) {
      moves.push({ ...item, delta: item.quantity, quantityAfter: after, reason: 'cancellation', orderId });
    }
  }
  await recordMoves(db, shopId, moves);
  return moves.length > 0;
}
