import { canMoveOrder, type OrderStatus, orderStatuses } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { ledgerSum, placeOrder, quantityOf, shopper } from './stock-support.js';

/** The order's life, enforced by the server, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
describe('order life', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let bakery: Awaited<ReturnType<typeof catalogueOf>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'bakery');
    bakery = await catalogueOf(t, 'corner-bakery');
  });
  afterAll(() => t?.close());

  const product = () => bakery.products.filter((p) => p.variants.length === 0)[0];
  const newOrder = async (productId = product().product_id, quantity = 1): Promise<number> => {
    const res = await placeOrder(t.app, t.headers, {
      shop_id: bakery.shop[0].shop_id,
      delivery_type: 'cod',
      customer: shopper(),
      items: [{ product_id: productId, quantity }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order.order_id;
  };
  const move = (id: number, status: OrderStatus, note?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${id}`,
      headers: owner,
      payload: note === undefined ? { order_status: status } : { order_status: status, note },
    });
  /** The shortest way from pending to each status, through allowed steps only. */
  const pathTo: Record<OrderStatus, OrderStatus[]> = {
    pending: [],
    confirmed: ['confirmed'],
    shipped: ['confirmed', 'shipped'],
    delivered: ['confirmed', 'shipped', 'delivered'],
    cancelled: ['cancelled'],
  };

  it('allows every step of the life and refuses every other pair with 409 naming both statuses', async () => {
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const id = await newOrder();
        for (const step of pathTo[from]) expect((await move(id, step)).statusCode).toBe(200);
        const res = await move(id, to);
        if (canMoveOrder(from, to, 'owner', 'unpaid')) {
          expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
          expect(res.json().order.order_status).toBe(to);
        } else {
          expect(res.statusCode, `${from} → ${to}`).toBe(409);
          expect(res.json()).toMatchObject({
            status: 'fail',
            current_status: from,
            asked_status: to,
            errors: { order_status: expect.any(String) },
          });
        }
      }
    }
  });

  it("keeps every change in the order's history, with its actor and note, oldest first", async () => {
    const id = await newOrder();
    expect((await move(id, 'confirmed', 'Called the customer')).statusCode).toBe(200);
    expect((await move(id, 'shipped')).statusCode).toBe(200);
    expect((await move(id, 'pending')).statusCode).toBe(409);
    const res = await t.app.inject({ method: 'GET', url: `/api/account/orders/${id}`, headers: owner });
    const { events } = res.json().order;
    expect(events).toEqual([
      {
        kind: 'status',
        from_status: 'pending',
        to_status: 'confirmed',
        actor: 'owner',
        note: 'Called the customer',
        created_at: expect.any(String),
      },
      {
        kind: 'status',
        from_status: 'confirmed',
        to_status: 'shipped',
        actor: 'owner',
        note: '',
        created_at: expect.any(String),
      },
    ]);
    // A refused change writes nothing.
    expect(await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toHaveLength(2);
    // A note is bounded like every text.
    expect((await move(id, 'delivered', 'x'.repeat(501))).statusCode).toBe(400);
  });

  it('of a ship and a cancel sent at once, exactly one wins, and the stock comes back at most once', async () => {
    const p = bakery.products.filter((x) => x.variants.length === 0)[1];
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/account/products/${p.product_id}`,
      headers: owner,
      payload: { stock_quantity: 10, stock_quantity_expected: null },
    });
    expect(set.statusCode, set.body).toBe(200);
    for (let round = 0; round < 5; round++) {
      const id = await newOrder(p.product_id, 2);
      expect((await move(id, 'confirmed')).statusCode).toBe(200);
      const results = await Promise.all([move(id, 'shipped'), move(id, 'cancelled'), move(id, 'cancelled')]);
      const codes = results.map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 200),
        codes.join(),
      ).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(2);
      const cancelled = results[1].statusCode === 200 || results[2].statusCode === 200;
      const [{ events }] = [
        (await t.app.inject({ method: 'GET', url: `/api/account/orders/${id}`, headers: owner })).json().order,
      ];
      expect(events.map((e: { to_status: string }) => e.to_status)).toEqual([
        'confirmed',
        cancelled ? 'cancelled' : 'shipped',
      ]);
      // Cancelled: its 2 units went back once; shipped: they stay sold.
      expect(await quantityOf(t.database.db, p.product_id)).toBe(cancelled ? 10 : 8);
      expect(await ledgerSum(t.database.db, p.product_id)).toBe(await quantityOf(t.database.db, p.product_id));
      if (!cancelled) {
        // Put the units back on the shelf for the next round.
        const reset = await t.app.inject({
          method: 'PUT',
          url: `/api/account/products/${p.product_id}`,
          headers: owner,
          payload: { stock_quantity: 10, stock_quantity_expected: 8 },
        });
        expect(reset.statusCode, reset.body).toBe(200);
      }
    }
  });
});
