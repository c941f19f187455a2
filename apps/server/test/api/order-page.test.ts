import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { customer, ledgerSum, placeOrder, quantityOf, shopper } from './stock-support.js';

/** The shopper's own order page, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. */
describe("the shopper's order page", () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let bakery: Awaited<ReturnType<typeof catalogueOf>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'bakery');
    bakery = await catalogueOf(t, 'corner-bakery');
  });
  afterAll(() => t?.close());

  const plain = (n: number) => bakery.products.filter((p) => p.variants.length === 0)[n];
  const order = async (productId = plain(0).product_id, key?: string) => {
    const res = await placeOrder(
      t.app,
      t.headers,
      {
        shop_id: bakery.shop[0].shop_id,
        delivery_type: 'cod',
        // Each order its own phone (the cap on open orders per phone is not under test here); a
        // retried key sends the very same order.
        customer: key ? customer : shopper(),
        items: [{ product_id: productId, quantity: 2 }],
      },
      key,
    );
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json().order as { order_id: number; order_number: string; order_url: string };
  };
  /** The page's API address for an order_url (same path, under /api/orderpage). */
  const api = (orderUrl: string) => `/api/orderpage${new URL(orderUrl).pathname.replace(/\/order\//, '/')}`;
  const read = (orderUrl: string) => t.app.inject({ method: 'GET', url: api(orderUrl), headers: t.headers });
  const cancel = (orderUrl: string) =>
    t.app.inject({ method: 'POST', url: `${api(orderUrl)}/cancel`, headers: t.headers });
  /** Counts the product's stock and sets it to `quantity`, as the owner's product form does. */
  const stockTo = async (productId: number, quantity: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/account/products/${productId}`,
      headers: owner,
      payload: { stock_quantity: quantity, stock_quantity_expected: await quantityOf(t.database.db, productId) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const ownerMove = (id: number, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${id}`,
      headers: owner,
      payload: { order_status: status },
    });

  it('answers the checkout with an absolute order_url under the shop, the same on a retry and by key', async () => {
    const key = `page-${Date.now()}-retry`;
    const placed = await order(undefined, key);
    const url = new URL(placed.order_url);
    expect(url.origin).toMatch(/^https?:\/\//);
    expect(url.pathname).toMatch(new RegExp(`^/corner-bakery/order/${placed.order_number}/[A-Za-z0-9_-]{43}$`));
    expect((await order(undefined, key)).order_url).toBe(placed.order_url);
    const byKey = await t.app.inject({
      method: 'GET',
      url: `/api/orders/by-key/${key}?shop_id=${bakery.shop[0].shop_id}`,
      headers: t.headers,
      remoteAddress: '10.66.0.1',
    });
    expect(byKey.json().order.order_url).toBe(placed.order_url);
  });

  it('shows the order to its token, and the same 404 to a wrong, malformed or missing one', async () => {
    const placed = await order();
    const res = await read(placed.order_url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const page = res.json().order;
    expect(page).toMatchObject({
      order_number: placed.order_number,
      order_status: 'pending',
      can_cancel: true,
      events: [],
      customer: { name: customer.name, postal_code: customer.postal_code },
      shop: { shop_name: expect.any(String), shop_catalogue_url: 'corner-bakery' },
    });
    expect(page.items[0]).toMatchObject({ product_id: plain(0).product_id, quantity: 2 });
    expect(page.shop.time_zone).toBeTruthy();

    const token = placed.order_url.split('/').pop() as string;
    const wrong = placed.order_url.replace(token, `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`);
    const base = `/api/orderpage/corner-bakery/${placed.order_number}`;
    const [wrongToken, malformed, missing, unknownOrder, otherShop] = await Promise.all([
      read(wrong),
      t.app.inject({ method: 'GET', url: `${base}/short`, headers: t.headers }),
      t.app.inject({ method: 'GET', url: `${base}/`, headers: t.headers }),
      t.app.inject({ method: 'GET', url: `/api/orderpage/corner-bakery/VT-NOSUCH00/${token}`, headers: t.headers }),
      t.app.inject({
        method: 'GET',
        url: `/api/orderpage/sunrise-electronics/${placed.order_number}/${token}`,
        headers: t.headers,
      }),
    ]);
    expect(wrongToken.statusCode).toBe(404);
    // Nothing tells a guesser which part was wrong.
    for (const other of [malformed, unknownOrder, otherShop]) {
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual(wrongToken.json());
    }
    expect(missing.statusCode).toBe(404);
  });

  it("shows the shopper the reason the owner gave when cancelling, and no other note of the owner's", async () => {
    const move = (id: number, status: string, note?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/account/orders/${id}`,
        headers: owner,
        payload: { order_status: status, ...(note === undefined ? {} : { note }) },
      });
    const placed = await order();
    expect((await read(placed.order_url)).json().order.cancel_reason).toBeNull();
    expect((await move(placed.order_id, 'confirmed', 'Called her: wants it before noon')).statusCode).toBe(200);
    // A note kept with another change is the owner's own.
    expect((await read(placed.order_url)).json().order.cancel_reason).toBeNull();
    const cancelled = await move(placed.order_id, 'cancelled', '  The oven broke down today, sorry.  ');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const page = (await read(placed.order_url)).json().order;
    expect(page).toMatchObject({ order_status: 'cancelled', cancel_reason: 'The oven broke down today, sorry.' });
    expect(JSON.stringify(page)).not.toContain('before noon');

    // Cancelled without a note, or by the shopper: no reason.
    const silent = await order();
    expect((await move(silent.order_id, 'cancelled')).statusCode).toBe(200);
    expect((await read(silent.order_url)).json().order.cancel_reason).toBeNull();
    const byShopper = await order();
    expect((await cancel(byShopper.order_url)).json().order.cancel_reason).toBeNull();
  });

  it("tells the owner the shopper's language, for messages to them", async () => {
    const res = await placeOrder(t.app, t.headers, {
      shop_id: bakery.shop[0].shop_id,
      delivery_type: 'cod',
      customer: shopper(),
      language: 'pt',
      items: [{ product_id: plain(0).product_id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().order.order_id;
    const seen = await t.app.inject({ method: 'GET', url: `/api/account/orders/${id}`, headers: owner });
    expect(seen.json().order.language).toBe('pt');
    const list = await t.app.inject({ method: 'GET', url: '/api/account/orders', headers: owner });
    expect(list.json().orders.find((o: { order_id: number }) => o.order_id === id).language).toBe('pt');
  });

  it('lets the shopper cancel once while pending; the stock comes back; the owner sees who did it', async () => {
    const p = plain(1);
    await stockTo(p.product_id, 6);
    const placed = await order(p.product_id);
    expect(await quantityOf(t.database.db, p.product_id)).toBe(4);
    const done = await cancel(placed.order_url);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().order).toMatchObject({ order_status: 'cancelled', can_cancel: false });
    expect(done.json().order.events).toEqual([
      { to_status: 'cancelled', actor: 'shopper', created_at: expect.any(String) },
    ]);
    expect(await quantityOf(t.database.db, p.product_id)).toBe(6);
    const again = await cancel(placed.order_url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ current_status: 'cancelled', asked_status: 'cancelled' });
    const seen = await t.app.inject({ method: 'GET', url: `/api/account/orders/${placed.order_id}`, headers: owner });
    expect(seen.json().order.events).toEqual([
      expect.objectContaining({ from_status: 'pending', to_status: 'cancelled', actor: 'shopper' }),
    ]);
    // Once the shop has confirmed an order, the shopper can no longer cancel it.
    const confirmed = await order();
    expect((await ownerMove(confirmed.order_id, 'confirmed')).statusCode).toBe(200);
    expect((await read(confirmed.order_url)).json().order.can_cancel).toBe(false);
    const late = await cancel(confirmed.order_url);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ current_status: 'confirmed', asked_status: 'cancelled' });
  });

  it("of an owner's confirm and a shopper's cancel sent at once, exactly one wins; stock comes back at most once", async () => {
    const p = plain(1);
    await stockTo(p.product_id, 20);
    for (let round = 0; round < 6; round++) {
      const before = await quantityOf(t.database.db, p.product_id);
      const placed = await order(p.product_id);
      const [confirm, shopperCancel] = await Promise.all([
        ownerMove(placed.order_id, 'confirmed'),
        cancel(placed.order_url),
      ]);
      expect([confirm.statusCode, shopperCancel.statusCode].sort()).toEqual([200, 409]);
      const after = await quantityOf(t.database.db, p.product_id);
      expect(after).toBe(shopperCancel.statusCode === 200 ? before : (before as number) - 2);
      expect(await ledgerSum(t.database.db, p.product_id)).toBe(after);
      const page = (await read(placed.order_url)).json().order;
      expect(page.events).toHaveLength(1);
      expect(page.order_status).toBe(shopperCancel.statusCode === 200 ? 'cancelled' : 'confirmed');
    }
  });

  const markPaid = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/account/orders/${id}/paid`, headers: owner, payload: {} });
  const statusOf = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/account/orders/${id}`, headers: owner });
    const { order_status, payment_status } = res.json().order;
    return { order_status, payment_status };
  };

  it("once the shop marks an order paid, the shopper's cancel is refused (nothing goes back); the owner's still works, with a refund reminder", async () => {
    const p = plain(2);
    await stockTo(p.product_id, 6);
    const placed = await order(p.product_id);
    expect((await markPaid(placed.order_id)).statusCode).toBe(200);

    const page = (await read(placed.order_url)).json().order;
    expect(page).toMatchObject({ order_status: 'pending', payment_status: 'paid', can_cancel: false });
    const refused = await cancel(placed.order_url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 'fail',
      current_status: 'pending',
      asked_status: 'cancelled',
      errors: { order_status: expect.stringMatching(/paid.*contact the shop/) },
    });
    expect(await quantityOf(t.database.db, p.product_id)).toBe(4);
    expect(await statusOf(placed.order_id)).toEqual({ order_status: 'pending', payment_status: 'paid' });

    const byOwner = await ownerMove(placed.order_id, 'cancelled');
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json()).toMatchObject({
      order: { order_status: 'cancelled', payment_status: 'paid' },
      message: expect.stringMatching(/paid: return the money to the customer/),
    });
    expect(await quantityOf(t.database.db, p.product_id)).toBe(6);
    expect(await ledgerSum(t.database.db, p.product_id)).toBe(6);
    // An unpaid order cancelled by the owner has nothing to return: no reminder.
    const unpaid = await order(p.product_id);
    const plainCancel = await ownerMove(unpaid.order_id, 'cancelled');
    expect(plainCancel.statusCode).toBe(200);
    expect(plainCancel.json()).not.toHaveProperty('message');
  });

  it("of an owner's mark-paid and a shopper's cancel sent at once, exactly one wins: never a cancelled order marked paid", async () => {
    const p = plain(3);
    await stockTo(p.product_id, 40);
    for (let round = 0; round < 6; round++) {
      const before = await quantityOf(t.database.db, p.product_id);
      const placed = await order(p.product_id);
      // Sent together, the cancel a little later each round, so both orders of arrival are met.
      const [paid, shopperCancel] = await Promise.all([
        markPaid(placed.order_id),
        new Promise((resolve) => setTimeout(resolve, round * 4)).then(() => cancel(placed.order_url)),
      ]);
      expect([paid.statusCode, shopperCancel.statusCode].sort()).toEqual([200, 409]);
      expect(await statusOf(placed.order_id)).toEqual(
        shopperCancel.statusCode === 200
          ? { order_status: 'cancelled', payment_status: 'unpaid' }
          : { order_status: 'pending', payment_status: 'paid' },
      );
      const after = await quantityOf(t.database.db, p.product_id);
      expect(after).toBe(shopperCancel.statusCode === 200 ? before : (before as number) - 2);
      expect(await ledgerSum(t.database.db, p.product_id)).toBe(after);
    }
  });
});
