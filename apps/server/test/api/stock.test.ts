import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, stockMoves } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { ledgerSum, orderCount, placeOrder, quantityOf, shopper } from './stock-support.js';

/** Stock that cannot be oversold, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
describe('stock', () => {
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
  const shopId = () => bakery.shop[0].shop_id;
  /** Plain (variant-less) bakery products, a different one per test. */
  const plain = (n: number) => bakery.products.filter((p) => p.variants.length === 0)[n];
  const editStock = (productId: number, body: object, headers = owner) =>
    t.app.inject({ method: 'PUT', url: `/api/account/products/${productId}`, headers, payload: body });
  const track = async (productId: number, quantity: number) => {
    const res = await editStock(productId, { stock_quantity: quantity, stock_quantity_expected: null });
    expect(res.statusCode, res.body).toBe(200);
  };
  const order = (items: object[]) => ({ shop_id: shopId(), delivery_type: 'cod', customer: shopper(), items });

  it('carries stock_quantity on every public read and the owner calls; a tracked quantity decides in_stock', async () => {
    const p = plain(0);
    await track(p.product_id, 3);
    const owned = await t.app.inject({ method: 'GET', url: `/api/account/products/${p.product_id}`, headers: owner });
    expect(owned.json().product.stock_quantity).toBe(3);

    const reads = [
      `/api/getcatalogue/corner-bakery`,
      `/api/getcataloguepage/corner-bakery?q=${encodeURIComponent(p.product_name)}`,
      `/api/getproduct/corner-bakery/${p.product_id}`,
      `/api/getproducts/corner-bakery?ids=${p.product_id}`,
    ];
    const find = (body: Record<string, unknown>) => {
      const list = (body.catalogue as { products: unknown[] } | undefined)?.products ?? body.products ?? [body.product];
      return (list as { product_id: number; stock_quantity: number | null; in_stock: boolean }[]).find(
        (x) => x.product_id === p.product_id,
      );
    };
    for (const url of reads) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.headers });
      expect(res.statusCode, url).toBe(200);
      expect(find(res.json()), url).toMatchObject({ stock_quantity: 3, in_stock: true });
    }
    // Untracked products answer null; the shop carries its threshold.
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers: t.headers })
    ).json();
    expect(
      all.catalogue.products.find((x: { product_id: number }) => x.product_id === plain(1).product_id).stock_quantity,
    ).toBe(null);
    expect(all.catalogue.shop[0].low_stock_threshold).toBe(5);

    // The owner's switch says "out of stock", but a tracked quantity > 0 decides.
    await editStock(p.product_id, { in_stock: false });
    const shown = (await t.app.inject({ method: 'GET', url: reads[3], headers: t.headers })).json();
    expect(find(shown)).toMatchObject({ stock_quantity: 3, in_stock: true });
    await track(plain(1).product_id, 0);
    await editStock(plain(1).product_id, { stock_quantity: 0, stock_quantity_expected: 0 });
    const zero = (
      await t.app.inject({
        method: 'GET',
        url: `/api/getproduct/corner-bakery/${plain(1).product_id}`,
        headers: t.headers,
      })
    ).json();
    expect(zero.product).toMatchObject({ stock_quantity: 0, in_stock: false });
  });

  it('refuses quantities that are not whole numbers of 0 or more, naming the field', async () => {
    for (const bad of [-1, 1.5, '3', 2_000_000]) {
      const res = await editStock(plain(0).product_id, { stock_quantity: bad, stock_quantity_expected: 3 });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors).toHaveProperty('stock_quantity');
    }
    const phone = sunrise.products.find((x) => x.variants.length > 0)!;
    const sunriseOwner = await loginAs(t, 'sunrise');
    const res = await editStock(phone.product_id, { stock_quantity: 4, stock_quantity_expected: null }, sunriseOwner);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('stock_quantity');
  });

  it('100 orders at once for the last unit: exactly one is placed, 99 answer 409, and the ledger adds up', async () => {
    const p = plain(2);
    await track(p.product_id, 1);
    const before = await orderCount(db(), shopId());
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        placeOrder(t.app, t.headers, order([{ product_id: p.product_id, quantity: 1 }])),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(results.filter((r) => r.statusCode !== 201 && r.statusCode !== 409).map((r) => r.body)).toEqual([]);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(99);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      status: 'fail',
      errors: { 'items.0.quantity': expect.any(String) },
      available: { 'items.0.quantity': 0 },
    });
    expect(await quantityOf(db(), p.product_id)).toBe(0);
    expect(await ledgerSum(db(), p.product_id)).toBe(0);
    expect(await orderCount(db(), shopId())).toBe(before + 1);
    const catalogue = (
      await t.app.inject({ method: 'GET', url: `/api/getproduct/corner-bakery/${p.product_id}`, headers: t.headers })
    ).json();
    expect(catalogue.product).toMatchObject({ stock_quantity: 0, in_stock: false });
  });

  it('an order that takes stock announces stock.changed (the cached reads follow); an uncounted one does not', async () => {
    const [counted, uncounted] = [plain(3), plain(4)];
    await track(counted.product_id, 4);
    const url = `/api/getproduct/corner-bakery/${counted.product_id}`;
    const read = async () => (await t.app.inject({ method: 'GET', url, headers: t.headers })).json().product;
    expect(await read()).toMatchObject({ stock_quantity: 4 });
    const seen: string[] = [];
    const stop = t.app.events.subscribe((event) => {
      if (!event.type.startsWith('order.')) seen.push(event.type);
    });
    try {
      const res = await placeOrder(t.app, t.headers, order([{ product_id: uncounted.product_id, quantity: 1 }]));
      expect(res.statusCode, res.body).toBe(201);
      expect(seen).toEqual([]);
      const taken = await placeOrder(t.app, t.headers, order([{ product_id: counted.product_id, quantity: 3 }]));
      expect(taken.statusCode, taken.body).toBe(201);
      // Not shop.changed: that one also re-reads the shop's pictures to prune them, on every sale.
      expect(seen).toEqual(['stock.changed']);
    } finally {
      stop();
    }
    expect(await read()).toMatchObject({ stock_quantity: 1, in_stock: true });
    // Uncounted again, as the tests below expect to find it.
    const reset = await editStock(counted.product_id, { stock_quantity: null, stock_quantity_expected: 1 });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('an order whose second line is short writes nothing and takes nothing', async () => {
    const [a, b] = [plain(3), plain(4)];
    await track(a.product_id, 10);
    await track(b.product_id, 2);
    const before = await orderCount(db(), shopId());
    const res = await placeOrder(
      t.app,
      t.headers,
      order([
        { product_id: a.product_id, quantity: 4 },
        { product_id: b.product_id, quantity: 3 },
      ]),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'fail',
      message: expect.any(String),
      errors: { 'items.1.quantity': 'Only 2 left.' },
      available: { 'items.1.quantity': 2 },
    });
    expect(await quantityOf(db(), a.product_id)).toBe(10);
    expect(await quantityOf(db(), b.product_id)).toBe(2);
    expect(await orderCount(db(), shopId())).toBe(before);
    expect(await ledgerSum(db(), a.product_id)).toBe(10);

    // The same item on two lines counts once: 2 + 1 of an item with 2 left is short on both lines.
    const twice = await placeOrder(
      t.app,
      t.headers,
      order([
        { product_id: b.product_id, quantity: 2 },
        { product_id: b.product_id, quantity: 1 },
      ]),
    );
    expect(twice.statusCode).toBe(409);
    expect(Object.keys(twice.json().available).sort()).toEqual(['items.0.quantity', 'items.1.quantity']);
  });

  it('an order for an item already short when the checkout reads it is refused before anything is written', async () => {
    const item = plain(7);
    await track(item.product_id, 1);
    // Every insert takes an id from the sequence, even one rolled back: unchanged ids mean no write was tried.
    const lastId = async () => {
      const result = (await db().execute(
        sql`select last_value::int as id, is_called as called from orders_id_seq`,
      )) as unknown as { rows: { id: number; called: boolean }[] };
      return result.rows[0];
    };
    const before = await lastId();
    const res = await placeOrder(t.app, t.headers, order([{ product_id: item.product_id, quantity: 2 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      errors: { 'items.0.quantity': 'Only 1 left.' },
      available: { 'items.0.quantity': 1 },
    });
    expect(await lastId()).toEqual(before);
    expect(await quantityOf(db(), item.product_id)).toBe(1);
    // What is left can still be ordered.
    const placed = await placeOrder(t.app, t.headers, order([{ product_id: item.product_id, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await quantityOf(db(), item.product_id)).toBe(0);
  });

  it('the same key retried answers the same order and never takes stock twice', async () => {
    const p = plain(3);
    const start = (await quantityOf(db(), p.product_id)) as number;
    const payload = order([{ product_id: p.product_id, quantity: 2 }]);
    const first = await placeOrder(t.app, t.headers, payload, 'stock-retry-key-01');
    expect(first.statusCode).toBe(201);
    const again = await Promise.all([1, 2, 3].map(() => placeOrder(t.app, t.headers, payload, 'stock-retry-key-01')));
    for (const r of again) {
      expect(r.statusCode).toBe(200);
      expect(r.json().order.order_id).toBe(first.json().order.order_id);
    }
    expect(await quantityOf(db(), p.product_id)).toBe(start - 2);
    expect(await ledgerSum(db(), p.product_id)).toBe(start - 2);
  });

  it('two cancellations at once give the stock back once; a cancelled order is not reopened', async () => {
    const p = plain(5);
    await track(p.product_id, 5);
    const placed = await placeOrder(t.app, t.headers, order([{ product_id: p.product_id, quantity: 3 }]));
    expect(placed.statusCode).toBe(201);
    expect(await quantityOf(db(), p.product_id)).toBe(2);
    const id = placed.json().order.order_id;
    const cancel = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/account/orders/${id}`,
        headers: owner,
        payload: { order_status: 'cancelled' },
      });
    // One wins; the others find it cancelled already (409 naming both statuses).
    const all = await Promise.all([cancel(), cancel(), cancel()]);
    expect(all.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(all.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      current_status: 'cancelled',
      asked_status: 'cancelled',
    });
    expect(await quantityOf(db(), p.product_id)).toBe(5);
    expect(await ledgerSum(db(), p.product_id)).toBe(5);
    const moves = await db().select().from(stockMoves).where(eq(stockMoves.orderId, id));
    expect(moves.map((m) => [m.reason, m.delta]).sort()).toEqual([
      ['cancellation', 3],
      ['order', -3],
    ]);
    const reopen = await t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${id}`,
      headers: owner,
      payload: { order_status: 'pending' },
    });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().errors).toHaveProperty('order_status');
    expect((await db().select().from(orders).where(eq(orders.id, id)))[0].orderStatus).toBe('cancelled');

    // Other status changes leave stock alone.
    const other = await placeOrder(t.app, t.headers, order([{ product_id: p.product_id, quantity: 1 }]));
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/account/orders/${other.json().order.order_id}`,
        headers: owner,
        payload: { order_status: status },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await quantityOf(db(), p.product_id)).toBe(4);
  });

  it("a stale owner edit is refused with today's figure; a fresh one writes one move", async () => {
    const p = plain(6);
    await track(p.product_id, 8);
    // The form showed 8; an order takes 3 meanwhile.
    expect((await placeOrder(t.app, t.headers, order([{ product_id: p.product_id, quantity: 3 }]))).statusCode).toBe(
      201,
    );
    const stale = await editStock(p.product_id, {
      stock_quantity: 20,
      stock_quantity_expected: 8,
      product_name: 'Renamed',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 'fail',
      errors: { stock_quantity: expect.stringContaining('5') },
      current: { stock_quantity: 5 },
    });
    expect(await quantityOf(db(), p.product_id)).toBe(5);
    const owned = await t.app.inject({ method: 'GET', url: `/api/account/products/${p.product_id}`, headers: owner });
    expect(owned.json().product.product_name).toBe(p.product_name);

    const missing = await editStock(p.product_id, { stock_quantity: 20 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('stock_quantity_expected');

    const movesBefore = (await db().select().from(stockMoves).where(eq(stockMoves.productId, p.product_id))).length;
    const fresh = await editStock(p.product_id, { stock_quantity: 20, stock_quantity_expected: 5 });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().product.stock_quantity).toBe(20);
    const moves = await db().select().from(stockMoves).where(eq(stockMoves.productId, p.product_id));
    expect(moves).toHaveLength(movesBefore + 1);
    expect(moves.at(-1)).toMatchObject({ delta: 15, reason: 'owner_edit', quantityAfter: 20 });
    expect(await ledgerSum(db(), p.product_id)).toBe(20);

    // Untracking is a move to 0, so the ledger still adds up; an unchanged figure is no move.
    expect((await editStock(p.product_id, { stock_quantity: null, stock_quantity_expected: 20 })).statusCode).toBe(200);
    expect(await ledgerSum(db(), p.product_id)).toBe(0);
    expect((await editStock(p.product_id, { stock_quantity: null, stock_quantity_expected: 20 })).statusCode).toBe(200);
  });

  it("shows the product's history to its owner only, newest first, with reasons, orders and users", async () => {
    const p = plain(6);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/account/products/${p.product_id}/stock-moves?per_page=3`,
      headers: owner,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.moves.map((m: { reason: string }) => m.reason)).toEqual(['owner_edit', 'owner_edit', 'order']);
    expect(body.moves[0]).toMatchObject({ delta: -20, quantity_after: 0, user_name: expect.any(String) });
    expect(body.moves[2]).toMatchObject({ delta: -3, order_number: expect.stringMatching(/^VT-/) });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/account/products/${p.product_id}/stock-moves`,
      headers: await loginAs(t, 'sunrise'),
    });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/account/products/abc/stock-moves', headers: owner });
    expect(bad.statusCode).toBe(400);
  });

  it('counts variants one by one: a sold-out variant cannot be ordered, the others can', async () => {
    const sunriseOwner = await loginAs(t, 'sunrise');
    const phone = sunrise.products.find((x) => x.variants.length >= 2 && x.in_stock)!;
    const [v0, v1] = phone.variants;
    const res = await editStock(
      phone.product_id,
      {
        variants: phone.variants.map((v, i) => ({
          product_variant_id: v.product_variant_id,
          product_variant_name: v.product_variant_name,
          price: v.price,
          ...(i < 2 ? { stock_quantity: i === 0 ? 0 : 2, stock_quantity_expected: null } : {}),
        })),
      },
      sunriseOwner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const read = (
      await t.app.inject({
        method: 'GET',
        url: `/api/getproduct/sunrise-electronics/${phone.product_id}`,
        headers: t.headers,
      })
    ).json();
    expect(read.product.stock_quantity).toBe(null);
    expect(read.product.variants.slice(0, 2)).toMatchObject([
      { stock_quantity: 0, in_stock: false },
      { stock_quantity: 2, in_stock: true },
    ]);
    const sunriseOrder = (variant: number, quantity: number) => ({
      shop_id: sunrise.shop[0].shop_id,
      delivery_type: 'cod',
      customer: shopper(),
      items: [{ product_id: phone.product_id, product_variant_id: variant, quantity }],
    });
    expect((await placeOrder(t.app, t.headers, sunriseOrder(v0.product_variant_id, 1))).statusCode).toBe(409);
    expect((await placeOrder(t.app, t.headers, sunriseOrder(v1.product_variant_id, 2))).statusCode).toBe(201);
    expect(await quantityOf(db(), phone.product_id, v1.product_variant_id)).toBe(0);
    expect(await ledgerSum(db(), phone.product_id, v1.product_variant_id)).toBe(0);
    const lines = await db().select().from(orderItems).where(eq(orderItems.productVariantId, v1.product_variant_id));
    expect(lines.length).toBeGreaterThan(0);
  });

  it("lists the shop's low stock on the dashboard, at or under the threshold the owner sets", async () => {
    const dash = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/account/dashboard', headers: owner })).json().dashboard;
    const first = await dash();
    expect(first.low_stock_threshold).toBe(5);
    const ids = first.low_stock.map((i: { product_id: number }) => i.product_id);
    expect(ids).toContain(plain(2).product_id); // 0 left
    expect(ids).not.toContain(plain(3).product_id); // 8 left
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: owner,
      payload: { low_stock_threshold: 10 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().shop.low_stock_threshold).toBe(10);
    expect((await dash()).low_stock.map((i: { product_id: number }) => i.product_id)).toContain(plain(3).product_id);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: owner,
      payload: { low_stock_threshold: -2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('low_stock_threshold');
  });
});
