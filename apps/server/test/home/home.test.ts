import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema.js';
import { loginAs, shopIdOf } from '../api/helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const HOST = 'home.example';
const home = (t: TestApp, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/', headers: { host: HOST, accept: 'text/html', ...headers } });

/** The shop links the cards make, in page order. */
const shopLinks = (html: string) => [...html.matchAll(/<a class="shop" href="\/([^"]+)"/g)].map((m) => m[1]);

describe('the home page on a server with the demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });
  afterAll(() => t.close());

  it('names the demo shops and links to them, to registration and to sign-in, with no script', async () => {
    const res = await home(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('accept-language');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const html = res.body;
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json")/);
    expect(shopLinks(html)).toEqual(['sunrise-electronics', 'corner-bakery', 'bulk-mart']);
    for (const name of ['Sunrise Electronics', 'Corner Bakery', 'Bulk Mart'])
      expect(html).toContain(`<h3>${name}</h3>`);
    expect(html).toContain('href="/pages/register"');
    expect(html).toContain('href="/login"');
    // Each card shows the shop's share card.
    expect(html).toMatch(/<img src="http:\/\/home\.example\/og\/shop\/sunrise-electronics-[\w-]+\.jpg"/);
  });

  it('has canonical, Open Graph and a WebSite JSON-LD, in the visitor’s language', async () => {
    const html = (await home(t, { 'accept-language': 'pt-BR,pt;q=0.9' })).body;
    expect(html).toContain('<html lang="pt"');
    expect(html).toContain('Abra a sua loja');
    expect(html).toContain('<link rel="canonical" href="http://home.example/" />');
    expect(html).toContain('<meta property="og:locale" content="pt_PT" />');
    expect(html).toContain('<meta property="og:url" content="http://home.example/" />');
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'WebSite',
      name: 'Vitrine',
      url: 'http://home.example/',
      inLanguage: 'pt',
    });
    // The remembered choice wins over the browser's languages.
    const german = (await home(t, { 'accept-language': 'fr', cookie: 'vitrine_lang=de' })).body;
    expect(german).toContain('<html lang="de"');
  });

  it('escapes what owners typed, and follows a shop’s edit at once', async () => {
    const owner = await loginAs(t, 'bakery');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: owner,
      payload: { shop_name: 'Bakery <b>& "Co"</b>', shop_tagline: "Bread <script>alert('x')</script>" },
    });
    expect(put.statusCode).toBe(200);
    const html = (await home(t)).body;
    expect(html).toContain('<h3>Bakery &lt;b&gt;&amp; &quot;Co&quot;&lt;/b&gt;</h3>');
    expect(html).toContain('Bread &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert');
  });

  it('leaves a suspended shop out', async () => {
    await t.database.db.update(shops).set({ status: 'suspended' }).where(eq(shops.shopCatalogueUrl, 'bulk-mart'));
    t.app.events.publish({ type: 'shop.changed', shopId: await shopIdOf(t, 'bulk-mart') });
    expect(shopLinks((await home(t)).body)).not.toContain('bulk-mart');
  });
});

describe('the home page on a production server (no demo seeding)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SEED_DEMO: 'false' } });
  });
  afterAll(() => t.close());

  it('lists no shop until an owner chooses to be listed, then that one', async () => {
    const before = (await home(t)).body;
    expect(shopLinks(before)).toEqual([]);
    expect(before).not.toContain('data-testid="home-shops"');
    expect(before).toContain('href="/pages/register"');

    const owner = await loginAs(t, 'sunrise');
    const shop = await t.app.inject({ method: 'GET', url: '/api/account/shop', headers: owner });
    expect(shop.json().shop.listed_on_home).toBe(false);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: owner,
      payload: { listed_on_home: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().shop.listed_on_home).toBe(true);
    expect(shopLinks((await home(t)).body)).toEqual(['sunrise-electronics']);

    await t.app.inject({ method: 'PUT', url: '/api/account/shop', headers: owner, payload: { listed_on_home: false } });
    expect(shopLinks((await home(t)).body)).toEqual([]);
  });
});
