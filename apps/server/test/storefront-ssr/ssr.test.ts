import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema.js';
import { storefrontAnswer } from '../../src/modules/storefront-ssr/answers.js';
import { scriptsAfterContent } from '../../src/modules/storefront-ssr/renderer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The server side of server-rendered shop pages: the answers it hands the web build's
 * server entry, where the markup lands, and when a rendering is reused. The web's real entry runs
 * in the browser tests (e2e/tests/storefront-ssr.spec.ts); here a small entry with the same
 * interface records what it was asked.
 */
const ENTRY = `
globalThis.ssrRenders = 0;
export const renderer = {
  async prepare({ url, language, answer }) {
    if (url.includes('/order-confirmation')) return null;
    const shopUrl = url.split('?')[0].split('/')[1];
    const shop = await answer('getshop/' + shopUrl);
    return {
      key: language + ' ' + url + ' ' + (shop ? shop.etag : 'none'),
      status: shop ? 200 : 404,
      async render() {
        if (shopUrl === 'explode') throw new Error('render failed');
        globalThis.ssrRenders++;
        const name = shop ? JSON.parse(shop.json).shop.shop_name : 'not found';
        return { html: '<main>' + name + ' in ' + language + '</main>', boot: JSON.stringify({ language }) };
      },
    };
  },
};
`;

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Vitrine</title></head>
  <body>
    <div id="root"></div>
    <script type="module" src="/static/index.js"></script>
  </body>
</html>`;

let t: TestApp;
let root: string;
const renders = () => (globalThis as { ssrRenders?: number }).ssrRenders ?? 0;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'vitrine-ssr-'));
  mkdirSync(path.join(root, 'dist'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist/index.html'), INDEX);
  writeFileSync(path.join(root, 'dist-ssr/entry-server.js'), ENTRY);
  t = await createTestApp({ env: { WEB_DIST: path.join(root, 'dist') } });
});
afterAll(async () => {
  await t?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('server-rendered shop pages', () => {
  it('writes the markup into #root, the data beside it and the language into <html lang>', async () => {
    const res = await get('/sunrise-electronics', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr"');
    expect(res.body).toContain('<div id="root"><main>Sunrise Electronics in fr</main></div>');
    expect(res.body).toContain('<script type="application/json" id="vt-boot">{"language":"fr"}</script>');
    // The link-preview tags are still written.
    expect(res.body).toContain('<meta property="og:title"');
  });

  it("renders in the remembered language (cookie) before Accept-Language's", async () => {
    const res = await get('/sunrise-electronics', { 'accept-language': 'fr', cookie: 'a=1; vitrine_lang=pt' });
    expect(res.body).toContain('<html lang="pt"');
    expect(res.body).toContain('in pt</main>');
  });

  it("keeps a rendering until the shop's data changes, then renders again", async () => {
    await get('/corner-bakery');
    const before = renders();
    await get('/corner-bakery');
    await get('/corner-bakery');
    expect(renders()).toBe(before);
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.shopCatalogueUrl, 'corner-bakery'));
    await t.database.db.update(shops).set({ shopName: 'Corner Bakery & Co' }).where(eq(shops.id, shop.id));
    await t.app.events.publish({ type: 'shop.changed', shopId: shop.id });
    const res = await get('/corner-bakery');
    expect(renders()).toBe(before + 1);
    expect(res.body).toContain('Corner Bakery & Co in en');
  });

  it('an unknown shop is rendered with status 404; so is checkout, its scripts after the content; an order stays in the browser', async () => {
    const missing = await get('/no-such-shop');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main>not found in en</main>');
    // Checkout's frame, its scripts after the content as on the other rendered pages.
    const checkout = await get('/sunrise-electronics/checkout');
    expect(checkout.statusCode).toBe(200);
    expect(checkout.body).toContain('<main>Sunrise Electronics in en</main>');
    expect(checkout.body).toContain('<script type="module" fetchpriority="low" src="/static/index.js"></script>');
    const confirmation = await get('/sunrise-electronics/order-confirmation');
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain('<div id="root"></div>');
    const order = await get('/sunrise-electronics/order/1001/abc');
    expect(order.body).toContain('<div id="root"></div>');
    expect(order.body).not.toContain('Sunrise Electronics in en');
  });

  it('a failed render leaves the page to the browser instead of failing the request', async () => {
    const res = await get('/explode');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('vt-boot');
  });

  it('gives the entry exactly the bytes the API sends, and null for a 404 or a path that is no storefront read', async () => {
    const catalogue = t.app.catalogue;
    for (const apiPath of [
      'getshop/sunrise-electronics',
      'getcataloguepage/sunrise-electronics?sort=price-asc&page=1',
      'getcataloguepage/bulk-mart?q=a&page=2',
      'getproductcategories/1',
      'getshopseo/1',
    ]) {
      const api = await t.app.inject({
        method: 'GET',
        url: `/api/${apiPath}`,
        headers: { 'api-key': t.config.apiKey },
      });
      expect(api.statusCode, apiPath).toBe(200);
      const answer = await storefrontAnswer(catalogue, apiPath);
      expect(answer?.json, apiPath).toBe(api.body);
      expect(answer?.etag, apiPath).toBe(api.headers.etag);
    }
    for (const apiPath of [
      'getshop/no-such-shop',
      'getshop/Not%20A%20Url',
      'getshop/%E0%A4%A',
      'getproduct/sunrise-electronics/abc',
      'getproductcategories/0',
      'getcatalogue/sunrise-electronics',
      'login',
    ]) {
      expect(await storefrontAnswer(catalogue, apiPath), apiPath).toBeNull();
    }
  });
});

describe('scripts on a server-rendered page', () => {
  it('loads the hydrate entry instead of the app’s, at low priority, with nothing preloaded', () => {
    const page = `<head>
    <script type="module" crossorigin src="/static/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/static/react-b.js">
    <link rel="stylesheet" crossorigin href="/static/main-c.css">
    <link rel="modulepreload" crossorigin href="/static/Layout-d.js" />
  </head>`;
    const out = scriptsAfterContent(page, { app: 'static/index-a.js', hydrate: 'static/hydrate-e.js' });
    expect(out).toContain('<script type="module" fetchpriority="low" crossorigin src="/static/hydrate-e.js"></script>');
    expect(out).not.toContain('modulepreload');
    expect(out).not.toContain('index-a.js');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/static/main-c.css">');
  });
});
