import { type BulkProductResponse, bulkProductResponse } from '@vitrine/contracts/product-bulk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockMoves } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { ledgerSum, placeOrder, quantityOf, shopper } from './stock-support.js';

/** `POST /api/account/products/bulk`: one change to many products, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
describe('bulk edit of products', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let bakery: Awaited<ReturnType<typeof catalogueOf>>;
  let sunrise: Awaited<ReturnType<typeof catalogueOf>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'bakery');
    bakery = await catalogueOf(t, 'corner-bakery');
    sunrise = await catalogueOf(t, 'sunrise-electronics');
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const plain = (n: number) => bakery.products.filter((p) => p.variants.length === 0)[n];
  const bulk = (payload: object, headers = owner) =>
    t.app.inject({ method: 'POST', url: '/api/account/products/bulk', headers, payload });
  const ok = async (payload: object, headers = owner): Promise<BulkProductResponse> => {
    const res = await bulk(payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return bulkProductResponse.parse(res.json());
  };
  const priceOf = async (id: number) =>
    (await db().select({ p: products.mainPrice }).from(products).where(eq(products.id, id)))[0].p;
  const movesOf = async (id: number) => db().select().from(stockMoves).where(eq(stockMoves.productId, id));
  const track = async (id: number, quantity: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/account/products/${id}`,
      headers: owner,
      payload: { stock_quantity: quantity, stock_quantity_expected: await quantityOf(db(), id) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const order = (productId: number, quantity: number) =>
    placeOrder(t.app, t.headers, {
      shop_id: bakery.shop[0].shop_id,
      delivery_type: 'cod',
      customer: shopper(),
      items: [{ product_id: productId, quantity }],
    });

  it('sets prices, or moves them by an amount or a percentage (minor units, halves rounded up); below zero is refused', async () => {
    const [a, b] = [plain(0), plain(1)];
    const items = [{ product_id: a.product_id }, { product_id: b.product_id }];
    const set = await ok({ products: items, price: { mode: 'set', amount_minor: 1245 } });
    expect(set.changed).toBe(2);
    expect(set.products.map((p) => p.main_price)).toEqual([12.45, 12.45]);
    await ok({ products: items, price: { mode: 'percent', percent: -10 } });
    // 12.45 less 10 % is 11.205: the nearest cent, a half up, is 11.21.
    expect(await priceOf(a.product_id)).toBe('11.21');
    await ok({ products: items, price: { mode: 'amount', amount_minor: 250 } });
    expect(await priceOf(b.product_id)).toBe('13.71');
    await ok({ products: items, price: { mode: 'amount', amount_minor: -371 } });
    expect(await priceOf(b.product_id)).toBe('10.00');

    const below = await bulk({ products: items, price: { mode: 'amount', amount_minor: -1001 } });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.price).toMatch(/below zero/);
    expect(await priceOf(a.product_id)).toBe('10.00');
    const zero = await bulk({ products: items, price: { mode: 'percent', percent: 0 } });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toHaveProperty(['price.percent']);
  });

  it('two percentage edits at once each apply to the price the other left (+10 % twice is +21 %)', async () => {
    const items = [{ product_id: plain(1).product_id }];
    await ok({ products: items, price: { mode: 'set', amount_minor: 1000 } });
    const both = await Promise.all([
      bulk({ products: items, price: { mode: 'percent', percent: 10 } }),
      bulk({ products: items, price: { mode: 'percent', percent: 10 } }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await priceOf(plain(1).product_id)).toBe('12.10');
  });

  it('changes each variant price the same way', async () => {
    const sunriseOwner = await loginAs(t, 'sunrise');
    const withVariants = sunrise.products.find((p) => p.variants.length > 1)!;
    const before = withVariants.variants.map((v) => v.price);
    const answer = await ok(
      { products: [{ product_id: withVariants.product_id }], price: { mode: 'percent', percent: 10 } },
      sunriseOwner,
    );
    const minor = (n: number) => Math.round(n * 100);
    expect(answer.products[0].variants.map((v) => minor(v.price))).toEqual(
      before.map((p) => Math.floor((minor(p) * 110 + 50) / 100)),
    );
  });

  it('sets stock with one ledger row per product changed; a product sold in variants is skipped, as stock rules say', async () => {
    const [a, b] = [plain(2), plain(3)];
    await track(a.product_id, 4);
    const movesA = (await movesOf(a.product_id)).length;
    const movesB = (await movesOf(b.product_id)).length;
    const answer = await ok({
      products: [
        { product_id: a.product_id, stock_quantity_expected: 4 },
        { product_id: b.product_id, stock_quantity_expected: null },
      ],
      stock_quantity: 9,
    });
    expect(answer.changed).toBe(2);
    expect(answer.products.map((p) => p.stock_quantity)).toEqual([9, 9]);
    expect(await movesOf(a.product_id)).toHaveLength(movesA + 1);
    expect(await movesOf(b.product_id)).toHaveLength(movesB + 1);
    expect((await movesOf(a.product_id)).at(-1)).toMatchObject({ delta: 5, reason: 'owner_edit', quantityAfter: 9 });
    expect(await ledgerSum(db(), b.product_id)).toBe(9);

    // Without the figure the list showed, nothing is written (the field is named).
    const blind = await bulk({ products: [{ product_id: a.product_id }], stock_quantity: 3 });
    expect(blind.statusCode).toBe(422);
    expect(blind.json().errors).toHaveProperty(['products.0.stock_quantity_expected']);

    const sunriseOwner = await loginAs(t, 'sunrise');
    const withVariants = sunrise.products.find((p) => p.variants.length > 0)!;
    const skipped = await ok(
      { products: [{ product_id: withVariants.product_id, stock_quantity_expected: null }], stock_quantity: 5 },
      sunriseOwner,
    );
    expect(skipped).toMatchObject({ changed: 0, stock_skipped: [withVariants.product_id] });
    expect(skipped.products[0].stock_quantity).toBeNull();
  });

  it("refuses a stale stock figure with 409 and today's figures, writing nothing of the edit", async () => {
    const [a, b] = [plain(4), plain(5)];
    await track(a.product_id, 6);
    await track(b.product_id, 6);
    expect((await order(a.product_id, 2)).statusCode).toBe(201);
    const stale = await bulk({
      products: [
        { product_id: a.product_id, stock_quantity_expected: 6 },
        { product_id: b.product_id, stock_quantity_expected: 6 },
      ],
      stock_quantity: 20,
      is_active: false,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errors: { 'products.0.stock_quantity': expect.any(String) },
      current: { 'products.0.stock_quantity': 4 },
    });
    expect(await quantityOf(db(), a.product_id)).toBe(4);
    expect(await quantityOf(db(), b.product_id)).toBe(6);
    const [row] = await db().select().from(products).where(eq(products.id, b.product_id));
    expect(row.isActive).toBe(true);
  });

  it("moves products to a category and hides or shows them; another shop's product or category is named", async () => {
    const sunriseOwner = await loginAs(t, 'sunrise');
    const categories = (await t.app.inject({ method: 'GET', url: '/api/account/categories', headers: owner })).json()
      .categories as { id: number }[];
    const [a, b] = [plain(6), plain(7)];
    const items = [{ product_id: a.product_id }, { product_id: b.product_id }];
    const moved = await ok({ products: items, category_id: categories[0].id, is_active: false });
    expect(moved.products.every((p) => p.category_id === categories[0].id && !p.is_active)).toBe(true);
    const shown = await catalogueOf(t, 'corner-bakery');
    expect(shown.products.some((p) => p.product_id === a.product_id)).toBe(false);
    await ok({ products: items, is_active: true, category_id: null });
    expect((await catalogueOf(t, 'corner-bakery')).products.some((p) => p.product_id === a.product_id)).toBe(true);

    const foreign = await bulk({
      products: [{ product_id: sunrise.products[0].product_id }, ...items],
      is_active: false,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty(['products.0.product_id']);
    const theirCategory = await bulk({ products: items, category_id: categories[0].id }, sunriseOwner);
    expect(theirCategory.statusCode).toBe(422);
    expect(theirCategory.json().errors).toHaveProperty('category_id');
    const nothing = await bulk({ products: items });
    expect(nothing.statusCode).toBe(400);
    const anonymous = await bulk({ products: items, is_active: true }, t.headers);
    expect(anonymous.statusCode).toBe(401);
  });

  it('a bulk stock set racing checkouts of the same product never oversells, and the ledger adds up', async () => {
    for (let round = 0; round < 3; round++) {
      const p = plain(round);
      await track(p.product_id, 5);
      // The list showed 5; the owner sets 3 while ten shoppers each order one.
      const [edit, ...orders] = await Promise.all([
        bulk({ products: [{ product_id: p.product_id, stock_quantity_expected: 5 }], stock_quantity: 3 }),
        ...Array.from({ length: 10 }, () => order(p.product_id, 1)),
      ]);
      const placed = orders.filter((r) => r.statusCode === 201).length;
      expect(orders.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      expect([200, 409]).toContain(edit.statusCode);
      const left = (await quantityOf(db(), p.product_id)) as number;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(await ledgerSum(db(), p.product_id)).toBe(left);
      if (edit.statusCode === 200) {
        // Set over exactly the 5 the list showed (no sale before it), then sold from 3.
        expect(placed).toBeLessThanOrEqual(3);
        expect(left).toBe(3 - placed);
      } else {
        // An order came first: the edit wrote nothing, and sales came out of the 5.
        expect(edit.json().current['products.0.stock_quantity']).toBeLessThan(5);
        expect(placed).toBeLessThanOrEqual(5);
        expect(left).toBe(5 - placed);
      }
    }
  });
});
