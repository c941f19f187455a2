import { catalogueResponse, productCategoriesResponse, shopSeoResponse } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, shops } from '../../src/db/schema.js';
import { PUBLIC_CACHE_CONTROL } from '../../src/http/shared-cache.js';
import { getCatalogueService } from '../../src/modules/catalogue/service.js';
import type { TestApp } from '../support/test-app.js';

/** Cases run by a test file that shares one app between several groups (each app costs seconds). */
export const catalogueCases = (app: () => Promise<TestApp>) =>
  describe('public catalogue reads', () => {
    let t: TestApp;
    let sunriseId: number;
    beforeAll(async () => {
      t = await app();
      const [row] = await t.database.db
        .select({ id: shops.id })
        .from(shops)
        .where(eq(shops.shopCatalogueUrl, 'sunrise-electronics'));
      sunriseId = row.id;
    });

    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { ...t.headers, ...headers } });

    it('answers a shop with every spec field and its products', async () => {
      const res = await get('/api/getcatalogue/sunrise-electronics');
      expect(res.statusCode).toBe(200);
      const body = catalogueResponse.parse(res.json());
      const [shop] = body.catalogue.shop;
      expect(shop).toMatchObject({
        shop_id: sunriseId,
        shop_catalogue_url: 'sunrise-electronics',
        currency_code: 'INR',
      });
      expect(typeof shop.shop_catalogue_header).toBe('string');
      expect(JSON.parse(shop.shop_catalogue_header)).toHaveProperty('bg_color');
      expect(shop.shop_images[0]).toMatchObject({ image_type: 'logo' });
      const phone = body.catalogue.products.find((p) => p.product_name === 'Nova X1 Smartphone');
      expect(phone).toMatchObject({ main_price: 24999, in_stock: true });
      expect(phone?.variants.map((v) => v.price)).toEqual([24999, 27999, 32999]);
      expect(phone?.images.length).toBeGreaterThan(1);
      expect(body.catalogue.products.some((p) => !p.in_stock)).toBe(true);
    });

    it('answers unknown, malformed and suspended shops with 404 fail', async () => {
      for (const url of ['no-such-shop', 'UPPER', '%00', 'a'.repeat(101)]) {
        const res = await get(`/api/getcatalogue/${url}`);
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.json()).toMatchObject({ status: 'fail' });
      }
      await t.database.db.update(shops).set({ status: 'suspended' }).where(eq(shops.shopCatalogueUrl, 'corner-bakery'));
      await t.app.events.publish({ type: 'shop.changed', shopId: 0 });
      const res = await get('/api/getcatalogue/corner-bakery');
      expect(res.statusCode).toBe(404);
      await t.database.db.update(shops).set({ status: 'active' }).where(eq(shops.shopCatalogueUrl, 'corner-bakery'));
    });

    it('sends ETag and Cache-Control and answers 304 to If-None-Match', async () => {
      const first = await get('/api/getcatalogue/sunrise-electronics');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      // Revalidated on every visit (cheap with the ETag), so an edit shows on a shopper's next reload.
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      // A data answer, never a page: OWASP's REST set, computed once (a 401 carries it too), and
      // none of the page-only headers helmet adds to documents.
      const rest = "default-src 'none'; frame-ancestors 'none'";
      expect(first.headers['content-security-policy']).toBe(rest);
      expect(first.headers['x-frame-options']).toBe('DENY');
      expect(first.headers['referrer-policy']).toBeTruthy();
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
        expect(first.headers[pageOnly], pageOnly).toBeUndefined();
      }
      const refused = await t.app.inject({ method: 'GET', url: '/api/getcatalogue/sunrise-electronics' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.headers['content-security-policy']).toBe(rest);
      expect(first.headers['strict-transport-security']).toBeTruthy();
      const again = await get('/api/getcatalogue/sunrise-electronics', { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('serves compressed bodies that decode to the same JSON', async () => {
      const plain = await get('/api/getcatalogue/sunrise-electronics');
      const br = await get('/api/getcatalogue/sunrise-electronics', { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding']).toBe('br');
      const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      const gz = await get('/api/getcatalogue/sunrise-electronics', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    });

    it('answers cache hits over the wire with headers prepared once, in each encoding', async () => {
      const { get: httpGet } = await import('node:http');
      const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const wire = (path: string, headers: Record<string, string>) =>
        new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          httpGet(`${address}${path}`, { headers }, (res) => {
            const parts: Buffer[] = [];
            res.on('data', (c) => parts.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
            );
          }).on('error', reject);
        });
      const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (b: Buffer) => b };
      // The whole list, and a shop's first page (the default view: no query string).
      const paths = ['/api/getcatalogue/sunrise-electronics', '/api/getcataloguepage/sunrise-electronics'];
      for (const [path, encoding] of paths.flatMap((p) =>
        (['br', 'gzip', 'identity'] as const).map((e) => [p, e] as const),
      )) {
        const routed = await get(path);
        const sent = await wire(path, { ...t.headers, 'accept-encoding': encoding });
        expect(sent.status, encoding).toBe(200);
        expect(sent.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
        expect(sent.headers['content-length'], encoding).toBe(String(sent.body.length));
        expect(sent.headers, encoding).toMatchObject({
          etag: routed.headers.etag,
          'cache-control': PUBLIC_CACHE_CONTROL,
          vary: 'accept-encoding',
          'content-type': 'application/json; charset=utf-8',
          'x-content-type-options': 'nosniff',
          'content-security-policy': routed.headers['content-security-policy'],
          'x-frame-options': 'DENY',
        });
        expect(JSON.parse(decode[encoding](sent.body).toString()), encoding).toEqual(routed.json());
      }
      // Refused and conditional requests are the route's: 401 without the key, 304 with the ETag.
      expect((await wire('/api/getcatalogue/sunrise-electronics', {})).status).toBe(401);
      const etag = (await get('/api/getcatalogue/sunrise-electronics')).headers.etag as string;
      const revalidated = await wire('/api/getcatalogue/sunrise-electronics', { ...t.headers, 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.etag).toBe(etag);
    });

    it('shows an edit at once after the shop is invalidated', async () => {
      const before = await get('/api/getcatalogue/sunrise-electronics');
      await t.database.db.update(products).set({ productName: 'Renamed Phone' }).where(eq(products.shopId, sunriseId));
      await t.app.events.publish({ type: 'shop.changed', shopId: sunriseId });
      const after = await get('/api/getcatalogue/sunrise-electronics');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(catalogueResponse.parse(after.json()).catalogue.products[0].product_name).toBe('Renamed Phone');
    });

    it('answers the SEO data of a shop, 404 for unknown and 400 for a malformed id', async () => {
      const res = await get(`/api/getshopseo/${sunriseId}`);
      expect(res.statusCode).toBe(200);
      const { shop_seo } = shopSeoResponse.parse(res.json());
      expect(shop_seo.title).toBeTruthy();
      expect(shop_seo.canonical_url).toBe('/sunrise-electronics');
      expect((await get('/api/getshopseo/999999')).statusCode).toBe(404);
      const bad = await get('/api/getshopseo/abc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ status: 'fail', errors: { 'params.shopId': expect.any(String) } });
      expect((await get('/api/getshopseo/99999999999')).statusCode).toBe(400);
    });

    it('answers product categories with counts', async () => {
      const res = await get(`/api/getproductcategories/${sunriseId}`);
      expect(res.statusCode).toBe(200);
      const { product_categories } = productCategoriesResponse.parse(res.json());
      expect(product_categories.length).toBeGreaterThan(1);
      expect(product_categories.every((c) => c.product_count >= 0)).toBe(true);
      expect(product_categories.reduce((n, c) => n + c.product_count, 0)).toBeGreaterThan(0);
      expect((await get('/api/getproductcategories/999999')).statusCode).toBe(404);
    });

    it('lets server modules read a shop and its SEO data from the same cache', async () => {
      const service = getCatalogueService(t.app);
      const found = await service.shopCatalogue('sunrise-electronics');
      expect(found?.shop.shop_id).toBe(sunriseId);
      expect(found?.products.length).toBeGreaterThan(5);
      expect((await service.seoBody(sunriseId))?.value.shop_seo.canonical_url).toBe('/sunrise-electronics');
      expect(await service.shopCatalogue('nope-shop')).toBeNull();
    });

    it('answers bulk-mart with 5,000 products', async () => {
      const res = await get('/api/getcatalogue/bulk-mart', { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const { brotliDecompressSync } = await import('node:zlib');
      const body = catalogueResponse.parse(JSON.parse(brotliDecompressSync(res.rawPayload).toString()));
      expect(body.catalogue.products).toHaveLength(5000);
    });
  });
