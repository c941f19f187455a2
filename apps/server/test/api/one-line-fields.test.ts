import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';

/** One-line texts never store a CR, LF or other control character; notes keep their lines. */
describe('one-line fields over the API', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'sunrise');
  });
  afterAll(() => t?.close());

  it('refuses CR/LF in the shop name, tagline and address, naming each field, and stores nothing', async () => {
    const before = (await catalogueOf(t, 'sunrise-electronics')).shop[0] as unknown as Record<string, string>;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: owner,
      payload: {
        shop_name: 'Sunrise\r\nBcc: victim@example.com',
        shop_tagline: 'Best\nprices',
        shop_add_line1: 'Line\u2028two',
        shop_city: 'Pune\u0085',
        seo_title: 'Ti\rtle',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'seo_title',
      'shop_add_line1',
      'shop_city',
      'shop_name',
      'shop_tagline',
    ]);
    const after = (await catalogueOf(t, 'sunrise-electronics')).shop[0] as unknown as Record<string, string>;
    expect(after.shop_name).toBe(before.shop_name);
  });

  it('refuses a line break in a product or category name, keeps one in a description', async () => {
    const products = (await catalogueOf(t, 'sunrise-electronics')).products;
    const id = products[0].product_id;
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/account/products/${id}`, headers: owner, payload });
    expect((await put({ product_name: 'Phone\nFREE' })).json().errors).toHaveProperty('product_name');
    expect((await put({ description: 'Line one\nLine two' })).statusCode).toBe(200);
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/account/categories',
      headers: owner,
      payload: { name: 'Pho\r\nnes' },
    });
    expect(category.statusCode).toBe(400);
    expect(category.json().errors).toHaveProperty('name');
  });

  it("refuses a line break in a shopper's name at checkout, keeps one in the note", async () => {
    const sunrise = await catalogueOf(t, 'sunrise-electronics');
    const product = sunrise.products.find((p) => p.variants.length === 0 && p.in_stock)!;
    const order = (customerName: string, note: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...t.headers, 'idempotency-key': `one-line-${Math.random().toString(36).slice(2)}` },
        remoteAddress: '10.60.0.1',
        payload: {
          shop_id: sunrise.shop[0].shop_id,
          delivery_type: 'cod',
          customer: {
            name: customerName,
            phone: '+91 98765 43210',
            address_line1: '1 Road',
            city: 'Pune',
            postal_code: '411001',
          },
          note,
          items: [{ product_id: product.product_id, quantity: 1 }],
        },
      });
    const refused = await order('Asha\r\nRao', '');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['customer.name']);
    expect((await order('Asha Rao', 'Ring twice\nthen wait')).statusCode).toBe(201);
  });
});
