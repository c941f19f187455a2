import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, products } from '../../src/db/schema.js';
import { loginAs, shopIdOf } from '../api/helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const INDEX = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Vitrine</title></head>
<body><div id="root"></div><script type="module" src="/static/index.js"></script></body></html>`;

/** A chat app's link fetcher: no api-key, its own user agent. */
const BOT = { 'user-agent': 'WhatsApp/2.23.20.0 A', accept: 'text/html' };

let t: TestApp;
let webDist: string;

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'shop.example', ...BOT, ...headers } });

/** Every <meta> of a page, property or name → content (all values when repeated). */
function metas(html: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    found.set(m[1], [...(found.get(m[1]) ?? []), m[2].replace(/&amp;/g, '&')]);
  }
  return found;
}
const one = (tags: Map<string, string[]>, key: string) => {
  expect(tags.get(key), key).toHaveLength(1);
  return (tags.get(key) as string[])[0];
};

async function fetchCard(url: string) {
  const { pathname } = new URL(url);
  return t.app.inject({ method: 'GET', url: pathname, headers: { host: 'shop.example', ...BOT } });
}

async function expectCard(url: string) {
  const res = await fetchCard(url);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  const meta = await sharp(res.rawPayload).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'jpeg',
    width: 1200,
    height: 630,
  });
  expect(res.rawPayload.length).toBeLessThan(150 * 1024);
  return res;
}

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'vitrine-cards-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  // The demo shops' logos and product pictures, as the web build serves them.
  cpSync(path.resolve(import.meta.dirname, '../../../web/public/assets'), path.join(webDist, 'assets'), {
    recursive: true,
  });
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});

afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('share cards', () => {
  it('a shop page names one JPEG card with its size, type and alt text, for Open Graph and Twitter', async () => {
    const res = await page('/sunrise-electronics', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    const tags = metas(res.body);
    const image = one(tags, 'og:image');
    expect(image).toMatch(/^http:\/\/shop\.example\/og\/shop\/sunrise-electronics-[0-9a-f]{16}\.jpg$/);
    expect(one(tags, 'og:image:type')).toBe('image/jpeg');
    expect(one(tags, 'og:image:width')).toBe('1200');
    expect(one(tags, 'og:image:height')).toBe('630');
    expect(one(tags, 'og:image:alt')).toContain('Sunrise Electronics');
    expect(tags.has('og:image:secure_url')).toBe(false);
    expect(one(tags, 'twitter:card')).toBe('summary_large_image');
    expect(one(tags, 'twitter:image')).toBe(image);
    expect(one(tags, 'twitter:image:alt')).toBe(one(tags, 'og:image:alt'));
    expect(one(tags, 'og:locale')).toBe('de_DE');
    expect(one(tags, 'og:url')).toBe('http://shop.example/sunrise-electronics');
    await expectCard(image);
  });

  it('a product page names the product card and its price; the card answers 304 to its ETag', async () => {
    const shopId = await shopIdOf(t, 'sunrise-electronics');
    const [product] = await t.database.db.select().from(products).where(eq(products.shopId, shopId)).limit(1);
    const res = await page(`/sunrise-electronics/product-detail/x/${btoa(String(product.id))}`);
    const tags = metas(res.body);
    const image = one(tags, 'og:image');
    expect(image).toMatch(
      new RegExp(`^http://shop\\.example/og/product/sunrise-electronics/${product.id}-[0-9a-f]{16}\\.jpg$`),
    );
    expect(one(tags, 'og:locale')).toBe('en_US');
    expect(one(tags, 'product:price:currency')).toBe('INR');
    expect(one(tags, 'product:price:amount')).toMatch(/^\d+\.\d{2}$/);
    expect(one(tags, 'og:image:alt')).toContain(product.productName);
    const card = await expectCard(image);
    const again = await t.app.inject({
      method: 'GET',
      url: new URL(image).pathname,
      headers: { host: 'shop.example', 'if-none-match': card.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('writes og:image:secure_url and absolute https URLs when the public origin is https', async () => {
    const secure = await createTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL: 'https://shops.example' } });
    try {
      const res = await secure.app.inject({
        method: 'GET',
        url: '/corner-bakery',
        headers: { host: 'evil.example', ...BOT },
      });
      const tags = metas(res.body);
      const image = one(tags, 'og:image');
      expect(image).toMatch(/^https:\/\/shops\.example\/og\/shop\/corner-bakery-[0-9a-f]{16}\.jpg$/);
      expect(one(tags, 'og:image:secure_url')).toBe(image);
    } finally {
      await secure.close();
    }
  });

  it('a tagline change names a new card at once; the old card URL moves to the new one, never fails', async () => {
    const before = one(metas((await page('/sunrise-electronics')).body), 'og:image');
    await expectCard(before);
    const owner = await loginAs(t, 'sunrise');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: owner,
      payload: { shop_tagline: 'Open on Sundays' },
    });
    expect(saved.statusCode).toBe(200);
    const started = Date.now();
    const after = one(metas((await page('/sunrise-electronics')).body), 'og:image');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(after).not.toBe(before);
    await expectCard(after);
    const old = await fetchCard(before);
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(new URL(after).pathname);
    // Only the current version is kept in the media store.
    const shopId = await shopIdOf(t, 'sunrise-electronics');
    const rows = await t.database.db
      .select({ key: media.key })
      .from(media)
      .where(and(eq(media.shopId, shopId), eq(media.name, 'card:shop')));
    expect(rows).toHaveLength(1);
  });

  it("renders a 5,000-product shop's product card like any other", async () => {
    const shopId = await shopIdOf(t, 'bulk-mart');
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.shopId, shopId))
      .orderBy(products.id)
      .offset(4321)
      .limit(1);
    const res = await page(`/bulk-mart/product-detail/x/${btoa(String(product.id))}`);
    expect(res.statusCode).toBe(200);
    await expectCard(one(metas(res.body), 'og:image'));
  });

  it('a missing, unreadable or foreign picture gives a card without it, never an error', async () => {
    const shopId = await shopIdOf(t, 'corner-bakery');
    const rows = await t.database.db.select().from(products).where(eq(products.shopId, shopId)).limit(3);
    const broken = [
      '/assets/products/no-such-file.svg',
      '/media/1/nothing-here-640.webp',
      'https://elsewhere.example/a.jpg',
    ];
    for (const [i, product] of rows.entries()) {
      await t.database.db.update(products).set({ imageUrl: broken[i] }).where(eq(products.id, product.id));
    }
    await t.app.events.publish({ type: 'shop.changed', shopId });
    for (const product of rows) {
      const res = await page(`/corner-bakery/product-detail/x/${btoa(String(product.id))}`);
      await expectCard(one(metas(res.body), 'og:image'));
    }
  });

  it('answers 404, not 500, for cards of unknown shops, products or malformed names', async () => {
    for (const url of [
      '/og/shop/no-such-shop-0123456789abcdef.jpg',
      '/og/shop/sunrise-electronics.jpg',
      '/og/shop/%3Cscript%3E-0123456789abcdef.jpg',
      '/og/product/sunrise-electronics/999999-0123456789abcdef.jpg',
      '/og/product/sunrise-electronics/abc-0123456789abcdef.jpg',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('reads as a chat app reads it: an unfurl library finds the title, description and the card', async () => {
    const res = await page('/sunrise-electronics');
    const { result, error } = await ogs({ html: res.body });
    expect(error).toBe(false);
    expect(result.ogTitle).toBeTruthy();
    expect(result.ogDescription).toBeTruthy();
    expect(result.ogImage).toHaveLength(1);
    const [card] = result.ogImage ?? [];
    expect(card).toMatchObject({ type: 'image/jpeg', width: '1200', height: '630' });
    expect(card.url).toMatch(/^http:\/\/shop\.example\/og\/shop\//);
    expect(result.twitterCard).toBe('summary_large_image');
    expect(result.twitterImage?.[0]?.url).toBe(card.url);
    await expectCard(card.url);
  });
});

describe("the owner's share panel API", () => {
  it('gives the link, title, description and card the page tags give, for the shop and for a product', async () => {
    const owner = await loginAs(t, 'sunrise');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/share',
      headers: { ...owner, host: 'shop.example' },
    });
    expect(res.statusCode).toBe(200);
    const { share } = res.json();
    const tags = metas((await page('/sunrise-electronics')).body);
    expect(share).toEqual({
      url: 'http://shop.example/sunrise-electronics',
      title: one(tags, 'og:title'),
      description: one(tags, 'og:description'),
      card: { url: one(tags, 'og:image'), width: 1200, height: 630, alt: one(tags, 'og:image:alt') },
    });

    const shopId = await shopIdOf(t, 'sunrise-electronics');
    const [product] = await t.database.db.select().from(products).where(eq(products.shopId, shopId)).limit(1);
    const forProduct = await t.app.inject({
      method: 'GET',
      url: `/api/account/share?product_id=${product.id}`,
      headers: { ...owner, host: 'shop.example' },
    });
    expect(forProduct.json().share.card.url).toMatch(new RegExp(`/og/product/sunrise-electronics/${product.id}-`));
    expect(forProduct.json().share.url).toContain('/sunrise-electronics/product-detail/');
  });

  it("refuses another shop's product, a bad id and a visitor without a session", async () => {
    const owner = await loginAs(t, 'sunrise');
    const other = await t.database.db
      .select()
      .from(products)
      .where(eq(products.shopId, await shopIdOf(t, 'corner-bakery')))
      .limit(1);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/account/share?product_id=${other[0].id}`,
      headers: owner,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errors).toHaveProperty('product_id');
    const bad = await t.app.inject({ method: 'GET', url: '/api/account/share?product_id=abc', headers: owner });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['querystring.product_id']);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/share', headers: t.headers })).statusCode).toBe(401);
  });
});
