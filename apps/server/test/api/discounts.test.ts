import {
  createOrderResponse,
  discountCodeListResponse,
  discountCodeOrdersResponse,
  discountCodeResponse,
  orderQuoteResponse,
} from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orders } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs, shopIdOf } from './helpers.js';
import { placeOrder, shopper } from './stock-support.js';

/** Discount codes: the owner's calls, and what a code does to a shopper's order. */
describe('discount codes', () => {
  let t: TestApp;
  let sunrise: Record<string, string>;
  let bakery: Record<string, string>;
  let sunriseId: number;
  /** A Sunrise product of 99.99 INR, made for these tests. */
  let gadget: number;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const create = (payload: object, headers = sunrise) => call('POST', '/api/account/discounts', headers, payload);
  const codeId = async (payload: object, headers = sunrise) => {
    const res = await create(payload, headers);
    expect(res.statusCode, res.body).toBe(201);
    return discountCodeResponse.parse(res.json()).discount_code.discount_code_id;
  };
  const order = (code: string | undefined, quantity = 1, customer = shopper(), product = gadget, shopId = sunriseId) =>
    placeOrder(t.app, t.headers, {
      shop_id: shopId,
      delivery_type: 'cod',
      customer,
      discount_code: code,
      items: [{ product_id: product, quantity }],
    });
  const quote = (code: string, quantity = 1, phone = shopper().phone) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: t.headers,
      payload: {
        shop_id: sunriseId,
        delivery_type: 'cod',
        postal_code: '411001',
        phone,
        discount_code: code,
        items: [{ product_id: gadget, quantity }],
      },
    });
  const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    sunrise = await loginAs(t, 'sunrise');
    bakery = await loginAs(t, 'bakery');
    sunriseId = await shopIdOf(t, 'sunrise-electronics');
    const made = await call('POST', '/api/account/products', sunrise, {
      product_name: 'Test gadget',
      main_price: 99.99,
    });
    expect(made.statusCode, made.body).toBe(201);
    gadget = made.json().product.product_id;
  });
  afterAll(() => t?.close());

  describe('the owner’s calls', () => {
    it('creates a code in capitals, lists codes newest first with their uses, and replaces one keeping its uses', async () => {
      const first = await create({ code: ' spring5 ', kind: 'percent', value: 5 });
      expect(first.statusCode, first.body).toBe(201);
      expect(discountCodeResponse.parse(first.json()).discount_code).toMatchObject({
        code: 'SPRING5',
        kind: 'percent',
        value: 5,
        min_subtotal: null,
        starts_at: null,
        ends_at: null,
        max_uses: null,
        max_uses_per_phone: null,
        active: true,
        uses: 0,
      });
      const second = await create({
        code: 'Flat-50',
        kind: 'amount',
        value: 50,
        min_subtotal: 499.99,
        starts_at: '2026-01-01T00:00:00+05:30',
        ends_at: '2099-01-01T00:00:00Z',
        max_uses: 100,
        max_uses_per_phone: 2,
        active: false,
      });
      expect(second.statusCode, second.body).toBe(201);
      const flat = discountCodeResponse.parse(second.json()).discount_code;
      expect(flat).toMatchObject({
        code: 'FLAT-50',
        value: 50,
        min_subtotal: 499.99,
        starts_at: '2025-12-31T18:30:00.000Z',
        ends_at: '2099-01-01T00:00:00.000Z',
        max_uses: 100,
        max_uses_per_phone: 2,
        active: false,
      });

      const list = await call('GET', '/api/account/discounts', sunrise);
      expect(list.statusCode).toBe(200);
      const codes = discountCodeListResponse.parse(list.json()).discount_codes.map((c) => c.code);
      expect(codes.slice(0, 2)).toEqual(['FLAT-50', 'SPRING5']);

      await t.database.db.update(discountCodes).set({ uses: 7 }).where(eq(discountCodes.id, flat.discount_code_id));
      const replaced = await call('PUT', `/api/account/discounts/${flat.discount_code_id}`, sunrise, {
        code: 'flat-60',
        kind: 'amount',
        value: 60,
        max_uses: 7,
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(replaced.json().discount_code).toMatchObject({
        discount_code_id: flat.discount_code_id,
        code: 'FLAT-60',
        value: 60,
        // A replacement: what is not sent goes back to its default.
        min_subtotal: null,
        starts_at: null,
        max_uses: 7,
        active: true,
        uses: 7,
      });

      const gone = await call('DELETE', `/api/account/discounts/${flat.discount_code_id}`, sunrise);
      expect(gone.statusCode).toBe(200);
      expect((await call('DELETE', `/api/account/discounts/${flat.discount_code_id}`, sunrise)).statusCode).toBe(404);
      const after = discountCodeListResponse.parse((await call('GET', '/api/account/discounts', sunrise)).json());
      expect(after.discount_codes.map((c) => c.code)).not.toContain('FLAT-60');
    });

    it('refuses a code the shop already has, in any case, on `code`; another shop may have it', async () => {
      await codeId({ code: 'SUMMER10', kind: 'percent', value: 10 });
      const again = await create({ code: 'summer10', kind: 'amount', value: 5 });
      expect(again.statusCode).toBe(409);
      expect(again.json().errors).toEqual({ code: 'This shop already has the code SUMMER10.' });

      const other = await codeId({ code: 'OTHER10', kind: 'percent', value: 10 });
      const renamed = await call('PUT', `/api/account/discounts/${other}`, sunrise, {
        code: 'Summer10',
        kind: 'percent',
        value: 10,
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json().errors.code).toBe('This shop already has the code SUMMER10.');

      expect((await create({ code: 'SUMMER10', kind: 'percent', value: 10 }, bakery)).statusCode).toBe(201);
    });

    it('checks every field', async () => {
      const cases: [object, string][] = [
        [{ code: 'AB', kind: 'percent', value: 10 }, 'code'],
        [{ code: 'NO SPACES', kind: 'percent', value: 10 }, 'code'],
        [{ code: 'PCT101', kind: 'percent', value: 101 }, 'value'],
        [{ code: 'PCT0', kind: 'percent', value: 0 }, 'value'],
        [{ code: 'PCTHALF', kind: 'percent', value: 12.5 }, 'value'],
        [{ code: 'AMT0', kind: 'amount', value: 0 }, 'value'],
        [{ code: 'AMTNEG', kind: 'amount', value: -5 }, 'value'],
        [{ code: 'AMT3DP', kind: 'amount', value: 1.005 }, 'value'],
        [{ code: 'BADKIND', kind: 'free', value: 10 }, 'kind'],
        [{ code: 'BADMIN', kind: 'percent', value: 10, min_subtotal: -1 }, 'min_subtotal'],
        [{ code: 'BADSTART', kind: 'percent', value: 10, starts_at: 'tomorrow' }, 'starts_at'],
        [
          {
            code: 'BACKWARDS',
            kind: 'percent',
            value: 10,
            starts_at: '2026-06-01T00:00:00Z',
            ends_at: '2026-05-01T00:00:00Z',
          },
          'ends_at',
        ],
        [{ code: 'USES0', kind: 'percent', value: 10, max_uses: 0 }, 'max_uses'],
        [{ code: 'USESHALF', kind: 'percent', value: 10, max_uses: 1.5 }, 'max_uses'],
        [{ code: 'PHONE0', kind: 'percent', value: 10, max_uses_per_phone: 0 }, 'max_uses_per_phone'],
        [{ code: 'EXTRA', kind: 'percent', value: 10, uses: 3 }, 'body'],
      ];
      for (const [payload, field] of cases) {
        const res = await create(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(res.json().errors), JSON.stringify(payload)).toContain(field);
      }
      expect((await create({ kind: 'percent', value: 10 })).json().errors).toHaveProperty('code');
    });

    it('answers another shop’s code, and a missing one, with 404; asks for an owner', async () => {
      const id = await codeId({ code: 'MINE-ONLY', kind: 'percent', value: 10 });
      const body = { code: 'MINE-ONLY', kind: 'percent', value: 20 };
      expect((await call('PUT', `/api/account/discounts/${id}`, bakery, body)).statusCode).toBe(404);
      expect((await call('DELETE', `/api/account/discounts/${id}`, bakery)).statusCode).toBe(404);
      expect((await call('GET', `/api/account/discounts/${id}/orders`, bakery)).statusCode).toBe(404);
      expect((await call('PUT', '/api/account/discounts/999999', sunrise, body)).statusCode).toBe(404);
      expect(
        discountCodeListResponse
          .parse((await call('GET', '/api/account/discounts', bakery)).json())
          .discount_codes.map((c) => c.code),
      ).not.toContain('MINE-ONLY');
      expect((await call('GET', '/api/account/discounts', t.headers)).statusCode).toBe(401);
      expect((await call('POST', '/api/account/discounts', t.headers, body)).statusCode).toBe(401);
      const admin = await loginAs(t, 'admin');
      expect((await call('GET', '/api/account/discounts', admin)).statusCode).toBe(403);
      expect((await call('PUT', '/api/account/discounts/abc', sunrise, body)).statusCode).toBe(400);
      // Still as it was.
      const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, id));
      expect(row.value).toBe(10);
    });

    it('stores INR amounts in paise and sends them back in rupees', async () => {
      const id = await codeId({ code: 'INR-AMT', kind: 'amount', value: 12.5, min_subtotal: 499.99 });
      const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, id));
      expect(row).toMatchObject({ value: 1250, minSubtotal: 49999 });
      const percent = await codeId({ code: 'INR-PCT', kind: 'percent', value: 15, min_subtotal: 100 });
      const [pct] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, percent));
      expect(pct).toMatchObject({ value: 15, minSubtotal: 10000 });
      const listed = discountCodeListResponse
        .parse((await call('GET', '/api/account/discounts', sunrise)).json())
        .discount_codes.find((c) => c.discount_code_id === id);
      expect(listed).toMatchObject({ value: 12.5, min_subtotal: 499.99 });
    });

    it('takes whole yen only, refusing ¥12.5 on the field that has it', async () => {
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: t.headers,
        payload: {
          name: 'Yui',
          email: 'yui@discount-tea.example',
          password: 'matcha-2026',
          shop_name: 'Yui Discount Tea',
          shop_catalogue_url: 'yui-discount-tea',
        },
        remoteAddress: '10.56.0.1',
      });
      expect(registered.statusCode, registered.body).toBe(200);
      const yui = { ...t.headers, authorization: `Bearer ${registered.json().token}` };
      expect((await call('PUT', '/api/account/shop', yui, { currency_code: 'JPY' })).statusCode).toBe(200);

      const halfYen = await create({ code: 'YEN-HALF', kind: 'amount', value: 12.5 }, yui);
      expect(halfYen.statusCode).toBe(422);
      expect(halfYen.json().errors).toEqual({ value: 'JPY amounts have no decimals.' });
      const halfMinimum = await create({ code: 'YEN-MIN', kind: 'amount', value: 100, min_subtotal: 1000.5 }, yui);
      expect(halfMinimum.statusCode).toBe(422);
      expect(halfMinimum.json().errors).toEqual({ min_subtotal: 'JPY amounts have no decimals.' });

      const id = await codeId({ code: 'YEN-300', kind: 'amount', value: 300, min_subtotal: 1000 }, yui);
      const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, id));
      expect(row).toMatchObject({ value: 300, minSubtotal: 1000 });
      const refusedEdit = await call('PUT', `/api/account/discounts/${id}`, yui, {
        code: 'YEN-300',
        kind: 'amount',
        value: 299.5,
      });
      expect(refusedEdit.statusCode).toBe(422);
      expect(refusedEdit.json().errors).toHaveProperty('value');

      // A yen order with the code: ¥480 × 3 − ¥300.
      const tea = await call('POST', '/api/account/products', yui, { product_name: 'Hojicha', main_price: 480 });
      expect(tea.statusCode).toBe(201);
      const placed = await order(
        'yen-300',
        3,
        shopper(),
        tea.json().product.product_id,
        await shopIdOf(t, 'yui-discount-tea'),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      expect(createOrderResponse.parse(placed.json()).order).toMatchObject({
        currency_code: 'JPY',
        subtotal: 1440,
        discount: 300,
        discount_code: 'YEN-300',
        total: 1140,
      });
    });
  });

  describe('at checkout', () => {
    it('takes a whole percentage of the goods, rounded down to the paisa', async () => {
      await codeId({ code: 'PCT15', kind: 'percent', value: 15 });
      // 99.99 × 15 % = 14.9985: the shopper gets 14.99 off, never more than 15 %.
      const res = await order('pct15');
      expect(res.statusCode, res.body).toBe(201);
      expect(createOrderResponse.parse(res.json()).order).toMatchObject({
        subtotal: 99.99,
        discount: 14.99,
        discount_code: 'PCT15',
        total: 85,
      });
      const quoted = orderQuoteResponse.parse((await quote(' pct15 ', 3)).json()).quote;
      // 299.97 × 15 % = 44.9955.
      expect(quoted).toMatchObject({ subtotal: 299.97, discount: 44.99, total: 254.98, discount_status: 'applied' });
    });

    it('takes off no more than the goods', async () => {
      await codeId({ code: 'BIG500', kind: 'amount', value: 500 });
      const res = await order('BIG500');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().order).toMatchObject({ subtotal: 99.99, discount: 99.99, total: 0 });
    });

    it('ignores a discount the client sends, and orders without a code as before', async () => {
      const res = await placeOrder(t.app, t.headers, {
        shop_id: sunriseId,
        delivery_type: 'cod',
        customer: shopper(),
        discount: 50,
        total: 1,
        items: [{ product_id: gadget, quantity: 1 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().order).toMatchObject({ subtotal: 99.99, discount: 0, discount_code: '', total: 99.99 });
      expect(orderQuoteResponse.parse((await quote('')).json()).quote.discount_status).toBe('none');
    });

    it('refuses a code that does not apply, on `discount_code`, and the quote says why', async () => {
      await codeId({ code: 'OFF10', kind: 'percent', value: 10, active: false });
      await codeId({ code: 'LATER10', kind: 'percent', value: 10, starts_at: hourFromNow(24) });
      await codeId({
        code: 'OVER10',
        kind: 'percent',
        value: 10,
        starts_at: hourFromNow(-48),
        ends_at: hourFromNow(-24),
      });
      await codeId({ code: 'MIN200', kind: 'amount', value: 20, min_subtotal: 200 });
      const cases: [string, string, RegExp][] = [
        ['NOSUCHCODE', 'unknown', /not valid/],
        ['OFF10', 'unknown', /not valid/],
        ['LATER10', 'not_yet_valid', /not valid yet/],
        ['OVER10', 'expired', /expired/],
        ['MIN200', 'below_minimum', /at least|larger order/],
      ];
      for (const [code, status, message] of cases) {
        const refused = await order(code);
        expect(refused.statusCode, code).toBe(422);
        expect(refused.json().errors.discount_code, code).toMatch(message);
        const quoted = await quote(code);
        expect(quoted.statusCode).toBe(200);
        expect(orderQuoteResponse.parse(quoted.json()).quote, code).toMatchObject({
          discount_status: status,
          discount: 0,
          total: 99.99,
        });
      }
      // Over the minimum (3 × 99.99), the same code applies.
      expect(orderQuoteResponse.parse((await quote('MIN200', 3)).json()).quote).toMatchObject({
        discount_status: 'applied',
        discount: 20,
      });
      const placed = await order('MIN200', 3);
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().order.total).toBe(279.97);
    });

    it('refuses a code whose uses are taken, and gives a cancelled order’s use back', async () => {
      const id = await codeId({ code: 'ONCE', kind: 'amount', value: 10, max_uses: 1 });
      const first = await order('ONCE');
      expect(first.statusCode, first.body).toBe(201);
      const used = await order('ONCE');
      expect(used.statusCode).toBe(422);
      expect(used.json().errors.discount_code).toBe('This code has been used up.');
      expect(orderQuoteResponse.parse((await quote('ONCE')).json()).quote.discount_status).toBe('used_up');

      const list = discountCodeListResponse.parse((await call('GET', '/api/account/discounts', sunrise)).json());
      expect(list.discount_codes.find((c) => c.discount_code_id === id)?.uses).toBe(1);

      const cancel = await call('PUT', `/api/account/orders/${first.json().order.order_id}`, sunrise, {
        order_status: 'cancelled',
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect(orderQuoteResponse.parse((await quote('ONCE')).json()).quote.discount_status).toBe('applied');
      expect((await order('ONCE')).statusCode).toBe(201);
    });

    it('refuses a code a phone has used as often as the code allows per phone', async () => {
      await codeId({ code: 'PERPHONE', kind: 'percent', value: 5, max_uses_per_phone: 1 });
      const asha = shopper();
      expect((await order('PERPHONE', 1, asha)).statusCode).toBe(201);
      // The same number written another way is the same phone.
      const again = await order('PERPHONE', 1, { ...asha, phone: asha.phone.replace(/\s/g, '') });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.discount_code).toBe('This code was already used with this phone number.');
      expect(orderQuoteResponse.parse((await quote('PERPHONE', 1, asha.phone)).json()).quote.discount_status).toBe(
        'used_up_for_phone',
      );
      expect((await order('PERPHONE', 1, shopper())).statusCode).toBe(201);
    });
  });

  it('documents its calls in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    for (const [path, method, failure] of [
      ['/api/account/discounts', 'get', '403'],
      ['/api/account/discounts', 'post', '409'],
      ['/api/account/discounts/{discountId}', 'put', '422'],
      ['/api/account/discounts/{discountId}', 'delete', '404'],
      ['/api/account/discounts/{discountId}/orders', 'get', '404'],
    ] as const) {
      expect(Object.keys(spec.paths[path]?.[method]?.responses ?? {}), `${method} ${path}`).toContain(failure);
    }
  });

  describe('a code’s orders', () => {
    it('lists the orders placed with it, newest first and paged; the owner cannot lower its uses below them', async () => {
      const id = await codeId({ code: 'TRACKED', kind: 'percent', value: 10, max_uses: 10 });
      const placed: { order_id: number; order_number: string; total: number }[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await order('tracked', i + 1);
        expect(res.statusCode, res.body).toBe(201);
        placed.push(res.json().order);
      }
      // An order without the code is not the code's.
      expect((await order(undefined)).statusCode).toBe(201);

      const page = await call('GET', `/api/account/discounts/${id}/orders?per_page=2`, sunrise);
      expect(page.statusCode, page.body).toBe(200);
      const first = discountCodeOrdersResponse.parse(page.json());
      expect(first).toMatchObject({ total: 3, page: 1, per_page: 2 });
      expect(first.orders.map((o) => o.order_id)).toEqual([placed[2].order_id, placed[1].order_id]);
      expect(first.orders[0]).toMatchObject({
        order_number: placed[2].order_number,
        order_status: 'pending',
        delivery_type: 'cod',
        currency_code: 'INR',
        subtotal: 299.97,
        discount: 29.99,
        total: 269.98,
      });
      expect(Date.parse(first.orders[0].created_at)).not.toBeNaN();
      const second = discountCodeOrdersResponse.parse(
        (await call('GET', `/api/account/discounts/${id}/orders?page=2&per_page=2`, sunrise)).json(),
      );
      expect(second.orders.map((o) => o.order_id)).toEqual([placed[0].order_id]);

      const body = { code: 'TRACKED', kind: 'percent', value: 10 };
      const lowered = await call('PUT', `/api/account/discounts/${id}`, sunrise, { ...body, max_uses: 2 });
      expect(lowered.statusCode).toBe(422);
      expect(lowered.json().errors.max_uses).toMatch(/used 3 times/);
      const same = await call('PUT', `/api/account/discounts/${id}`, sunrise, { ...body, max_uses: 3 });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().discount_code).toMatchObject({ max_uses: 3, uses: 3 });

      // Deleted, the code leaves its text on its orders.
      expect((await call('DELETE', `/api/account/discounts/${id}`, sunrise)).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed[0].order_id));
      expect(row).toMatchObject({ discountCodeId: null, discountCode: 'TRACKED', discount: '9.99' });
      const owner = await call('GET', `/api/account/orders/${placed[0].order_id}`, sunrise);
      expect(owner.json().order).toMatchObject({ discount_code: 'TRACKED', discount: 9.99, total: 90 });
      expect((await call('GET', `/api/account/discounts/${id}/orders`, sunrise)).statusCode).toBe(404);
    });
  });
});
