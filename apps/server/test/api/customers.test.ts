import { customerListResponse, orderListResponse } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { customer, placeOrder } from './stock-support.js';

/** The owner's customer list: the shop's orders grouped by phone, searchable, paged, as CSV. */
describe('customers', () => {
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

  const plainOf = (shop: typeof bakery) => shop.products.find((p) => p.variants.length === 0 && p.in_stock)!;
  const order = async (who: Partial<typeof customer> & { email?: string }, shop = bakery, quantity = 1) => {
    const res = await placeOrder(t.app, t.headers, {
      shop_id: shop.shop[0].shop_id,
      delivery_type: 'cod',
      customer: { ...customer, ...who },
      items: [{ product_id: plainOf(shop).product_id, quantity }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { order_id: number; total: number };
  };
  const list = async (query = '', headers = bakeryOwner) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/account/customers${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return customerListResponse.parse(res.json());
  };
  const move = (orderId: number, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${orderId}`,
      headers: bakeryOwner,
      payload: { order_status: status },
    });

  it("groups the shop's orders by canonical phone, with latest name, e-mail, count, total spent and last order", async () => {
    const price = plainOf(bakery).main_price;
    // One person, their number typed three ways (the bakery reads it in the US): one customer.
    const first = await order({ name: 'Meera K', phone: '+1 415 555 0101', email: 'meera@example.com' });
    const second = await order({ name: 'Meera Kapoor', phone: '415-555-0101', email: '' }, bakery, 3);
    const cancelled = await order({ name: 'Meera Kapoor', phone: '1 415 5550101' });
    expect((await move(cancelled.order_id, 'cancelled')).statusCode).toBe(200);
    await order({ name: 'Other Shop Buyer', phone: '+1 415 555 0101' }, sunrise);

    const body = await list('?q=meera');
    expect(body.total).toBe(1);
    const [meera] = body.customers;
    expect(meera).toMatchObject({
      phone: '+14155550101',
      name: 'Meera Kapoor',
      // The latest order gave none: the latest one given.
      email: 'meera@example.com',
      order_count: 3,
      currency_code: bakery.shop[0].currency_code,
      last_order_id: cancelled.order_id,
      blocked: false,
    });
    // Summed in minor units: the cancelled order is not spent, the other shop's is not this shop's.
    expect(Math.round(meera.total_spent * 100)).toBe(Math.round((first.total + second.total) * 100));
    expect(meera.total_spent).toBeGreaterThanOrEqual(4 * price);
    // The other shop sees its own customer only.
    const theirs = await list('?q=4155550101', sunriseOwner);
    expect(theirs.customers.map((c) => [c.name, c.order_count])).toEqual([['Other Shop Buyer', 1]]);
  });

  it('searches by name, e-mail or phone digits, written any way; pages and counts in all', async () => {
    await order({ name: 'Zoltan Search', phone: '+44 7700 900202', email: 'zed@shop.example' });
    await order({ name: 'Yara Search', phone: '+44 7700 900203' });
    expect((await list('?q=ZOLTAN')).customers.map((c) => c.name)).toEqual(['Zoltan Search']);
    expect((await list('?q=zed%40shop')).customers.map((c) => c.name)).toEqual(['Zoltan Search']);
    expect((await list('?q=%2B44%20(7700)%20900-203')).customers.map((c) => c.name)).toEqual(['Yara Search']);
    // A LIKE wildcard in `q` is a plain character.
    expect((await list('?q=%25')).total).toBe(0);
    const both = await list('?q=search');
    expect(both.total).toBe(2);
    // Latest buyer first.
    expect(both.customers.map((c) => c.name)).toEqual(['Yara Search', 'Zoltan Search']);
    const second = await list('?q=search&per_page=1&page=2');
    expect(second).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(second.customers.map((c) => c.name)).toEqual(['Zoltan Search']);
    expect((await list('?q=nobody-at-all')).customers).toEqual([]);
  });

  it('shows the block switch of today: blocking through the latest order marks the customer', async () => {
    await order({ name: 'Blocky', phone: '+44 7700 900303' });
    const [row] = (await list('?q=blocky')).customers;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${row.last_order_id}/block`,
      headers: bakeryOwner,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('?q=blocky')).customers[0].blocked).toBe(true);
  });

  it("opens a customer's orders: the order list filters by phone (E.164)", async () => {
    await order({ name: 'Filter Me', phone: '+44 7700 900404' });
    await order({ name: 'Filter Me', phone: '+44 7700 900404' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/orders?phone=%2B447700900404',
      headers: bakeryOwner,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = orderListResponse.parse(res.json());
    expect(body.total).toBe(2);
    expect(body.orders.every((o) => o.customer.phone === '+447700900404')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/account/orders?phone=12ab', headers: bakeryOwner });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {}).join()).toMatch(/phone/);
  });

  it('answers 400 naming the field for a bad page or q, and is for owners only', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?per_page=1000', 'per_page'],
      [`?q=${'a'.repeat(101)}`, 'q'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/account/customers${query}`, headers: bakeryOwner });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join(), query).toMatch(new RegExp(field));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/account/customers', headers: t.headers })).statusCode).toBe(
      401,
    );
    const admin = await loginAs(t, 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/account/customers', headers: admin })).statusCode).toBe(403);
  });

  it('exports CSV through the one writer: formula-like cells neutralised, every customer once', async () => {
    await order({ name: '=HYPERLINK("http://evil")', phone: '+44 7700 900505', email: 'csv@example.com' });
    const res = await t.app.inject({ method: 'GET', url: '/api/account/customers/export', headers: bakeryOwner });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="corner-bakery-customers-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('name,phone,e-mail,orders,total spent,currency,last order,blocked');
    const evil = lines.find((l) => l.includes('HYPERLINK'))!;
    expect(evil).toMatch(/^"'=HYPERLINK/);
    expect(evil).toContain(`"'+447700900505"`);
    const all = await list('?per_page=100');
    expect(lines).toHaveLength(all.total + 1);
    const meera = lines.find((l) => l.includes('+14155550101'))!;
    const amount = all.customers.find((c) => c.phone === '+14155550101')!.total_spent;
    expect(meera).toContain(`"${amount.toFixed(2)}"`);
    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/account/customers/export?q=csv%40example',
      headers: bakeryOwner,
    });
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/account/customers/export?q=${'b'.repeat(101)}`,
      headers: bakeryOwner,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts every order placed at once by one customer', async () => {
    const phone = '+44 7700 900606';
    // The open-order cap refuses a fourth pending order: three at once, all counted.
    const results = await Promise.all([1, 2, 3].map(() => order({ name: 'Burst', phone })));
    const total = results.reduce((sum, o) => sum + Math.round(o.total * 100), 0);
    const [row] = (await list('?q=burst')).customers;
    expect(row.order_count).toBe(3);
    expect(Math.round(row.total_spent * 100)).toBe(total);
  });
});
