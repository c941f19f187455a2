import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sheetColumns } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, media, orders, products, productVariants } from '../../src/db/schema.js';
import { ORDER_COLUMNS } from '../../src/modules/shop-data/export.js';
import { FORMULA_CELL, foreignCells } from '../support/foreign-csv.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs, shopIdOf } from './helpers.js';

/** A CSV file as rows of cells (our own writer's output: quoted cells, CRLF, a byte-order mark). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** An owner takes their whole shop away as a ZIP, and can delete shop and account for good. */
describe("an owner's own data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const signUp = async (label: string) => {
    const email = `${label}@data.example`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: t.headers,
      remoteAddress: `10.90.0.${label.length}`,
      payload: { name: label, email, password: 'data-pass-123', shop_name: `Shop ${label}`, shop_catalogue_url: label },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...t.headers, authorization: `Bearer ${res.json().token}` };
  };

  it('downloads the shop as a ZIP: shop.json, products.csv with a row per variant, orders.csv, every picture', async () => {
    const owner = await loginAs(t, 'sunrise');
    const shopId = await shopIdOf(t, 'sunrise-electronics');
    // A picture upload and an order, so both kinds of file have something in them.
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c05' } })
      .png()
      .toBuffer();
    const boundary = '----vitrinezip';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/account/images',
      headers: { ...owner, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(201);
    const catalogue = await catalogueOf(t, 'sunrise-electronics');
    const plain = catalogue.products.find((p) => p.variants.length === 0 && p.in_stock)!;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...t.headers, 'idempotency-key': 'export-order-1' },
      remoteAddress: '10.90.1.1',
      payload: {
        shop_id: shopId,
        delivery_type: 'cod',
        customer: {
          name: '=cmd|calc',
          phone: '+91 98765 43210',
          address_line1: '1 Road',
          city: 'Pune',
          postal_code: '411001',
        },
        items: [{ product_id: plain.product_id, quantity: 2 }],
      },
    });
    expect(order.statusCode).toBe(201);

    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sunrise-electronics-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(res.rawPayload));

    const shop = JSON.parse(strFromU8(files['shop.json']));
    expect(shop.shop.shop_catalogue_url).toBe('sunrise-electronics');
    expect(shop.categories.length).toBeGreaterThan(0);

    // The catalogue spreadsheet's format (with its BOM, for spreadsheets), so it imports back.
    const productRows = parseCsv(strFromU8(files['products.csv']).replace(/^\uFEFF/, ''));
    expect(productRows[0]).toEqual([...sheetColumns]);
    const stored = await t.database.db.select().from(products).where(eq(products.shopId, shopId));
    const variants = await t.database.db
      .select()
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.shopId, shopId));
    expect(productRows).toHaveLength(1 + stored.length + variants.length);

    const orderRows = parseCsv(strFromU8(files['orders.csv']));
    expect(orderRows[0]).toEqual([...ORDER_COLUMNS]);
    const exported = orderRows.find((r) => r[0] === order.json().order.order_number)!;
    const cell = (column: (typeof ORDER_COLUMNS)[number]) => exported[ORDER_COLUMNS.indexOf(column)];
    // A name a spreadsheet would run as a formula stays text.
    expect(cell('customer name')).toBe("'=cmd|calc");
    expect(cell('quantity')).toBe('2');
    const [placed] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, exported[0]));
    expect(Number(cell('order total'))).toBe(Number(placed.total));
    expect(Number(cell('subtotal'))).toBe(Number(placed.subtotal));
    expect([cell('delivery fee'), cell('discount'), cell('payment'), cell('paid')]).toEqual([
      '0.00',
      '0.00',
      'cod',
      'no',
    ]);

    const uploads = await t.database.db.select().from(media).where(eq(media.shopId, shopId));
    const pictures = Object.keys(files).filter((f) => f.startsWith('pictures/'));
    expect(pictures.length).toBe(uploads.filter((m) => !m.name.startsWith('card:')).length);
    const name = upload.json().image.url.split('/').pop();
    expect(Buffer.from(files[`pictures/${name}`]).equals(uploads.find((m) => m.key.endsWith(name))!.bytes)).toBe(true);

    expect((await t.app.inject({ method: 'GET', url: '/api/account/export', headers: t.headers })).statusCode).toBe(
      401,
    );
  });

  it("keeps a shopper's formula text inert in orders.csv, even for Excel splitting on `;`", async () => {
    const owner = await loginAs(t, 'sunrise');
    const shopId = await shopIdOf(t, 'sunrise-electronics');
    const plain = (await catalogueOf(t, 'sunrise-electronics')).products.find(
      (p) => p.variants.length === 0 && p.in_stock,
    )!;
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...t.headers, 'idempotency-key': 'export-order-injection' },
      remoteAddress: '10.90.1.2',
      payload: {
        shop_id: shopId,
        delivery_type: 'cod',
        customer: {
          name: 'Eve;=1+1;',
          phone: '+91 98765 43211',
          address_line1: '@SUM(1+1)',
          city: 'Pune',
          postal_code: '411001',
        },
        note: 'x;=HYPERLINK("http://evil.example","Open")',
        items: [{ product_id: plain.product_id, quantity: 1 }],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: owner });
    const text = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['orders.csv']);
    const number = order.json().order.order_number;
    const line = text.split('\r\n').find((l) => l.startsWith(`"${number}"`))!;
    expect(line).toBeDefined();
    // Read as the file is (`,`), as a `;` locale's Excel reads it, and as a tab-splitting reader: no cell starts a formula.
    for (const separator of [',', ';', '\t']) {
      for (const cell of foreignCells(line, separator)) expect(cell, `${separator}: ${cell}`).not.toMatch(FORMULA_CELL);
    }
    const row = parseCsv(text).find((r) => r[0] === number)!;
    expect(row[ORDER_COLUMNS.indexOf('customer name')]).toBe("Eve;'=1+1;");
    expect(row[ORDER_COLUMNS.indexOf('address line 1')]).toBe("'@SUM(1+1)");
  });

  it('deletes the shop and the account only with the typed address and the password; other shops stay', async () => {
    const owner = await signUp('leaving-shop');
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/account/products',
      headers: owner,
      payload: { product_name: 'Last cake', main_price: 5, category_id: null, variants: [] },
    });
    expect(create.statusCode, create.body).toBe(201);
    const remove = (payload: object) =>
      t.app.inject({ method: 'DELETE', url: '/api/account', headers: owner, payload });

    const wrongConfirm = await remove({ confirm: 'leaving', password: 'data-pass-123' });
    expect(wrongConfirm.statusCode).toBe(400);
    expect(wrongConfirm.json().errors).toHaveProperty('confirm');
    const wrongPassword = await remove({ confirm: 'leaving-shop', password: 'nope-nope' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors).toHaveProperty('password');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/getcatalogue/leaving-shop', headers: t.headers })).statusCode,
    ).toBe(200);

    // A reset mail to the owner (no SMTP here: it waits in DATA_DIR/outbox), and one to another owner.
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = () => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);
    const mailsTo = (address: string) =>
      mails().filter((f) => readFileSync(path.join(outbox, f), 'utf8').includes(address));
    for (const [email, from] of [
      ['leaving-shop@data.example', '10.90.3.1'],
      ['owner@sunrise.example', '10.90.3.2'],
    ]) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: t.headers,
        remoteAddress: from,
        payload: { email },
      });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    await expect.poll(() => mailsTo('leaving-shop@data.example').length).toBe(1);
    await expect.poll(() => mailsTo('owner@sunrise.example').length).toBe(1);
    expect((await t.database.db.select({ to: mailOutbox.to }).from(mailOutbox)).map((r) => r.to).sort()).toEqual([
      'leaving-shop@data.example',
      'owner@sunrise.example',
    ]);

    const before = await catalogueOf(t, 'corner-bakery');
    expect((await remove({ confirm: 'leaving-shop', password: 'data-pass-123' })).statusCode).toBe(200);
    // The owner's address is gone from the outbox too; other owners' mails stay.
    expect(mailsTo('leaving-shop@data.example')).toEqual([]);
    expect(mailsTo('owner@sunrise.example')).toHaveLength(1);
    // And from the database's mail outbox.
    const queuedTo = async (address: string) =>
      (await t.database.db.select({ to: mailOutbox.to }).from(mailOutbox)).filter((r) => r.to === address);
    expect(await queuedTo('leaving-shop@data.example')).toEqual([]);
    expect(await queuedTo('owner@sunrise.example')).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/getcatalogue/leaving-shop', headers: t.headers })).statusCode,
    ).toBe(404);
    // Every session of the account ends, and it cannot sign in again.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: t.headers,
      remoteAddress: '10.90.2.1',
      payload: { email: 'leaving-shop@data.example', password: 'data-pass-123' },
    });
    expect(login.statusCode).toBe(401);
    // Other shops are untouched.
    expect(await catalogueOf(t, 'corner-bakery')).toEqual(before);
    // The admin has no shop to delete.
    const admin = await loginAs(t, 'admin');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/account',
          headers: admin,
          payload: { confirm: 'x', password: 'admin123' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
