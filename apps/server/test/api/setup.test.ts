import { defaultCatalogueHeader, setupGuideResponse } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the setup guide (GET /api/account/setup)', () => {
  let owner: Record<string, string>;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: owner, payload });
  const guide = async () => {
    const res = await call('GET', '/api/account/setup');
    expect(res.statusCode, res.body).toBe(200);
    return setupGuideResponse.parse(res.json()).setup;
  };
  const ticked = async () => (await guide()).steps.filter((s) => s.done).map((s) => s.id);

  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: t.headers,
      remoteAddress: '10.31.0.1',
      payload: {
        name: 'Ana',
        email: 'ana@setup.example',
        password: 'setup-pass-31',
        shop_name: 'Ana Ceramics',
        shop_catalogue_url: 'ana-ceramics',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    owner = { ...t.headers, authorization: `Bearer ${res.json().token}` };
  });

  it('starts with every step open on a fresh shop', async () => {
    const setup = await guide();
    expect(setup.steps.map((s) => s.id)).toEqual([
      'logo',
      'header',
      'contact',
      'category',
      'product',
      'delivery',
      'shared',
    ]);
    expect(setup).toMatchObject({ done: 0, total: 7, dismissed_at: null });
  });

  it('ticks each step from the shop’s data as the owner does it', async () => {
    // A product without a picture is not yet the "first product with a picture".
    const bare = await call('POST', '/api/account/products', { product_name: 'Bowl', main_price: 12, in_stock: true });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(await ticked()).toEqual([]);
    const pictured = await call('POST', '/api/account/products', {
      product_name: 'Vase',
      main_price: 30,
      image_url: '/assets/speaker.svg',
      in_stock: true,
    });
    expect(pictured.statusCode, pictured.body).toBe(201);
    expect(await ticked()).toEqual(['product']);

    expect((await call('POST', '/api/account/categories', { name: 'Vases' })).statusCode).toBe(201);
    const shop = await call('PUT', '/api/account/shop', {
      shop_add_line1: '3 Rua das Flores',
      mobile_phone_primary: '+351 912 345 678',
      shop_images: [{ image_url: '/assets/speaker.svg', image_type: 'logo' }],
      shop_catalogue_header: { ...defaultCatalogueHeader, bg_color: '#112233' },
    });
    expect(shop.statusCode, shop.body).toBe(200);
    expect(await ticked()).toEqual(['logo', 'header', 'contact', 'category', 'product']);

    const delivery = await call('GET', '/api/account/delivery');
    expect(delivery.statusCode, delivery.body).toBe(200);
    const { pickup, delivery: handover } = delivery.json().delivery;
    const saved = await call('PUT', '/api/account/delivery', {
      pickup: { ...pickup, hours: 'Mon–Fri 9–18' },
      delivery: handover,
      payment: { upi_id: '', pix_key: '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await guide()).steps.find((s) => s.id === 'delivery')?.done).toBe(true);

    const shared = await call('POST', '/api/account/setup/shared');
    expect(shared.statusCode, shared.body).toBe(200);
    expect(setupGuideResponse.parse(shared.json()).setup).toMatchObject({ done: 7, total: 7 });
  });

  it('is dismissed and reopened per shop, on the server', async () => {
    const dismissed = await call('PUT', '/api/account/setup', { dismissed: true });
    expect(dismissed.statusCode).toBe(200);
    expect((await guide()).dismissed_at).toEqual(expect.any(String));
    // Another shop's guide is its own.
    const other = await loginAs(t, 'sunrise');
    const theirs = await t.app.inject({ method: 'GET', url: '/api/account/setup', headers: other });
    expect(theirs.json().setup.dismissed_at).toBeNull();
    expect((await call('PUT', '/api/account/setup', { dismissed: false })).statusCode).toBe(200);
    expect((await guide()).dismissed_at).toBeNull();
    expect((await call('PUT', '/api/account/setup', { dismissed: 'yes' })).statusCode).toBe(400);
  });

  it('is for owners only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/setup', headers: t.headers });
    expect(res.statusCode).toBe(401);
    const admin = await loginAs(t, 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/account/setup', headers: admin })).statusCode).toBe(403);
  });
});
