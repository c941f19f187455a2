import { productPath } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products, productVariants, shops, skus } from '../../src/db/schema.js';
import { META_COLUMNS } from '../../src/modules/feeds/format.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs, shopIdOf } from './helpers.js';

/** RFC 4180 CSV (quoted fields with doubled quotes and line breaks) into rows of named fields. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header, ...body] = rows;
  return body.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

const xml = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' });

describe('product feeds for Meta and Google', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'sunrise');
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const meta = async (shop: string) => {
    const res = await get(`/${shop}/feeds/meta.csv`);
    expect(res.statusCode).toBe(200);
    return parseCsv(res.body);
  };
  const google = async (shop: string) => {
    const res = await get(`/${shop}/feeds/google.xml`);
    expect(res.statusCode).toBe(200);
    expect(XMLValidator.validate(res.body)).toBe(true);
    return xml.parse(res.body).rss;
  };
  const changed = async (shopUrl: string) =>
    t.app.events.publish({ type: 'shop.changed', shopId: await shopIdOf(t, shopUrl) });

  it('lists one item per variant with its group, id, title, price and availability; a product without variants is one item', async () => {
    const res = await get('/sunrise-electronics/feeds/meta.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.split('\n')[0]).toBe(META_COLUMNS.join(','));
    const rows = parseCsv(res.body);
    const catalogue = await catalogueOf(t, 'sunrise-electronics');
    const origin = 'http://localhost';
    const withVariants = catalogue.products.find((p) => p.variants.length >= 2)!;
    const group = rows.filter((r) => r.item_group_id === String(withVariants.product_id));
    expect(group.map((r) => r.id)).toEqual(
      withVariants.variants.map((v) => `${withVariants.product_id}-${v.product_variant_id}`),
    );
    withVariants.variants.forEach((v, i) => {
      expect(group[i]).toMatchObject({
        title: `${withVariants.product_name} – ${v.product_variant_name}`,
        price: `${v.price.toFixed(2)} INR`,
        condition: 'new',
        brand: 'Sunrise Electronics',
        link: `${origin}${productPath('sunrise-electronics', withVariants)}`,
      });
      expect(group[i].availability).toMatch(/^(in|out of) stock$/);
    });
    expect(group[0].image_link).toMatch(
      new RegExp(`^${origin}/sunrise-electronics/feeds/pictures/[0-9a-f]{16}\\.jpg$`),
    );

    const single = catalogue.products.find((p) => p.variants.length === 0 && p.in_stock)!;
    const item = rows.filter((r) => r.id === String(single.product_id));
    expect(item).toHaveLength(1);
    expect(item[0]).toMatchObject({
      title: single.product_name,
      availability: 'in stock',
      price: `${single.main_price.toFixed(2)} INR`,
      item_group_id: '',
    });
    const sold = catalogue.products.reduce((n, p) => n + Math.max(1, p.variants.length), 0);
    expect(rows).toHaveLength(sold);
  });

  it('shows an out-of-stock product as such, follows stock moves, and leaves inactive products out', async () => {
    const catalogue = await catalogueOf(t, 'sunrise-electronics');
    const out = catalogue.products.find((p) => !p.in_stock && p.variants.length === 0)!;
    expect(out).toBeDefined();
    let rows = await meta('sunrise-electronics');
    expect(rows.find((r) => r.id === String(out.product_id))?.availability).toBe('out of stock');

    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, out.product_id));
    await changed('sunrise-electronics');
    rows = await meta('sunrise-electronics');
    expect(rows.some((r) => r.id === String(out.product_id))).toBe(false);
    await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, out.product_id));
    await changed('sunrise-electronics');

    // Stock moved by orders (stock.changed): the item follows.
    const sold = catalogue.products.find((p) => p.in_stock && p.variants.length === 0)!;
    await t.database.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, sold.product_id));
    await t.app.events.publish({ type: 'stock.changed', shopId: await shopIdOf(t, 'sunrise-electronics') });
    rows = await meta('sunrise-electronics');
    expect(rows.find((r) => r.id === String(sold.product_id))?.availability).toBe('out of stock');
    await t.database.db.update(products).set({ stockQuantity: null }).where(eq(products.id, sold.product_id));
    await changed('sunrise-electronics');
  });

  it('uses the SKU as the id when the owner set one', async () => {
    const shopId = await shopIdOf(t, 'sunrise-electronics');
    const catalogue = await catalogueOf(t, 'sunrise-electronics');
    const withVariants = catalogue.products.find((p) => p.variants.length >= 2)!;
    const [variant] = withVariants.variants;
    await t.database.db.insert(skus).values([
      { shopId, sku: 'SUN-PHONE', productId: withVariants.product_id, productVariantId: null },
      {
        shopId,
        sku: 'SUN-PHONE-1',
        productId: withVariants.product_id,
        productVariantId: variant.product_variant_id,
      },
    ]);
    await changed('sunrise-electronics');
    const rows = (await meta('sunrise-electronics')).filter((r) => r.item_group_id === 'SUN-PHONE');
    expect(rows.map((r) => r.id)).toEqual([
      'SUN-PHONE-1',
      ...withVariants.variants.slice(1).map((v) => `${withVariants.product_id}-${v.product_variant_id}`),
    ]);
    await t.database.db.delete(skus).where(eq(skus.shopId, shopId));
    await changed('sunrise-electronics');
  });

  it("writes Google's RSS 2.0 with the g: namespace, well-formed and escaped", async () => {
    const shopId = await shopIdOf(t, 'corner-bakery');
    const [first] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.shopId, shopId))
      .limit(1);
    const tricky = `Pain <au> "chocolat" & l'ami ]]> \u0001`;
    await t.database.db.update(products).set({ productName: tricky }).where(eq(products.id, first.id));
    await changed('corner-bakery');

    const res = await get('/corner-bakery/feeds/google.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const rss = xml.parse(res.body).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect(rss.channel.title).toBe('Corner Bakery');
    const items = rss.channel.item as Record<string, string>[];
    const rows = await meta('corner-bakery');
    expect(items.map((i) => i['g:id'])).toEqual(rows.map((r) => r.id));
    const escaped = items.find((i) => i['g:id'] === String(first.id))!;
    // The control character is dropped (XML 1.0 cannot carry it); the rest arrives as typed.
    expect(escaped.title).toBe(`Pain <au> "chocolat" & l'ami ]]>`);
    expect(escaped['g:condition']).toBe('new');
    expect(escaped['g:price']).toMatch(/^\d+\.\d{2} USD$/);
    expect(escaped['g:availability']).toMatch(/^(in_stock|out_of_stock)$/);
    expect(escaped['g:brand']).toBe('Corner Bakery');
    expect(escaped.link).toMatch(/^http:\/\/localhost\/corner-bakery\/product-detail\//);
    const grouped = items.filter((i) => i['g:item_group_id']);
    expect(grouped.length).toBeGreaterThan(0);
    expect(grouped.every((i) => i['g:id'].startsWith(`${i['g:item_group_id']}-`))).toBe(true);
  });

  it('answers 304 to a repeat with the ETag or the Last-Modified date, and sends pre-compressed copies', async () => {
    const first = await get('/sunrise-electronics/feeds/meta.csv');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    expect(first.headers['last-modified']).toBeTruthy();
    expect(first.headers['api-key']).toBeUndefined();
    const again = await get('/sunrise-electronics/feeds/meta.csv', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(
      (
        await get('/sunrise-electronics/feeds/meta.csv', {
          'if-modified-since': String(first.headers['last-modified']),
        })
      ).statusCode,
    ).toBe(304);
    expect((await get('/sunrise-electronics/feeds/meta.csv', { 'if-none-match': '"other"' })).statusCode).toBe(200);
    const gz = await get('/sunrise-electronics/feeds/meta.csv', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(`${etag.slice(0, -1)}-gzip"`);
    expect(
      (
        await get('/sunrise-electronics/feeds/meta.csv', {
          'accept-encoding': 'gzip',
          'if-none-match': String(gz.headers.etag),
        })
      ).statusCode,
    ).toBe(304);
    // Each feed has its own validator.
    expect((await get('/sunrise-electronics/feeds/google.xml', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it("shows the owner's new price in the feed right after the edit, with a new ETag", async () => {
    const before = await get('/sunrise-electronics/feeds/meta.csv');
    const catalogue = await catalogueOf(t, 'sunrise-electronics');
    const single = catalogue.products.find((p) => p.variants.length === 0)!;
    const started = Date.now();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/account/products/${single.product_id}`,
      headers: owner,
      payload: { main_price: 4321.5 },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get('/sunrise-electronics/feeds/meta.csv');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(parseCsv(after.body).find((r) => r.id === String(single.product_id))?.price).toBe('4321.50 INR');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(
      (await get('/sunrise-electronics/feeds/meta.csv', { 'if-none-match': String(before.headers.etag) })).statusCode,
    ).toBe(200);
    const rss = await google('sunrise-electronics');
    const item = (rss.channel.item as Record<string, string>[]).find((i) => i['g:id'] === String(single.product_id));
    expect(item?.['g:price']).toBe('4321.50 INR');
  });

  it('writes prices with the currency’s own decimals (1250 JPY)', async () => {
    const shopId = await shopIdOf(t, 'corner-bakery');
    const [first] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.shopId, shopId))
      .limit(1);
    await t.database.db.update(products).set({ mainPrice: '1250' }).where(eq(products.id, first.id));
    await t.database.db.delete(productVariants).where(eq(productVariants.productId, first.id));
    await t.database.db.update(shops).set({ currencyCode: 'JPY' }).where(eq(shops.id, shopId));
    await changed('corner-bakery');
    const rows = await meta('corner-bakery');
    expect(rows.find((r) => r.id === String(first.id))?.price).toBe('1250 JPY');
    expect(rows.every((r) => /^\d+ JPY$/.test(r.price))).toBe(true);
    await t.database.db.update(shops).set({ currencyCode: 'USD' }).where(eq(shops.id, shopId));
    await changed('corner-bakery');
  });

  it('serves a JPEG of at least 500 px for an uploaded WebP picture, and the shop card for a product without one', async () => {
    const png = await sharp({ create: { width: 900, height: 450, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const boundary = '----vitrinefeeds';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/account/images',
      headers: { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const imageUrl = uploaded.json().image.url as string;
    expect(imageUrl).toMatch(/\.webp$/);
    const catalogue = await catalogueOf(t, 'sunrise-electronics');
    const [withPicture, without] = catalogue.products.filter((p) => p.variants.length === 0);
    const put = (id: number, image_url: string) =>
      t.app.inject({ method: 'PUT', url: `/api/account/products/${id}`, headers: owner, payload: { image_url } });
    expect((await put(withPicture.product_id, imageUrl)).statusCode).toBe(200);
    await t.database.db.update(products).set({ imageUrl: '' }).where(eq(products.id, without.product_id));
    await t.database.db.delete(productImages).where(eq(productImages.productId, without.product_id));
    await changed('sunrise-electronics');

    const rows = await meta('sunrise-electronics');
    const link = rows.find((r) => r.id === String(withPicture.product_id))!.image_link;
    const path = new URL(link).pathname;
    const picture = await get(path);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toContain('immutable');
    const info = await sharp(picture.rawPayload).metadata();
    expect(info.format).toBe('jpeg');
    expect(Math.min(info.width ?? 0, info.height ?? 0)).toBeGreaterThanOrEqual(500);
    const repeat = await get(path, { 'if-none-match': String(picture.headers.etag) });
    expect(repeat.statusCode).toBe(304);
    expect((await get(path.replace(/[0-9a-f]{16}\.jpg$/, '0000000000000000.jpg'))).statusCode).toBe(404);

    const card = rows.find((r) => r.id === String(without.product_id))!.image_link;
    expect(card).toMatch(/^http:\/\/localhost\/og\/shop\/sunrise-electronics-[0-9a-f]{16}\.jpg$/);
  });

  it('has no feed for a suspended or unknown shop (404), and leaves other shop paths to the storefront', async () => {
    const admin = await loginAs(t, 'admin');
    const shopId = await shopIdOf(t, 'bulk-mart');
    expect((await get('/bulk-mart/feeds/meta.csv')).statusCode).toBe(200);
    const suspend = (status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/shops/${shopId}`, headers: admin, payload: { status } });
    expect((await suspend('suspended')).statusCode).toBe(200);
    for (const feed of ['meta.csv', 'google.xml']) {
      const res = await get(`/bulk-mart/feeds/${feed}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe('Not found');
    }
    expect((await suspend('active')).statusCode).toBe(200);
    expect((await get('/bulk-mart/feeds/google.xml')).statusCode).toBe(200);
    expect((await get('/no-such-shop/feeds/meta.csv')).statusCode).toBe(404);
    expect((await get('/Not_A_Shop!/feeds/meta.csv')).statusCode).toBe(404);
    // Not a feed: the web app's not-found fallback (here without a build) answers, not the feed routes.
    const other = await get('/bulk-mart/feeds/other.csv');
    expect(other.statusCode).toBe(404);
  });
});
