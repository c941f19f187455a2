import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { orders, products, productVariants, stockMoves } from '../../src/db/schema.js';

export const customer = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  address_line1: '12 MG Road',
  city: 'Pune',
  postal_code: '411001',
};

let shoppers = 0;
/**
 * The customer with a phone number of their own: a shop holds at most 3 pending orders per phone
 * (against fake cash orders), so tests that place many orders give each its own shopper.
 */
export const shopper = () => ({ ...customer, phone: `+91 98000 ${String(++shoppers).padStart(5, '0')}` });

let client = 0;
/** A distinct client address per call: the checkout limit counts per address. */
const nextAddress = () => {
  client++;
  return `10.77.${Math.floor(client / 250) % 250}.${(client % 250) + 1}`;
};

/** `POST /api/orders` on one instance, from its own client address. */
export function placeOrder(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: object,
  key = `stock-${Math.random().toString(36).slice(2)}-${Date.now()}`,
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...headers, 'idempotency-key': key },
    payload,
    remoteAddress: nextAddress(),
  });
}

/** The stored quantity of a product's own stock or of a variant. */
export async function quantityOf(db: Db, productId: number, variantId: number | null = null): Promise<number | null> {
  if (variantId === null) {
    const [row] = await db.select({ q: products.stockQuantity }).from(products).where(eq(products.id, productId));
    return row.q;
  }
  const [row] = await db
    .select({ q: productVariants.stockQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row.q;
}

/** The sum of an item's ledger moves (equals its quantity while tracked). */
export async function ledgerSum(db: Db, productId: number, variantId: number | null = null): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${stockMoves.delta}), 0)::int` })
    .from(stockMoves)
    .where(
      and(
        eq(stockMoves.productId, productId),
        variantId === null ? isNull(stockMoves.productVariantId) : eq(stockMoves.productVariantId, variantId),
      ),
    );
  return row.sum;
}

export async function orderCount(db: Db, shopId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.shopId, shopId));
  return row.n;
}
