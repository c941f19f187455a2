import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs, shopIdOf } from './helpers.js';

/**
 * A renamed shop's former address stays its own. Nobody can register it or
 * rename onto it, and its pages and share cards answer 301 to the current address.
 */
describe('former shop addresses', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'vitrine-addresses-web-'));
    mkdirSync(path.join(webDist, 'static'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>V</title></head><body></body></html>',
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const renameTo = (headers: Record<string, string>, url: string) =>
    t.app.inject({ method: 'PUT', url: '/api/account/shop', headers, payload: { shop_catalogue_url: url } });
  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('keeps the old address for the renamed shop: taken for strangers, 301 to the new one', async () => {
    const owner = await loginAs(t, 'sunrise');
    const shopId = await shopIdOf(t, 'sunrise-electronics');
    expect((await renameTo(owner, 'sunrise-store')).statusCode).toBe(200);

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/auth/check-url/sunrise-electronics',
      headers: t.headers,
    });
    expect(check.json()).toMatchObject({ available: false, reason: 'This address is taken.' });

    const squat = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: t.headers,
      remoteAddress: '10.77.0.1',
      payload: {
        name: 'Stranger',
        email: 'stranger@squat.example',
        password: 'squatter-2026',
        shop_name: 'Not Sunrise',
        shop_catalogue_url: 'sunrise-electronics',
      },
    });
    expect(squat.statusCode).toBe(409);
    expect(squat.json().errors.shop_catalogue_url).toBe('This address is taken.');

    // Another owner cannot rename onto it either.
    expect((await renameTo(await loginAs(t, 'bakery'), 'sunrise-electronics')).statusCode).toBe(409);

    const home = await page('/sunrise-electronics');
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe('/sunrise-store');
    const product = await page('/sunrise-electronics/product-detail/galaxy-phone/MQ==?ref=qr');
    expect(product.statusCode).toBe(301);
    expect(product.headers.location).toBe('/sunrise-store/product-detail/galaxy-phone/MQ==?ref=qr');
    const checkout = await page('/sunrise-electronics/checkout');
    expect(checkout.headers.location).toBe('/sunrise-store/checkout');

    const shopCard = await t.app.inject({ method: 'GET', url: '/og/shop/sunrise-electronics-0123456789abcdef.jpg' });
    expect(shopCard.statusCode).toBe(301);
    expect(shopCard.headers.location).toBe('/og/shop/sunrise-store-0123456789abcdef.jpg');
    const productCard = await t.app.inject({
      method: 'GET',
      url: `/og/product/sunrise-electronics/${shopId}-0123456789abcdef.jpg`,
    });
    expect(productCard.statusCode).toBe(301);
    expect(productCard.headers.location).toBe(`/og/product/sunrise-store/${shopId}-0123456789abcdef.jpg`);

    // The new address is the shop's page; an address nobody ever had is still not found.
    expect((await page('/sunrise-store')).statusCode).toBe(200);
    expect((await page('/never-was-a-shop')).statusCode).toBe(404);
  });

  it('follows a second rename, and lets the shop take a former address back', async () => {
    const owner = await loginAs(t, 'sunrise');
    expect((await renameTo(owner, 'sunrise-third')).statusCode).toBe(200);
    expect((await page('/sunrise-electronics')).headers.location).toBe('/sunrise-third');
    expect((await page('/sunrise-store')).headers.location).toBe('/sunrise-third');

    expect((await renameTo(owner, 'sunrise-electronics')).statusCode).toBe(200);
    expect((await page('/sunrise-electronics')).statusCode).toBe(200);
    expect((await page('/sunrise-third')).headers.location).toBe('/sunrise-electronics');
  });

  it('lets only one of a sign-up and a rename racing for one address have it', async () => {
    const bakery = await loginAs(t, 'bakery');
    const [rename, signUp] = await Promise.all([
      renameTo(bakery, 'contested-address'),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: t.headers,
        remoteAddress: '10.77.0.2',
        payload: {
          name: 'Racer',
          email: 'racer@race.example',
          password: 'racing-2026',
          shop_name: 'Racer',
          shop_catalogue_url: 'contested-address',
        },
      }),
    ]);
    expect([rename.statusCode, signUp.statusCode].sort()).toEqual([200, 409]);
  });
});
