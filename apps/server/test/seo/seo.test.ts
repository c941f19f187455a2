import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, shops } from '../../src/db/schema.js';
import { escapeHtml, jsonForScript } from '../../src/lib/escape.js';
import { matchStorefrontPath, storefrontRoutePattern } from '../../src/modules/seo/paths.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Vitrine</title>
  </head>
  <body><div id="root"></div><script type="module" src="/static/index.js"></script></body>
</html>`;

let t: TestApp;
let webDist: string;
const HOST = 'shop.example';
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOST, accept: 'text/html' } });
const b64 = (id: number) => Buffer.from(String(id)).toString('base64');

/** Everything the server wrote in <head>, before the first script. */
function head(html: string) {
  const before = html.slice(0, html.indexOf('<script type="module"'));
  const meta = (attr: string, key: string) => before.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
  const jsonLd = before.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
  return {
    title: before.match(/<title>([\s\S]*?)<\/title>/)?.[1],
    titles: before.match(/<title>/g)?.length ?? 0,
    description: meta('name', 'description'),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: meta('name', 'twitter:card'),
    robots: meta('name', 'robots'),
    canonical: before.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    jsonLd: jsonLd ? JSON.parse(jsonLd) : undefined,
    jsonLdRaw: jsonLd,
  };
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'vitrine-seo-web-'));
  mkdirSync(path.join(webDist, 'static'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'static/index.js' },
      // The web build's named groups (apps/web/vite.config.ts): the app's start and the shop's pages.
      '_app-a1.js': { file: 'static/App.js', name: 'app', imports: ['_shared.js'] },
      '_storefront-b2.css': { file: 'static/Layout.css' },
      '_storefront-c3.js': {
        file: 'static/Catalogue.js',
        name: 'storefront',
        imports: ['_shared.js', '_app-a1.js'],
        css: ['static/Layout.css'],
      },
      '_shared.js': { file: 'static/shared.js', name: 'shop-common' },
      'src/i18n/locales/de/storefront.json': { file: 'static/storefront-de.js' },
      'src/i18n/locales/de/common.json': { file: 'static/common-de.js' },
      'src/i18n/locales/de/storefrontOrder.json': { file: 'static/storefrontOrder-de.js' },
      'src/features/storefront/checkout/CheckoutPage.tsx': { file: 'static/Checkout.js', imports: ['_zod.js'] },
      '_zod.js': { file: 'static/zod.js' },
      'src/features/account/auth/LoginPage.tsx': { file: 'static/Login.js' },
    }),
  );
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('link previews written by the server', () => {
  it('a shop page carries title, description, Open Graph, Twitter card, canonical and Store JSON-LD', async () => {
    const res = await get('/sunrise-electronics?category=3&page=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const h = head(res.body);
    expect(h.titles).toBe(1);
    expect(h.title).toBeTruthy();
    expect(h.title).not.toBe('Vitrine');
    expect(h.description).toBeTruthy();
    expect(h.og('title')).toBe(h.title);
    expect(h.og('description')).toBe(h.description);
    expect(h.og('image')).toMatch(/^http:\/\/shop\.example\/.+/);
    expect(h.og('url')).toBe('http://shop.example/sunrise-electronics');
    expect(h.canonical).toBe('http://shop.example/sunrise-electronics');
    expect(h.twitter).toMatch(/^summary/);
    expect(h.robots).toBeUndefined();
    expect(h.jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Store', name: 'Sunrise Electronics' });
    // The header arrives parsed, so the first visit needs no parser.
    expect(res.body).toMatch(/<script type="application\/json" id="vt-shop-header" data-shop="sunrise-electronics"/);
  });

  it('a product page has Product JSON-LD with an Offer; a wrong slug still works; canonical ignores the query', async () => {
    const [product] = await t.database.db
      .select({ id: products.id, name: products.productName })
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(eq(shops.shopCatalogueUrl, 'sunrise-electronics'))
      .limit(1);
    const res = await get(
      `/sunrise-electronics/product-detail/some-old-name/${encodeURIComponent(b64(product.id))}?variant=2`,
    );
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.title).toBe(escapeHtml(`${product.name} | Sunrise Electronics`));
    const slug = encodeURIComponent(product.name.toLowerCase().replace(/ /g, '-'));
    expect(h.canonical).toBe(`http://shop.example/sunrise-electronics/product-detail/${slug}/${b64(product.id)}`);
    expect(h.og('url')).toBe(h.canonical);
    expect(h.og('type')).toBe('product');
    expect(h.og('image')).toMatch(/^http:\/\/shop\.example\//);
    expect(h.jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { '@type': 'Offer', priceCurrency: 'INR', url: h.canonical },
    });
    expect(h.jsonLd.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
  });

  it('an unknown shop answers HTTP 404 with the app (which shows its not-found page), never indexed', async () => {
    const res = await get('/no-such-shop-here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect(head(res.body).robots).toBe('noindex');
  });

  it('applies the catalogue-URL pattern before any lookup: text that cannot be a shop never reaches the cache', async () => {
    const lookups = vi.spyOn(t.app.catalogue, 'shopBody');
    // (Another case of a shop's address is that shop's: it answers 301, in shop-addresses.test.ts.)
    for (const path of ['/Sunrise_Electronics', '/a%20b', '/x--y', '/-x', `/${'a'.repeat(101)}`, '/%E2%80%AEabc']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(head(res.body).robots, path).toBe('noindex');
    }
    expect(lookups).not.toHaveBeenCalled();
    await get('/no-such-shop-here');
    expect(lookups).toHaveBeenCalledWith('no-such-shop-here');
    lookups.mockRestore();
  });

  it("reads only what a page shows, never a shop's whole list", async () => {
    const wholeList = vi.spyOn(t.app.catalogue, 'catalogueBody');
    expect((await get('/sunrise-electronics')).statusCode).toBe(200);
    expect((await get('/sunrise-electronics?sort=price-asc&page=1')).statusCode).toBe(200);
    expect((await get(`/sunrise-electronics/product-detail/x/${b64(1)}`)).statusCode).toBe(200);
    expect(wholeList).not.toHaveBeenCalled();
    wholeList.mockRestore();
  });

  it('an unknown product or a broken id in a known shop answers 404', async () => {
    expect((await get(`/sunrise-electronics/product-detail/x/${b64(99999999)}`)).statusCode).toBe(404);
    expect((await get('/sunrise-electronics/product-detail/x/bm90LWEtbnVtYmVy')).statusCode).toBe(404);
  });

  it('leaves other pages as built', async () => {
    const res = await get('/login');
    expect(res.statusCode).toBe(200);
    expect(head(res.body).title).toBe('Vitrine');
    expect(res.body).not.toContain('og:title');
    expect((await get('/sunrise-electronics/checkout')).body).toContain('<meta name="robots" content="noindex"');
  });

  it('escapes owner text for every place it lands: a product named </script><script>… stays text', async () => {
    const evil = `</script><script>alert("x")</script> & <b>'quote'</b> \u2028 $& $1`;
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.shopCatalogueUrl, 'corner-bakery'));
    const [product] = await t.database.db.select().from(products).where(eq(products.shopId, shop.id)).limit(1);
    await t.database.db
      .update(shops)
      .set({ seoTitle: evil, seoDescription: evil, shopName: evil })
      .where(eq(shops.id, shop.id));
    await t.database.db
      .update(products)
      .set({ productName: evil, description: evil })
      .where(eq(products.id, product.id));
    await t.app.events.publish({ type: 'shop.changed', shopId: shop.id });

    for (const url of ['/corner-bakery', `/corner-bakery/product-detail/x/${b64(product.id)}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      const before = res.body.slice(0, res.body.indexOf('<script type="module"'));
      // Exactly the scripts the server meant to write: JSON-LD and the parsed header.
      expect(before.match(/<script/g)).toHaveLength(2);
      expect(before).not.toContain('<script>alert');
      expect(before).not.toContain('<b>');
      const h = head(res.body);
      expect(h.jsonLdRaw).not.toMatch(/[<>\u2028\u2029]|\//);
      expect(JSON.stringify(h.jsonLd)).toContain('alert(\\"x\\")');
      expect(h.jsonLd.name).toBe(evil);
      expect(h.title).toContain('&lt;/script&gt;');
      expect(h.title).toContain('$&amp; $1');
      expect(h.og('title')).toContain('&quot;x&quot;');
    }
  });
});

describe('sitemap and robots', () => {
  it('/sitemap.xml lists active shops and their products', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://shop.example/sunrise-electronics</loc>');
    expect(res.body).toContain('<loc>http://shop.example/bulk-mart</loc>');
    expect(res.body).toMatch(
      /<loc>http:\/\/shop\.example\/sunrise-electronics\/product-detail\/[^<]+\/[A-Za-z0-9+/=]+<\/loc>/,
    );
    expect(res.body.match(/<url>/g)?.length).toBeGreaterThan(5000);
  });

  it('leaves suspended shops out', async () => {
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.shopCatalogueUrl, 'bulk-mart'));
    await t.database.db.update(shops).set({ status: 'suspended' }).where(eq(shops.id, shop.id));
    await t.app.events.publish({ type: 'shop.changed', shopId: shop.id });
    const res = await get('/sitemap.xml');
    expect(res.body).not.toContain('/bulk-mart');
    expect((await get('/bulk-mart')).statusCode).toBe(404);
    await t.database.db.update(shops).set({ status: 'active' }).where(eq(shops.id, shop.id));
    await t.app.events.publish({ type: 'shop.changed', shopId: shop.id });
  });

  it('/robots.txt points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: http://shop.example/sitemap.xml');
  });
});

describe('escaping helpers', () => {
  it('JSON in a script escapes <, >, /, U+2028 and U+2029 and stays the same JSON', () => {
    const value = { a: '</script><!-- \u2028\u2029 & /' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>/\u2028\u2029&]/);
    expect(JSON.parse(text)).toEqual(value);
  });
  it('HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
  it('matches only storefront paths', () => {
    expect(matchStorefrontPath('/sunrise-electronics')).toEqual({ kind: 'catalogue', shopUrl: 'sunrise-electronics' });
    expect(matchStorefrontPath('/login')).toBeNull();
    expect(matchStorefrontPath('/shop-profile/edit')).toBeNull();
    expect(matchStorefrontPath('/')).toBeNull();
    expect(matchStorefrontPath('/a/product-detail/b/MQ==')).toEqual({ kind: 'product', shopUrl: 'a', productId: 1 });
  });
  it('names each storefront page by its pattern, for the metrics and the access log', () => {
    expect(storefrontRoutePattern('/a')).toBe('/:shop');
    expect(storefrontRoutePattern('/a/product-detail/b/MQ==')).toBe('/:shop/product-detail/:slug/:product');
    expect(storefrontRoutePattern('/a/checkout')).toBe('/:shop/checkout');
    expect(storefrontRoutePattern('/a/order-confirmation')).toBe('/:shop/order-confirmation');
    expect(storefrontRoutePattern('/a/order/A-1001/secret-token')).toBe('/:shop/order/:number/:token');
    for (const other of ['/', '/login', '/shop-profile/edit', '/a/b', '/a/order/A-1001']) {
      expect(storefrontRoutePattern(other), other).toBeUndefined();
    }
  });
});

describe('critical path hints', () => {
  it('a shop page preloads its logo and first product pictures', async () => {
    const res = await get('/sunrise-electronics');
    const preloads = res.body.match(/<link rel="preload" as="image" fetchpriority="high" href="[^"]+"/g) ?? [];
    expect(preloads.length).toBeGreaterThanOrEqual(2);
    expect(preloads[0]).toContain('http://shop.example/assets/logos/sunrise-electronics.svg');
  });

  it("preloads the route's chunks, stylesheet and strings in the visitor's language, nothing else", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sunrise-electronics',
      headers: { host: HOST, accept: 'text/html', 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    const preloaded = (res.body.match(/<link rel="modulepreload" crossorigin href="([^"]+)"/g) ?? []).join(' ');
    for (const file of ['App.js', 'Catalogue.js', 'shared.js', 'storefront-de.js']) {
      expect(preloaded).toContain(`/static/${file}`);
    }
    expect(preloaded).not.toContain('Login.js');
    // The account area's strings, and checkout's code, are not a shop home's.
    expect(preloaded).not.toContain('common-de.js');
    expect(preloaded).not.toContain('Checkout.js');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/static/Layout.css" />');
  });

  it('checkout preloads its own code and the order strings too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/sunrise-electronics/checkout',
      headers: { host: HOST, accept: 'text/html', 'accept-language': 'de' },
    });
    const preloaded = (res.body.match(/<link rel="modulepreload" crossorigin href="([^"]+)"/g) ?? []).join(' ');
    for (const file of ['App.js', 'Catalogue.js', 'Checkout.js', 'zod.js', 'storefrontOrder-de.js']) {
      expect(preloaded).toContain(`/static/${file}`);
    }
    const confirmation = await t.app.inject({
      method: 'GET',
      url: '/sunrise-electronics/order-confirmation',
      headers: { host: HOST, accept: 'text/html' },
    });
    expect(confirmation.body).not.toContain('Checkout.js');
  });
});

describe('run-time settings in the page', () => {
  it('every served page carries the configured api-key; the raw index.html is never sent', async () => {
    // `/` is the server's own home page: no script, no web app, nothing to configure.
    for (const url of ['/sunrise-electronics', '/login', '/no-such-shop-here', '/dashboard']) {
      const res = await get(url);
      expect(res.body, url).toContain(`<meta name="vitrine-api-key" content="${t.headers['api-key']}" />`);
    }
    const raw = await get('/index.html');
    expect(raw.statusCode === 200 ? raw.body.includes('name="vitrine-api-key"') : raw.statusCode).toSatisfy(
      (outcome: unknown) => outcome === true || outcome === 403 || outcome === 404,
    );
  });

  it('tells the web app whether to offer the template demo: on by default, off with TEMPLATE_DEMO=false', async () => {
    expect((await get('/dashboard')).body).toContain('<meta name="vitrine-template-demo" content="on" />');
    const without = await createTestApp({ env: { WEB_DIST: webDist, TEMPLATE_DEMO: 'false' } });
    try {
      const page = await without.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
      expect(page.body).toContain('<meta name="vitrine-template-demo" content="off" />');
    } finally {
      await without.close();
    }
  });
});

describe('the public origin', () => {
  // Built in a hook, like every other test app: creating one is set-up, not what the test times.
  let configured: TestApp;
  beforeAll(async () => {
    configured = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://shops.example' } });
  });
  afterAll(() => configured?.close());

  it('comes from PUBLIC_URL: a forged Host or X-Forwarded-Host never reaches canonical, og:url or the sitemap', async () => {
    for (const headers of [{ host: 'evil.example' }, { host: 'localhost', 'x-forwarded-host': 'evil.example' }]) {
      const page = await configured.app.inject({
        method: 'GET',
        url: '/sunrise-electronics',
        headers: { ...headers, accept: 'text/html' },
        remoteAddress: '127.0.0.1',
      });
      expect(head(page.body).canonical).toBe('https://shops.example/sunrise-electronics');
      expect(head(page.body).og('url')).toBe('https://shops.example/sunrise-electronics');
      expect(page.body).not.toContain('evil.example');
      const sitemap = await configured.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
      expect(sitemap.body).toContain('<loc>https://shops.example/sunrise-electronics</loc>');
      expect(sitemap.body).not.toContain('evil.example');
      const robots = await configured.app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(robots.body).toContain('Sitemap: https://shops.example/sitemap.xml');
    }
  });
});
