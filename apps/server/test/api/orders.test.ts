import { createOrderResponse, orderListResponse, orderResponse } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orderItems, orders } from '../../src/db/schema.js';
import { purgeExpiredKeys } from '../../src/modules/orders/idempotency.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { shopper } from './stock-support.js';

describe('orders', () => {
  let t: TestApp;
  let sunrise: Awaited<ReturnType<typeof catalogueOf>>;
  let bakery: Awaited<ReturnType<typeof catalogueOf>>;
  let ip = 0;
  beforeAll(async () => {
    t = await createTestApp();
    sunrise = await catalogueOf(t, 'sunrise-electronics');
    bakery = await catalogueOf(t, 'corner-bakery');
  });
  afterAll(() => t?.close());

  const customer = {
    name: 'Asha Rao',
    phone: '+91 98765 43210',
    address_line1: '12 MG Road',
    city: 'Pune',
    postal_code: '411001',
  };
  const place = (payload: unknown, key: string | null = `key-${Math.random().toString(36).slice(2)}`, addr?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...t.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: payload as object,
      remoteAddress: addr ?? `10.1.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`,
    });
  const shopId = () => sunrise.shop[0].shop_id;
  const phone = () => sunrise.products.find((p) => p.variants.length >= 3 && p.in_stock)!;
  /** An order of the phone's first variant. */
  const phoneOrder = (quantity: number) => ({
    shop_id: shopId(),
    delivery_type: 'cod',
    customer: shopper(),
    items: [{ product_id: phone().product_id, product_variant_id: phone().variants[0].product_variant_id, quantity }],
  });

  it('creates an order with database prices, ignoring any price the client sends', async () => {
    const p = phone();
    const plain = sunrise.products.find((x) => x.variants.length === 0 && x.in_stock)!;
    const res = await place({
      shop_id: shopId(),
      delivery_type: 'cod',
      customer,
      note: 'Ring twice',
      items: [
        { product_id: p.product_id, product_variant_id: p.variants[1].product_variant_id, quantity: 2, price: 1 },
        { product_id: plain.product_id, quantity: 3, main_price: 0.01 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const { order } = createOrderResponse.parse(res.json());
    expect(order.order_status).toBe('pending');
    expect(order.currency_code).toBe('INR');
    expect(order.order_number).toMatch(/^VT-[0-9A-Z]{8}$/);
    expect(order.items[0]).toMatchObject({
      unit_price: p.variants[1].price,
      quantity: 2,
      line_total: p.variants[1].price * 2,
    });
    expect(order.total).toBe(p.variants[1].price * 2 + plain.main_price * 3);
  });

  it('adds cents without floating-point drift', async () => {
    // Corner Bakery prices have cents: 0.1 + 0.2 style sums must come out exact.
    const items = bakery.products.filter((p) => p.in_stock && p.variants.length === 0).slice(0, 3);
    const res = await place({
      shop_id: bakery.shop[0].shop_id,
      delivery_type: 'pickup',
      customer,
      items: items.map((p) => ({ product_id: p.product_id, quantity: 7 })),
    });
    expect(res.statusCode).toBe(201);
    const cents = items.reduce((s, p) => s + Math.round(p.main_price * 100) * 7, 0);
    expect(res.json().order.total).toBe(cents / 100);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, res.json().order.order_id));
    expect(row.total).toBe((cents / 100).toFixed(2));
  });

  it('returns the same order for the same key, and refuses the key for another cart', async () => {
    const payload = phoneOrder(1);
    const first = await place(payload, 'same-key-000001');
    const again = await place(payload, 'same-key-000001');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().order).toEqual(first.json().order);
    const other = await place(
      {
        ...payload,
        items: [
          { product_id: phone().product_id, product_variant_id: phone().variants[0].product_variant_id, quantity: 2 },
        ],
      },
      'same-key-000001',
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ status: 'fail' });
  });

  it('tells a client whose answer was lost which order its key created, in that shop only', async () => {
    const payload = phoneOrder(1);
    const key = 'lost-answer-key-0001';
    const placed = await place(payload, key);
    expect(placed.statusCode).toBe(201);
    const lookup = (k: string, shop: number) =>
      t.app.inject({ method: 'GET', url: `/api/orders/by-key/${k}?shop_id=${shop}`, headers: t.headers });

    const found = await lookup(key, shopId());
    expect(found.statusCode).toBe(200);
    expect(found.json().order).toEqual(placed.json().order);
    expect(found.headers['cache-control']).toBe('no-store');
    expect((await lookup(key, bakery.shop[0].shop_id)).statusCode).toBe(404);
    expect((await lookup('never-used-key-0001', shopId())).statusCode).toBe(404);
    expect((await lookup('bad key!', shopId())).statusCode).toBe(400);

    // The form edited after the lost answer: the server names the key, and the lookup gives the order.
    const edited = await place({ ...payload, customer: { ...payload.customer, city: 'Mumbai' } }, key);
    expect(edited.statusCode).toBe(422);
    expect(Object.keys(edited.json().errors)).toEqual(['headers.idempotency-key']);
  });

  it('expires keys after 24 hours: an old key never replays its order and is purged', async () => {
    const payload = phoneOrder(2);
    const first = await place(payload, 'old-key-000000001');
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, 'old-key-000000001'));
    const lookup = await t.app.inject({
      method: 'GET',
      url: `/api/orders/by-key/old-key-000000001?shop_id=${shopId()}`,
      headers: t.headers,
    });
    expect(lookup.statusCode).toBe(404);
    const again = await place(payload, 'old-key-000000001');
    expect(again.statusCode).toBe(201);
    expect(again.json().order.order_id).not.toBe(first.json().order.order_id);

    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(idempotencyKeys.key, 'old-key-000000001'));
    expect(await purgeExpiredKeys(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old-key-000000001')),
    ).toEqual([]);
    // The orders themselves stay.
    expect(await t.database.db.select().from(orders).where(eq(orders.id, first.json().order.order_id))).toHaveLength(1);
  });

  it('creates one order when requests with the same key arrive at once', async () => {
    const payload = phoneOrder(4);
    const results = await Promise.all(Array.from({ length: 6 }, () => place(payload, 'concurrent-key-42')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(results.map((r) => r.json().order.order_id));
    expect(ids.size).toBe(1);
    const [key] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'concurrent-key-42'));
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, key.orderId!));
    expect(lines).toHaveLength(1);
  });

  it('refuses items of another shop, out of stock, foreign variants and bad quantities', async () => {
    const out = sunrise.products.find((p) => !p.in_stock)!;
    const otherShopProduct = bakery.products[0];
    const p = phone();
    const otherVariant = sunrise.products.find((x) => x.variants.length && x.product_id !== p.product_id)!;
    const cases: [unknown, number, string][] = [
      [{ product_id: otherShopProduct.product_id, quantity: 1 }, 422, 'items.0.product_id'],
      [{ product_id: out.product_id, quantity: 1 }, 422, 'items.0.product_id'],
      [
        { product_id: p.product_id, product_variant_id: otherVariant.variants[0].product_variant_id, quantity: 1 },
        422,
        'items.0.product_variant_id',
      ],
      [{ product_id: p.product_id, quantity: 0 }, 400, 'items.0.quantity'],
      [{ product_id: p.product_id, quantity: 1000 }, 400, 'items.0.quantity'],
      [{ product_id: p.product_id, quantity: 1.5 }, 400, 'items.0.quantity'],
    ];
    for (const [item, code, field] of cases) {
      const res = await place({ shop_id: shopId(), delivery_type: 'cod', customer, items: [item] });
      expect(res.statusCode, JSON.stringify(item)).toBe(code);
      expect(res.json()).toMatchObject({ status: 'fail', errors: { [field]: expect.any(String) } });
    }
  });

  it('refuses a product sold in variants when the line names no variant, naming the item', async () => {
    const p = phone();
    const plain = sunrise.products.find((x) => x.variants.length === 0 && x.in_stock)!;
    for (const variant of [{}, { product_variant_id: null }]) {
      const res = await place({
        shop_id: shopId(),
        delivery_type: 'cod',
        customer,
        items: [
          { product_id: plain.product_id, quantity: 1 },
          { product_id: p.product_id, quantity: 1, ...variant },
        ],
      });
      expect(res.statusCode, JSON.stringify(variant)).toBe(422);
      expect(res.json().errors).toEqual({
        'items.1.product_variant_id': `Choose one of the variants of ${p.product_name}.`,
      });
    }
  });

  it('refuses missing keys, unknown shops, empty carts and bad customers', async () => {
    const item = {
      product_id: phone().product_id,
      product_variant_id: phone().variants[0].product_variant_id,
      quantity: 1,
    };
    const noKey = await place({ shop_id: shopId(), delivery_type: 'cod', customer, items: [item] }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors).toHaveProperty(['headers.idempotency-key']);
    expect((await place({ shop_id: 999999, delivery_type: 'cod', customer, items: [item] })).statusCode).toBe(404);
    expect(
      (await place({ shop_id: shopId(), delivery_type: 'cod', customer, items: [] })).json().errors,
    ).toHaveProperty('items');
    expect((await place({ shop_id: shopId(), delivery_type: 'drone', customer, items: [item] })).statusCode).toBe(400);
    const badPhone = await place({
      shop_id: shopId(),
      delivery_type: 'cod',
      customer: { ...customer, phone: 'call me' },
      items: [item],
    });
    expect(badPhone.json().errors).toHaveProperty(['customer.phone']);
    const badState = await place({
      shop_id: shopId(),
      delivery_type: 'cod',
      customer: { ...customer, state_id: 999999 },
      items: [item],
    });
    expect(badState.statusCode).toBe(422);
  });

  it('limits checkouts per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await place({}, 'rate-limit-key-1', '10.77.0.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('lets the owner list, filter, read and update its orders, and nobody else', async () => {
    const owner = await loginAs(t, 'sunrise');
    const list = await t.app.inject({ method: 'GET', url: '/api/account/orders?per_page=2', headers: owner });
    expect(list.statusCode).toBe(200);
    const body = orderListResponse.parse(list.json());
    expect(body.orders).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(3);
    expect(body.orders[0].created_at >= body.orders[1].created_at).toBe(true);
    const id = body.orders[0].order_id;

    const detail = await t.app.inject({ method: 'GET', url: `/api/account/orders/${id}`, headers: owner });
    expect(orderResponse.parse(detail.json()).order.items.length).toBeGreaterThan(0);

    for (const status of ['confirmed', 'shipped']) {
      const updated = await t.app.inject({
        method: 'PUT',
        url: `/api/account/orders/${id}`,
        headers: owner,
        payload: { order_status: status },
      });
      expect(updated.json().order.order_status).toBe(status);
    }
    const shipped = await t.app.inject({ method: 'GET', url: '/api/account/orders?status=shipped', headers: owner });
    expect(shipped.json().orders.map((o: { order_id: number }) => o.order_id)).toEqual([id]);

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${id}`,
      headers: owner,
      payload: { order_status: 'lost' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/orders?status=lost', headers: owner })).statusCode,
    ).toBe(400);

    const baker = await loginAs(t, 'bakery');
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/account/orders/${id}`,
        headers: baker,
        payload: method === 'PUT' ? { order_status: 'cancelled' } : undefined,
      });
      expect(res.statusCode).toBe(404);
    }
    const theirs = await t.app.inject({ method: 'GET', url: '/api/account/orders', headers: baker });
    expect(theirs.json().orders.every((o: { currency_code: string }) => o.currency_code === 'USD')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/orders', headers: t.headers })).statusCode).toBe(
      401,
    );
  });
});
