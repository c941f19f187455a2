import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

/** The shop's website as owners type it: the server applies the contracts' rule the form shows. */
describe('PUT /api/account/shop: the website', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'bakery');
  });
  afterAll(() => t?.close());

  const save = (shop_website: string) =>
    t.app.inject({ method: 'PUT', url: '/api/account/shop', headers: owner, payload: { shop_website } });

  it('reads a bare host as https and stores that; the storefront shows the same address', async () => {
    const res = await save('docaria.example');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().shop.shop_website).toBe('https://docaria.example');
    const again = await t.app.inject({ method: 'GET', url: '/api/account/shop', headers: owner });
    expect(again.json().shop.shop_website).toBe('https://docaria.example');
    const shop = await t.app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers: t.headers });
    expect(shop.json().catalogue.shop[0].shop_website).toBe('https://docaria.example');
  });

  it('keeps an address with its scheme, and refuses what is no web address, naming the field', async () => {
    expect((await save('http://docaria.example/menu')).json().shop.shop_website).toBe('http://docaria.example/menu');
    const bad = await save('docaria');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(['shop_website']);
  });
});
