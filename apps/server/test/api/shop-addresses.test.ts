import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema.js';
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
  // Runs after the renames above: the shop is back at sunrise-electronics, sunrise-third is former.
  it('sends any case of an address to its lower-case spelling with 301, keeping path and query', async () => {
    const home = await page('/Sunrise-Electronics');
    expect(home.statusCode).toBe(301);
    expect(home.headers.location).toBe('/sunrise-electronics');
    expect(home.headers['cache-control']).toBe('public, max-age=300');
    // The rest of the path keeps its case (a product id is base64), and the query string stays.
    const product = await page('/SUNRISE-ELECTRONICS/product-detail/Galaxy-Phone/MQ==?ref=QR&x=1');
    expect(product.statusCode).toBe(301);
    expect(product.headers.location).toBe('/sunrise-electronics/product-detail/Galaxy-Phone/MQ==?ref=QR&x=1');
    expect((await page('/Sunrise-Electronics/checkout')).headers.location).toBe('/sunrise-electronics/checkout');
    expect((await page('/Sunrise-electronics/order-confirmation')).headers.location).toBe(
      '/sunrise-electronics/order-confirmation',
    );
    // An order page's address holds its secret: the redirect is neither stored nor passed on.
    const order = await page('/Sunrise-Electronics/order/1042/SeCrEt-Token');
    expect(order.statusCode).toBe(301);
    expect(order.headers.location).toBe('/sunrise-electronics/order/1042/SeCrEt-Token');
    expect(order.headers['cache-control']).toBe('no-store');
    expect(order.headers['referrer-policy']).toBe('no-referrer');
    // A former address in capitals goes to the current one in one hop.
    expect((await page('/Sunrise-Third/checkout?step=2')).headers.location).toBe(
      '/sunrise-electronics/checkout?step=2',
    );
    // Feeds (whose addresses owners paste into Meta and Google) and share cards follow the same rule.
    const feed = await t.app.inject({ method: 'GET', url: '/Sunrise-Electronics/feeds/meta.csv?v=2' });
    expect(feed.statusCode).toBe(301);
    expect(feed.headers.location).toBe('/sunrise-electronics/feeds/meta.csv?v=2');
    const formerFeed = await t.app.inject({ method: 'GET', url: '/sunrise-third/feeds/google.xml' });
    expect(formerFeed.headers.location).toBe('/sunrise-electronics/feeds/google.xml');
    expect((await t.app.inject({ method: 'GET', url: '/sunrise-electronics/feeds/meta.csv' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/No-Such-Shop/feeds/meta.csv' })).statusCode).toBe(404);
    const card = await t.app.inject({ method: 'GET', url: '/og/shop/Sunrise-Electronics-0123456789abcdef.jpg' });
    expect(card.statusCode).toBe(301);
    expect(card.headers.location).toBe('/og/shop/sunrise-electronics-0123456789abcdef.jpg');
    // The canonical address itself is the page.
    expect((await page('/sunrise-electronics')).statusCode).toBe(200);
  });

  it('answers "Shop not found" (404) to an address no shop has in any case, or a suspended shop in capitals', async () => {
    for (const url of [
      '/No-Such-Shop',
      '/NO-SUCH-SHOP/product-detail/x/MQ==',
      '/Login-Shop',
      '/Sunrise--Electronics',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<title>Shop not found</title>');
    }
    await t.database.db.update(shops).set({ status: 'suspended' }).where(eq(shops.shopCatalogueUrl, 'bulk-mart'));
    await t.app.events.publish({ type: 'shop.changed', shopId: 0 });
    try {
      expect((await page('/Bulk-Mart')).statusCode).toBe(404);
    } finally {
      await t.database.db.update(shops).set({ status: 'active' }).where(eq(shops.shopCatalogueUrl, 'bulk-mart'));
      await t.app.events.publish({ type: 'shop.changed', shopId: 0 });
    }
    expect((await page('/Bulk-Mart')).headers.location).toBe('/bulk-mart');
  });

  it('gives every one of many capitalised requests at once the same redirect', async () => {
    const spellings = ['/BULK-MART', '/Bulk-Mart', '/bulk-Mart', '/BuLk-MaRt'];
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => page(spellings[i % spellings.length])));
    for (const res of answers) {
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/bulk-mart');
    }
  });

  it("answers the API's storefront reads for any case of the address, naming the canonical one", async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers });
    const catalogue = await get('/api/getcatalogue/Sunrise-Electronics');
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.json().catalogue.shop[0].shop_catalogue_url).toBe('sunrise-electronics');
    const canonical = await get('/api/getcatalogue/sunrise-electronics');
    expect(catalogue.headers.etag).toBe(canonical.headers.etag);
    const shop = await get('/api/getshop/SUNRISE-ELECTRONICS');
    expect(shop.statusCode).toBe(200);
    expect(shop.json().shop.shop_catalogue_url).toBe('sunrise-electronics');
    expect((await get('/api/getcataloguepage/Sunrise-Electronics?page=1')).statusCode).toBe(200);
    const productId = canonical.json().catalogue.products[0].product_id as number;
    expect((await get(`/api/getproduct/Sunrise-Electronics/${productId}`)).statusCode).toBe(200);
    expect((await get(`/api/getproducts/Sunrise-Electronics?ids=${productId}`)).statusCode).toBe(200);
    for (const url of ['/api/getcatalogue/No-Such-Shop', '/api/getshop/NO-SUCH-SHOP']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ status: 'fail', message: 'No shop has this catalogue address.' });
    }
  });
});
