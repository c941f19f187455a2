import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_REFUSED } from '../../src/modules/orders/phone-guard.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { customer, placeOrder } from './stock-support.js';

/** Against fake cash orders: blocked phones and the open-order cap, on PGlite and PostgreSQL. */
describe('phone guard', () => {
  let t: TestApp;
  let bakeryOwner: Record<string, string>;
  let sunriseOwner: Record<string, string>;
  let bakery: Awaited<ReturnType<typeof catalogueOf>>;
  let sunrise: Awaited<ReturnType<typeof catalogueOf>>;
  beforeAll(async () => {
    t = await createTestApp();
    bakeryOwner = await loginAs(t, 'bakery');
    sunriseOwner = await loginAs(t, 'sunrise');
    bakery = await catalogueOf(t, 'corner-bakery');
    sunrise = await catalogueOf(t, 'sunrise-electronics');
  });
  afterAll(() => t?.close());

  /** A phone number no other test uses, written as a person would type it. */
  let nextPhone = 0;
  const freshPhone = () => `+44 7700 9${String(++nextPhone).padStart(5, '0')}`;

  const plainOf = (shop: typeof bakery) => shop.products.find((p) => p.variants.length === 0 && p.in_stock)!;
  const order = (phone: string, shop = bakery) =>
    placeOrder(t.app, t.headers, {
      shop_id: shop.shop[0].shop_id,
      delivery_type: 'cod',
      customer: { ...customer, phone },
      items: [{ product_id: plainOf(shop).product_id, quantity: 1 }],
    });
  const placed = async (phone: string, shop = bakery): Promise<number> => {
    const res = await order(phone, shop);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order.order_id;
  };
  const expectRefused = (res: Awaited<ReturnType<typeof order>>) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ message: PHONE_REFUSED, errors: { 'customer.phone': PHONE_REFUSED } });
    // Neutral: the answer never says why.
    expect(res.body).not.toMatch(/block|cap|pending|open order/i);
  };
  const block = (orderId: number, headers = bakeryOwner, method: 'PUT' | 'DELETE' = 'PUT') =>
    t.app.inject({ method, url: `/api/account/orders/${orderId}/block`, headers });
  const setCap = (cap: unknown, headers = bakeryOwner) =>
    t.app.inject({ method: 'PUT', url: '/api/account/shop', headers, payload: { open_order_cap: cap } });
  const move = (orderId: number, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${orderId}`,
      headers: bakeryOwner,
      payload: { order_status: status },
    });
  const ownerOrder = async (orderId: number, headers = bakeryOwner) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/account/orders/${orderId}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order;
  };

  it('refuses a blocked phone with the neutral message, in any spelling, and only in that shop', async () => {
    const phone = freshPhone();
    const first = await placed(phone);
    const res = await block(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.customer_history.blocked).toBe(true);
    // Blocking twice is the same as once.
    expect((await block(first)).statusCode).toBe(200);

    expectRefused(await order(phone));
    expectRefused(await order(phone.replace(/ /g, '')));
    expectRefused(await order(phone.replace('+44 7700', '+44 (7700)-')));
    // Other phones, and the same phone in another shop, still order.
    await placed(freshPhone());
    await placed(phone, sunrise);

    const unblocked = await block(first, bakeryOwner, 'DELETE');
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json().order.customer_history.blocked).toBe(false);
    await placed(phone);
  });

  it("lets an owner block only their own shop's orders", async () => {
    const id = await placed(freshPhone());
    expect((await block(id, sunriseOwner)).statusCode).toBe(404);
    expect((await block(id, sunriseOwner, 'DELETE')).statusCode).toBe(404);
    expect((await block(id, t.headers)).statusCode).toBe(401);
    expect((await ownerOrder(id)).customer_history.blocked).toBe(false);
  });

  it('caps pending orders per phone at 3 by default; confirming or cancelling one frees a slot', async () => {
    const shop = await t.app.inject({ method: 'GET', url: '/api/account/shop', headers: bakeryOwner });
    expect(shop.json().shop.open_order_cap).toBe(3);
    const phone = freshPhone();
    const ids = [await placed(phone), await placed(phone), await placed(phone)];
    expectRefused(await order(phone.replace(/ /g, '')));
    await placed(freshPhone());
    await placed(phone, sunrise);

    expect((await move(ids[0], 'confirmed')).statusCode).toBe(200);
    const fourth = await placed(phone);
    expectRefused(await order(phone));
    expect((await move(fourth, 'cancelled')).statusCode).toBe(200);
    await placed(phone);
    expectRefused(await order(phone));
  });

  it('follows the cap the owner sets, 0 meaning no cap, and validates it', async () => {
    for (const bad of [-1, 101, 2.5, '3', null]) {
      const res = await setCap(bad);
      expect(res.statusCode, `${bad}`).toBe(400);
      expect(res.json().errors).toHaveProperty('open_order_cap');
    }
    const one = await setCap(1);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().shop.open_order_cap).toBe(1);
    const phone = freshPhone();
    await placed(phone);
    expectRefused(await order(phone));

    expect((await setCap(0)).json().shop.open_order_cap).toBe(0);
    for (let i = 0; i < 5; i++) await placed(phone);
    expect((await setCap(3)).statusCode).toBe(200);
    expectRefused(await order(phone));
  });

  it('never leaves more than the cap pending when one phone sends many orders at once', async () => {
    expect((await setCap(3)).statusCode).toBe(200);
    const phone = freshPhone();
    const answers = await Promise.all(Array.from({ length: 10 }, () => order(phone)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([...Array(3).fill(201), ...Array(7).fill(422)]);
    for (const a of answers.filter((x) => x.statusCode === 422)) expectRefused(a);
    const history = (await ownerOrder(answers.find((a) => a.statusCode === 201)!.json().order.order_id))
      .customer_history;
    expect(history.orders).toBe(3);
  });

  it("shows the owner the phone's history in the shop: orders, cancelled, delivered", async () => {
    expect((await setCap(10)).statusCode).toBe(200);
    const phone = freshPhone();
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push(await placed(i % 2 ? phone : phone.replace(/ /g, '')));
    await placed(phone, sunrise);
    await placed(freshPhone());
    expect((await move(ids[0], 'cancelled')).statusCode).toBe(200);
    for (const step of ['confirmed', 'shipped', 'delivered']) expect((await move(ids[1], step)).statusCode).toBe(200);

    const mine = await ownerOrder(ids[3]);
    expect(mine.customer_history).toEqual({ orders: 4, cancelled: 1, delivered: 1, blocked: false });
    // The other shop sees only its own order from this phone.
    const sunriseList = await t.app.inject({ method: 'GET', url: '/api/account/orders', headers: sunriseOwner });
    // Stored in E.164 (lib/phone.ts), whichever way it was typed.
    const stored = phone.replace(/ /g, '');
    const theirs = sunriseList.json().orders.find((o: { customer: { phone: string } }) => o.customer.phone === stored);
    expect((await ownerOrder(theirs.order_id, sunriseOwner)).customer_history).toEqual({
      orders: 1,
      cancelled: 0,
      delivered: 0,
      blocked: false,
    });
    // The list carries no history (it is one order's view).
    expect(sunriseList.json().orders[0]).not.toHaveProperty('customer_history');
  });
});
