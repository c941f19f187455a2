import { currencyCodes, currencyExponent } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

/** One table of currency decimals (contracts) decides what may be stored, what is charged and what is shown. */
describe('currencies and their minor units', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: t.headers,
      payload: {
        name: 'Yui',
        email: 'yui@tea.example',
        password: 'matcha-2026',
        shop_name: 'Yui Tea',
        shop_catalogue_url: 'yui-tea',
      },
      remoteAddress: '10.55.0.1',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    owner = { ...t.headers, authorization: `Bearer ${registered.json().token}` };
  });
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: object, headers = owner) =>
    t.app.inject({ method, url, headers, payload });

  it('offers only the currencies of the table', async () => {
    expect(currencyCodes).toContain('JPY');
    expect(currencyExponent('JPY')).toBe(0);
    expect(currencyCodes).not.toContain('KWD');
    for (const code of ['KWD', 'XYZ', 'jpy']) {
      const res = await call('PUT', '/api/account/shop', { currency_code: code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json().errors).toHaveProperty('currency_code');
    }
  });

  it('refuses a switch to yen while prices have cents, then takes it once they are whole', async () => {
    const product = await call('POST', '/api/account/products', { product_name: 'Sencha', main_price: 12.5 });
    expect(product.statusCode, product.body).toBe(201);
    const refused = await call('PUT', '/api/account/shop', { currency_code: 'JPY' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.currency_code).toMatch(/no decimals/);
    const id = product.json().product.product_id;
    expect((await call('PUT', `/api/account/products/${id}`, { main_price: 1200 })).statusCode).toBe(200);
    expect((await call('PUT', '/api/account/shop', { currency_code: 'JPY' })).statusCode).toBe(200);
  });

  it('stores no cents on a yen price, and charges and shows whole yen', async () => {
    const cents = await call('POST', '/api/account/products', { product_name: 'Gyokuro', main_price: 100.5 });
    expect(cents.statusCode).toBe(422);
    expect(cents.json().errors).toEqual({ main_price: 'JPY prices have no decimals.' });
    const variantCents = await call('POST', '/api/account/products', {
      product_name: 'Gyokuro',
      main_price: 100,
      variants: [
        { product_variant_name: '50 g', price: 900 },
        { product_variant_name: '100 g', price: 1799.99 },
      ],
    });
    expect(variantCents.statusCode).toBe(422);
    expect(Object.keys(variantCents.json().errors)).toEqual(['variants.1.price']);

    const made = await call('POST', '/api/account/products', { product_name: 'Hojicha', main_price: 480 });
    expect(made.statusCode).toBe(201);
    const catalogue = (
      await t.app.inject({ method: 'GET', url: '/api/getcatalogue/yui-tea', headers: t.headers })
    ).json().catalogue;
    const hojicha = catalogue.products.find((p: { product_name: string }) => p.product_name === 'Hojicha');
    expect(hojicha.main_price).toBe(480);

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...t.headers, 'idempotency-key': 'yen-order-000001' },
      payload: {
        shop_id: catalogue.shop[0].shop_id,
        delivery_type: 'cod',
        customer: {
          name: 'Ken',
          phone: '+81 90 1234 5678',
          address_line1: '1-2-3 Ginza',
          city: 'Tokyo',
          postal_code: '104-0061',
        },
        items: [{ product_id: hojicha.product_id, quantity: 3 }],
      },
      remoteAddress: '10.55.0.2',
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().order).toMatchObject({ currency_code: 'JPY', total: 1440 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.json().order.order_id));
    expect(row.total).toBe('1440.00');
  });

  it('still lets the existing demo shops keep their two-decimal prices', async () => {
    const sunrise = await loginAs(t, 'sunrise');
    expect((await call('PUT', '/api/account/shop', { currency_code: 'INR' }, sunrise)).statusCode).toBe(200);
  });
});
