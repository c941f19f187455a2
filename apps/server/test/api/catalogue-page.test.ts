import {
  CATALOGUE_PAGE_SIZE,
  cataloguePageResponse,
  catalogueResponse,
  type Product,
  productsResponse,
  publicProductResponse,
  shopResponse,
} from '@vitrine/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_PRODUCT_COUNT } from '../../src/db/seed/shops/bulk-mart.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** The paged catalogue: one page of a view, filtered, sorted and cut by the database. */
describe('GET /api/getcataloguepage/:url', () => {
  let t: TestApp;
  let all: Product[];
  beforeAll(async () => {
    t = await createTestApp();
    const whole = await t.app.inject({ method: 'GET', url: '/api/getcatalogue/bulk-mart', headers: t.headers });
    all = catalogueResponse.parse(whole.json()).catalogue.products;
  });
  afterAll(() => t?.close());

  const page = async (query: string, shop = 'bulk-mart') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/getcataloguepage/${shop}?${query}`,
      headers: t.headers,
    });
    return { status: res.statusCode, body: res.json(), bytes: res.rawPayload.length };
  };
  const ok = async (query: string) => {
    const { status, body } = await page(query);
    expect(status, query).toBe(200);
    return cataloguePageResponse.parse(body);
  };

  it('answers the first page of a 5,000-product shop newest first, as the whole list orders it', async () => {
    const first = await ok('');
    expect(first.total).toBe(BULK_PRODUCT_COUNT);
    expect(first.page_size).toBe(CATALOGUE_PAGE_SIZE);
    expect(first.page_count).toBe(Math.ceil(BULK_PRODUCT_COUNT / CATALOGUE_PAGE_SIZE));
    expect(first.products.map((p) => p.product_id)).toEqual(all.slice(0, 24).map((p) => p.product_id));
    // Each product exactly as the whole catalogue has it (variants and pictures included).
    expect(first.products[0]).toEqual(all[0]);
    const third = await ok('page=3');
    expect(third.products.map((p) => p.product_id)).toEqual(all.slice(48, 72).map((p) => p.product_id));
  });

  it('filters by category and by name (case-insensitive, % and _ are text), and clamps the page', async () => {
    const category = all.find((p) => p.category_id !== null)?.category_id as number;
    const inCategory = await ok(`category=${category}`);
    expect(inCategory.total).toBe(all.filter((p) => p.category_id === category).length);
    expect(inCategory.products.every((p) => p.category_id === category)).toBe(true);

    const word = all[7].product_name.split(' ')[0];
    const found = await ok(`q=${encodeURIComponent(word.toUpperCase())}`);
    const expected = all.filter((p) => p.product_name.toLowerCase().includes(word.toLowerCase()));
    expect(found.total).toBe(expected.length);
    expect(found.products.map((p) => p.product_id)).toEqual(expected.slice(0, 24).map((p) => p.product_id));
    expect((await ok('q=%25')).total).toBe(all.filter((p) => p.product_name.includes('%')).length);
    expect((await ok('q=_')).total).toBe(all.filter((p) => p.product_name.includes('_')).length);

    const last = await ok('page=99999');
    expect(last.page).toBe(last.page_count);
    expect(last.products.length).toBe(BULK_PRODUCT_COUNT - (last.page_count - 1) * CATALOGUE_PAGE_SIZE);
    const none = await ok('q=no-product-is-called-this');
    expect([none.total, none.page, none.page_count, none.products]).toEqual([0, 1, 1, []]);
  });

  it('sorts by price both ways and by name, with no product on two pages', async () => {
    const up = await ok('sort=price-asc');
    const prices = up.products.map((p) => p.main_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.min(...all.map((p) => p.main_price)));
    const down = await ok('sort=price-desc');
    expect(down.products[0].main_price).toBe(Math.max(...all.map((p) => p.main_price)));
    const seen = new Set<number>();
    for (let n = 1; n <= 5; n++) for (const p of (await ok(`sort=name&page=${n}`)).products) seen.add(p.product_id);
    expect(seen.size).toBe(5 * CATALOGUE_PAGE_SIZE);
  });

  it('refuses bad parameters with 400 naming them, and unknown shops with 404', async () => {
    for (const query of ['sort=cheapest', 'page=0', 'page=abc', 'category=-1', `q=${'x'.repeat(101)}`]) {
      const { status, body } = await page(query);
      expect(status, query).toBe(400);
      expect(body.status).toBe('fail');
      expect(Object.keys(body.errors ?? {}).join(), query).toMatch(/querystring/);
    }
    expect((await page('', 'no-such-shop')).status).toBe(404);
    expect((await page('', 'UPPER')).status).toBe(404);
  });

  it('sends a page of a big shop in a few kilobytes, where the whole list is megabytes', async () => {
    const { bytes } = await page('page=2');
    expect(bytes).toBeLessThan(20_000);
  });

  it('reads a page through an index, not a scan of the shop', async () => {
    await t.database.db.execute(sql`analyze products`);
    const plan = await t.database.db.execute(sql`explain select id from products
      where shop_id = (select id from shops where shop_catalogue_url = 'bulk-mart') and is_active
      order by created_at desc, id desc limit 24 offset 48`);
    const text = JSON.stringify(plan);
    expect(text).toMatch(/products_shop_newest_idx/);
  });

  it("answers the shop alone, one product with its category neighbours, and a cart's products by id", async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers });
    const shop = shopResponse.parse((await get('/api/getshop/bulk-mart')).json()).shop;
    expect(shop.shop_catalogue_url).toBe('bulk-mart');
    expect((await get('/api/getshop/bulk-mart')).rawPayload.length).toBeLessThan(5_000);
    expect((await get('/api/getshop/no-such-shop')).statusCode).toBe(404);

    const chosen = all.find((p) => p.category_id !== null) as Product;
    const one = publicProductResponse.parse((await get(`/api/getproduct/bulk-mart/${chosen.product_id}`)).json());
    expect(one.product).toEqual(chosen);
    expect(one.related.length).toBe(4);
    expect(one.related.every((p) => p.category_id === chosen.category_id && p.product_id !== chosen.product_id)).toBe(
      true,
    );
    for (const url of [
      '/api/getproduct/bulk-mart/999999999',
      `/api/getproduct/sunrise-electronics/${chosen.product_id}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
    expect((await get('/api/getproduct/bulk-mart/abc')).statusCode).toBe(400);

    const ids = [all[3].product_id, 999999999, all[1].product_id];
    const cart = productsResponse.parse((await get(`/api/getproducts/bulk-mart?ids=${ids.join(',')}`)).json());
    expect(cart.products.map((p) => p.product_id)).toEqual([all[3].product_id, all[1].product_id]);
    const tooMany = Array.from({ length: 51 }, (_, i) => all[i].product_id).join(',');
    for (const query of ['ids=', 'ids=1,,2', 'ids=x', `ids=${tooMany}`, '']) {
      expect((await get(`/api/getproducts/bulk-mart?${query}`)).statusCode, query).toBe(400);
    }
  });
});
