import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockMoves } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { ledgerSum, placeOrder, quantityOf, shopper } from './stock-support.js';

/** A product's own count moved to its first variant: one ledger row, no unit lost or made, under orders too. */
describe('moving a product’s own stock to its first variant', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let bakery: Awaited<ReturnType<typeof catalogueOf>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'bakery');
    bakery = await catalogueOf(t, 'corner-bakery');
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const plain = (n: number) => bakery.products.filter((p) => p.variants.length === 0)[n];
  const put = (productId: number, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/account/products/${productId}`, headers: owner, payload: body });
  const track = async (productId: number, quantity: number) => {
    const res = await put(productId, { stock_quantity: quantity, stock_quantity_expected: null });
    expect(res.statusCode, res.body).toBe(200);
  };
  const movesOf = (productId: number) =>
    db().select().from(stockMoves).where(eq(stockMoves.productId, productId)).orderBy(stockMoves.id);
  const firstVariant = (name: string) => ({ product_variant_name: name, price: 4.5, stock_from_product: true });

  it('gives the variant the 12 units and writes one history row', async () => {
    const p = plain(0);
    await track(p.product_id, 12);
    const before = (await movesOf(p.product_id)).length;
    const res = await put(p.product_id, { variants: [firstVariant('Small')] });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().product;
    expect(saved.stock_quantity).toBe(null);
    expect(saved.variants).toMatchObject([{ product_variant_name: 'Small', stock_quantity: 12 }]);
    const variantId = saved.variants[0].product_variant_id;
    const moves = (await movesOf(p.product_id)).slice(before);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      productVariantId: variantId,
      delta: 12,
      quantityAfter: 12,
      reason: 'moved_to_variant',
    });
    expect(await ledgerSum(db(), p.product_id, variantId)).toBe(12);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/account/products/${p.product_id}/stock-moves`,
      headers: owner,
    });
    expect(history.json().moves[0]).toMatchObject({
      reason: 'moved_to_variant',
      product_variant_name: 'Small',
      delta: 12,
    });
  });

  it('refuses a move the stock rules do not allow, naming the field', async () => {
    const p = plain(1);
    const untracked = await put(p.product_id, { variants: [firstVariant('A')] });
    expect(untracked.statusCode).toBe(422);
    expect(untracked.json().errors).toHaveProperty(['variants.0.stock_from_product']);
    await track(p.product_id, 5);
    const two = await put(p.product_id, { variants: [firstVariant('A'), firstVariant('B')] });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toHaveProperty(['variants.1.stock_from_product']);
    const both = await put(p.product_id, { variants: [{ ...firstVariant('A'), stock_quantity: 3 }] });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toHaveProperty(['variants.0.stock_from_product']);
    const ownToo = await put(p.product_id, {
      stock_quantity: 2,
      stock_quantity_expected: 5,
      variants: [firstVariant('A')],
    });
    expect(ownToo.statusCode).toBe(422);
    expect(ownToo.json().errors).toHaveProperty(['stock_quantity']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/account/products',
      headers: owner,
      payload: { product_name: 'Scone', main_price: 2, variants: [firstVariant('A')] },
    });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toHaveProperty(['variants.0.stock_from_product']);
    // Nothing moved.
    expect(await quantityOf(db(), p.product_id)).toBe(5);
  });

  it('with orders at the same moment, every unit is either sold or on the variant', async () => {
    const p = plain(2);
    await track(p.product_id, 6);
    const order = () => ({
      shop_id: bakery.shop[0].shop_id,
      delivery_type: 'cod',
      customer: shopper(),
      items: [{ product_id: p.product_id, quantity: 1 }],
    });
    const [move, ...orders] = await Promise.all([
      put(p.product_id, { variants: [firstVariant('Whole')] }),
      ...Array.from({ length: 4 }, () => placeOrder(t.app, t.headers, order())),
    ]);
    expect(move.statusCode, move.body).toBe(200);
    const variantId = move.json().product.variants[0].product_variant_id as number;
    const sold = await db()
      .select()
      .from(stockMoves)
      .where(and(eq(stockMoves.productId, p.product_id), eq(stockMoves.reason, 'order')));
    const unitsSold = -sold.reduce((sum, m) => sum + m.delta, 0);
    expect(orders.filter((o) => o.statusCode === 201).length).toBeGreaterThanOrEqual(unitsSold);
    expect(await quantityOf(db(), p.product_id, variantId)).toBe(6 - unitsSold);
    expect(await ledgerSum(db(), p.product_id, variantId)).toBe(6 - unitsSold);
    expect(await quantityOf(db(), p.product_id)).toBe(null);
  });
});
