import {
  currencyExponent,
  type ImportResponse,
  importFailResponse,
  importResponse,
  type SheetColumn,
  sheetColumns,
} from '@vitrine/contracts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import {
  productCategories,
  productImages,
  products,
  productVariants,
  shops,
  skus,
  stockMoves,
} from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs, shopIdOf } from './helpers.js';

type Sheet = Partial<Record<SheetColumn, string>>[];

/** A multipart body with file parts. */
function multipart(parts: { field: string; name: string; bytes: Buffer }[]) {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"; filename="${p.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
/** The sheet as export writes it: UTF-8 with a BOM, a header row, CRLF. */
function toCsv(rows: Sheet, columns: readonly string[] = sheetColumns): Buffer {
  const lines = [
    columns.join(','),
    ...rows.map((r) => columns.map((c) => csvCell(r[c as SheetColumn] ?? '')).join(',')),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function toXlsx(rows: Sheet): Promise<Buffer> {
  const data = [
    sheetColumns.map((c) => ({ value: c })),
    ...rows.map((r) => sheetColumns.map((c) => ({ value: r[c] ?? '', type: String }))),
  ];
  return Buffer.from(await writeXlsxFile(data).toBuffer());
}

const pictureName = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('catalogue import (POST /api/account/products/import)', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let sunriseId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'sunrise');
    sunriseId = await shopIdOf(t, 'sunrise-electronics');
  });
  afterAll(() => t?.close());

  /**
   * The shop's catalogue in the export format, built here from the database (the export endpoint is
   * another branch's): a row per product, then a row per variant repeating the product's id and sku.
   */
  async function exportSheet(shopId: number): Promise<Sheet> {
    const db = t.database.db;
    const [shop] = await db.select({ code: shops.currencyCode }).from(shops).where(eq(shops.id, shopId));
    const digits = currencyExponent(shop.code);
    const price = (stored: string) => (digits === 0 ? String(Math.round(Number(stored))) : stored);
    const rows = await db.select().from(products).where(eq(products.shopId, shopId)).orderBy(asc(products.id));
    const ids = rows.map((p) => p.id);
    const categories = new Map(
      (await db.select().from(productCategories).where(eq(productCategories.shopId, shopId))).map((c) => [
        c.id,
        c.name,
      ]),
    );
    const variants = await db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
    const images = await db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.sortOrder), asc(productImages.id));
    const codes = await db.select().from(skus).where(eq(skus.shopId, shopId));
    const productSku = new Map(codes.filter((s) => s.productVariantId === null).map((s) => [s.productId, s.sku]));
    const variantSku = new Map(
      codes.filter((s) => s.productVariantId !== null).map((s) => [s.productVariantId, s.sku]),
    );
    const sheet: Sheet = [];
    for (const p of rows) {
      const gallery = images.filter((i) => i.productId === p.id).map((i) => i.imageUrl);
      const pictures = gallery.length ? gallery : p.imageUrl ? [p.imageUrl] : [];
      sheet.push({
        id: String(p.id),
        sku: productSku.get(p.id) ?? '',
        name: p.productName,
        description: p.description,
        category: p.categoryId ? (categories.get(p.categoryId) ?? '') : '',
        price: price(p.mainPrice),
        stock_quantity: p.stockQuantity === null ? '' : String(p.stockQuantity),
        stock_at_export: p.stockQuantity === null ? '' : String(p.stockQuantity),
        in_stock: p.inStock ? 'yes' : 'no',
        pictures: pictures.map(pictureName).join('|'),
      });
      for (const v of variants.filter((x) => x.productId === p.id)) {
        sheet.push({
          id: String(p.id),
          sku: productSku.get(p.id) ?? '',
          variant_name: v.productVariantName,
          variant_sku: variantSku.get(v.id) ?? '',
          variant_price: price(v.price),
          stock_quantity: v.stockQuantity === null ? '' : String(v.stockQuantity),
          stock_at_export: v.stockQuantity === null ? '' : String(v.stockQuantity),
        });
      }
    }
    return sheet;
  }

  const send = async (
    file: Buffer,
    query = '',
    headers = owner,
    pictures?: Buffer,
  ): Promise<{ statusCode: number; body: ImportResponse }> => {
    // A commit carries out the plan of its dry run (unless the test names one), as the owner's page sends it.
    const commits = query.includes('dry_run=false') && !query.includes('plan_id');
    const plan = commits ? `&plan_id=${(await send(file, '', headers, pictures)).body.plan_id}` : '';
    const parts = [{ field: 'file', name: 'catalogue.csv', bytes: file }];
    if (pictures) parts.push({ field: 'pictures', name: 'pictures.zip', bytes: pictures });
    const body = multipart(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/products/import${query}${plan}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    return {
      statusCode: res.statusCode,
      body: res.statusCode === 200 ? importResponse.parse(res.json()) : res.json(),
    };
  };
  const fileProblems = async (file: Buffer) => {
    const res = await send(file);
    const body = importFailResponse.parse(res.body);
    return { statusCode: res.statusCode, problems: (body.file_errors ?? []).map((e) => e.problem), body };
  };
  /** Everything import could write, counted: "nothing written" is these figures unchanged. */
  const footprint = async (shopId: number) => {
    const db = t.database.db;
    const [[p], [c], [s]] = await Promise.all([
      db.select({ n: count() }).from(products).where(eq(products.shopId, shopId)),
      db.select({ n: count() }).from(productCategories).where(eq(productCategories.shopId, shopId)),
      db.select({ n: count() }).from(skus).where(eq(skus.shopId, shopId)),
    ]);
    const [v] = await db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(products.shopId, shopId));
    const prices = await db
      .select({ id: products.id, price: products.mainPrice, updated: products.updatedAt })
      .from(products)
      .where(eq(products.shopId, shopId))
      .orderBy(asc(products.id));
    return { products: p.n, categories: c.n, skus: s.n, variants: v.n, prices };
  };

  it('reads back an unchanged export as every row unchanged, in CSV and in XLSX', async () => {
    const sheet = await exportSheet(sunriseId);
    expect(sheet.some((r) => r.variant_name)).toBe(true);
    for (const file of [toCsv(sheet), await toXlsx(sheet)]) {
      const res = await send(file);
      expect(res.statusCode).toBe(200);
      expect(res.body.dry_run).toBe(true);
      expect(res.body.summary).toEqual({ new: 0, changed: 0, unchanged: sheet.length, errors: 0 });
      expect(res.body.rows.every((r) => r.status === 'unchanged')).toBe(true);
    }
  });

  it('finds one edited price and one new row; the dry run writes nothing, the commit writes both', async () => {
    const before = await footprint(sunriseId);
    const sheet = await exportSheet(sunriseId);
    const edited = sheet.findIndex((r) => !r.variant_name && r.price);
    const oldPrice = sheet[edited].price as string;
    sheet[edited].price = '1234.50';
    sheet.push({ sku: 'NEW-LAMP-1', name: 'Desk Lamp', description: 'Warm light', category: 'Lighting', price: '899' });

    for (const file of [toCsv(sheet), await toXlsx(sheet)]) {
      const dry = await send(file);
      expect(dry.body.summary).toEqual({ new: 1, changed: 1, unchanged: sheet.length - 2, errors: 0 });
      const changed = dry.body.rows.find((r) => r.status === 'changed');
      expect(changed?.row).toBe(edited + 2);
      expect(changed?.changes).toEqual([{ field: 'price', old: oldPrice, new: '1234.50' }]);
      expect(dry.body.rows.find((r) => r.status === 'new')).toMatchObject({ name: 'Desk Lamp', sku: 'NEW-LAMP-1' });
    }
    expect(await footprint(sunriseId)).toEqual(before);

    const commit = await send(toCsv(sheet), '?dry_run=false');
    expect(commit.statusCode).toBe(200);
    expect(commit.body).toMatchObject({ dry_run: false, applied: true, summary: { new: 1, changed: 1 } });
    const shown = await catalogueOf(t, 'sunrise-electronics');
    expect(shown.products.find((p) => p.product_id === Number(sheet[edited].id))?.main_price).toBe(1234.5);
    const lamp = shown.products.find((p) => p.product_name === 'Desk Lamp');
    expect(lamp?.main_price).toBe(899);
    // The category named in the file was created.
    const [lighting] = await t.database.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.name, 'Lighting'));
    expect(lamp?.category_id).toBe(lighting.id);
    // And the new export round-trips again.
    const again = await send(toCsv(await exportSheet(sunriseId)));
    expect(again.body.summary.unchanged).toBe(again.body.rows.length);
  });

  it('adds a product with variants, matched again by SKU on the next import, with stock moves', async () => {
    const rows: Sheet = [
      { sku: 'TEE', name: 'Tee', category: 'lighting', price: '499', in_stock: 'yes' },
      { sku: 'TEE', variant_name: 'Small', variant_sku: 'TEE-S', variant_price: '499', stock_quantity: '5' },
      { sku: 'TEE', variant_name: 'Large', variant_sku: 'TEE-L', variant_price: '549.5', stock_quantity: '' },
    ];
    const commit = await send(toCsv(rows), '?dry_run=false');
    expect(commit.body.summary).toEqual({ new: 3, changed: 0, unchanged: 0, errors: 0 });
    const shown = await catalogueOf(t, 'sunrise-electronics');
    const tee = shown.products.find((p) => p.product_name === 'Tee');
    expect(tee?.variants.map((v) => [v.product_variant_name, v.price])).toEqual([
      ['Small', 499],
      ['Large', 549.5],
    ]);
    // "lighting" is the category made a moment ago, not a second one.
    const lighting = await t.database.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.shopId, sunriseId));
    expect(lighting.filter((c) => c.name.toLowerCase() === 'lighting')).toHaveLength(1);
    const moves = await t.database.db.select().from(stockMoves).where(eq(stockMoves.productId, tee!.product_id));
    expect(moves.map((m) => [m.delta, m.reason])).toEqual([[5, 'owner_edit']]);

    // The next file says what it saw (5, as an export would) and sets 3.
    rows[1].stock_at_export = '5';
    rows[1].stock_quantity = '3';
    rows[2].variant_name = 'Large (L)';
    const next = await send(toCsv(rows), '?dry_run=false');
    expect(next.body.rows.map((r) => r.status)).toEqual(['unchanged', 'changed', 'changed']);
    expect(next.body.rows[1].changes).toEqual([{ field: 'stock_quantity', old: '5', new: '3' }]);
    expect(next.body.rows[2].changes).toEqual([{ field: 'variant_name', old: 'Large', new: 'Large (L)' }]);
    const after = await t.database.db.select().from(stockMoves).where(eq(stockMoves.productId, tee!.product_id));
    expect(after.map((m) => m.delta).sort()).toEqual([-2, 5]);
  });

  it('refuses a whole file that cannot be read, naming why, with nothing written', async () => {
    const before = await footprint(sunriseId);
    const valid = 'name,price\r\nTea,10\r\n';
    expect(await fileProblems(Buffer.alloc(0))).toMatchObject({ statusCode: 422, problems: ['emptyFile'] });
    expect((await fileProblems(Buffer.from('\uFEFF'))).problems).toEqual(['emptyFile']);
    expect((await fileProblems(Buffer.from('name,price\r\n'))).problems).toEqual(['emptyFile']);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valid, 'utf16le')]);
    const sixteen = await fileProblems(utf16);
    expect(sixteen.problems).toEqual(['badEncoding']);
    expect(sixteen.body.message).toMatch(/UTF-16/);
    const latin1 = await fileProblems(Buffer.from('name,price\r\nCaf\u00e9,10\r\n', 'latin1'));
    expect(latin1.problems).toEqual(['badEncoding']);
    expect(latin1.body.message).toMatch(/Latin-1/);
    const unknown = await fileProblems(Buffer.from('Name, PRICE ,colour\r\nTea,10,red\r\n'));
    expect(unknown.problems).toEqual(['unknownColumn']);
    expect(unknown.body.file_errors?.[0].column).toBe('colour');
    const missing = await fileProblems(Buffer.from('name,description\r\nTea,Green\r\n'));
    expect(missing.problems).toEqual(['missingColumn']);
    expect(missing.body.file_errors?.[0].column).toBe('price');
    const many = `name,price\r\n${'Tea,1\r\n'.repeat(20_001)}`;
    expect((await fileProblems(Buffer.from(many))).problems).toEqual(['tooManyRows']);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    expect(await fileProblems(huge)).toMatchObject({ statusCode: 413, problems: ['tooLarge'] });
    expect((await fileProblems(Buffer.from('PK\u0003\u0004not really a zip'))).problems).toEqual(['notASheet']);
    // Columns in any order, any case, trimmed; Excel's `;` separator and a BOM-less UTF-8 file are read.
    const loose = await send(Buffer.from(' PRICE ;Name\r\n10;Caf\u00e9\r\n'));
    expect(loose.body.rows[0]).toMatchObject({ status: 'new', name: 'Caf\u00e9' });
    // The apostrophe export puts before a formula-like cell (OWASP) is taken off again.
    const formula = await send(Buffer.from("name,description,price\r\n'=Tea,'-5% today,10\r\n"));
    expect(formula.body.rows[0]).toMatchObject({ status: 'new', name: '=Tea' });
    expect(await footprint(sunriseId)).toEqual(before);
  });

  it('names each wrong row, column and reason, and writes nothing of them', async () => {
    const baker = await loginAs(t, 'bakery');
    const bakeryId = await shopIdOf(t, 'corner-bakery');
    const [bakeryProduct] = await t.database.db.select().from(products).where(eq(products.shopId, bakeryId)).limit(1);
    const [own] = await exportSheet(sunriseId);
    const before = await footprint(sunriseId);
    const rows: Sheet = [
      { name: '', price: '10' },
      { name: 'No price', price: '' },
      { name: 'Bad number', price: 'ten' },
      { name: 'Comma', price: '12,50' },
      { name: 'Cents', price: '12.345' },
      { name: 'Stock', price: '1', stock_quantity: '-3' },
      { name: 'Maybe', price: '1', in_stock: 'perhaps' },
      { sku: 'TWICE', name: 'First', price: '1' },
      { sku: 'TWICE', name: 'Second', price: '1' },
      { id: String(own.id), sku: 'TEE', name: 'Taken', price: '1' },
      { id: String(bakeryProduct.id), name: 'Not mine', price: '1' },
      { id: '99999999', name: 'Nobody', price: '1' },
      { sku: 'NOPE', variant_name: 'Orphan', variant_price: '1' },
      { name: 'x'.repeat(201), price: '1' },
      { name: 'Pictured', price: '1', pictures: 'missing.jpg' },
      { id: String(own.id), name: own.name, price: own.price, stock_quantity: '4', variant_name: '' },
    ];
    const res = await send(toCsv(rows), '?dry_run=false');
    expect(res.statusCode).toBe(200);
    const problems = res.body.rows.map((r) => r.errors.map((e) => `${e.column}:${e.problem}`).join(' '));
    expect(problems.slice(0, 15)).toEqual([
      'name:required',
      'price:required',
      'price:badNumber',
      'price:badNumber',
      'price:badDecimals',
      'stock_quantity:badNumber',
      'in_stock:badYesNo',
      'sku:duplicateSku',
      'sku:duplicateSku',
      'sku:skuTaken',
      'id:unknownId',
      'id:unknownId',
      'sku:unknownProduct',
      'name:tooLong',
      'pictures:pictureMissing',
    ]);
    expect(res.body.rows.every((r) => r.row >= 2)).toBe(true);
    expect(res.body.rows[3].errors[0].message).toMatch(/dot/);
    // The first product of Sunrise is sold in variants: its own count is refused.
    expect(problems[15]).toBe('stock_quantity:badNumber');
    expect(res.body.summary.errors).toBe(16);
    expect(res.body.applied).toBe(true);
    expect(await footprint(sunriseId)).toEqual(before);
    // Another owner cannot reach Sunrise's products by id either.
    const [sunriseProduct] = await exportSheet(sunriseId);
    const theirs = await send(
      toCsv([{ id: sunriseProduct.id, name: 'Mine now', price: '1' }]),
      '?dry_run=false',
      baker,
    );
    expect(theirs.body.rows[0].errors.map((e) => e.problem)).toEqual(['unknownId']);
    expect(await footprint(sunriseId)).toEqual(before);
  });

  it('all or nothing: one wrong row keeps every row out; without it, the valid rows go in', async () => {
    const before = await footprint(sunriseId);
    const rows: Sheet = [
      { name: 'Valid One', price: '10', category: 'Garden' },
      { name: 'Wrong', price: 'ten' },
    ];
    const strict = await send(toCsv(rows), '?dry_run=false&all_or_nothing=true');
    expect(strict.body).toMatchObject({ applied: false, summary: { new: 1, errors: 1 } });
    expect(await footprint(sunriseId)).toEqual(before);
    const loose = await send(toCsv(rows), '?dry_run=false');
    expect(loose.body).toMatchObject({ applied: true, summary: { new: 1, errors: 1 } });
    const shown = await catalogueOf(t, 'sunrise-electronics');
    expect(shown.products.filter((p) => p.product_name === 'Valid One')).toHaveLength(1);
    expect(shown.products.some((p) => p.product_name === 'Wrong')).toBe(false);
  });

  it('takes pictures from a ZIP, by the row SKU or the pictures column, through the upload pipeline', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c84' } })
      .png()
      .toBuffer();
    const zip = Buffer.from(
      zipSync({
        'photos/PIC-1.png': new Uint8Array(png),
        'other.png': new Uint8Array(png),
        'notes.txt': strToU8('hello'),
        'fake.jpg': strToU8('<html><script>alert(1)</script></html>'),
      }),
    );
    const rows: Sheet = [
      { sku: 'PIC-1', name: 'By SKU', price: '5' },
      { sku: 'PIC-2', name: 'Listed', price: '5', pictures: 'other.png' },
      { sku: 'PIC-3', name: 'Fake', price: '5', pictures: 'fake.jpg' },
    ];
    const res = await send(toCsv(rows), '?dry_run=false', owner, zip);
    expect(res.body.rows.map((r) => r.status)).toEqual(['new', 'new', 'error']);
    expect(res.body.rows[2].errors[0].problem).toBe('pictureMissing');
    const shown = await catalogueOf(t, 'sunrise-electronics');
    for (const name of ['By SKU', 'Listed']) {
      const product = shown.products.find((p) => p.product_name === name) as unknown as { image_url: string };
      expect(product.image_url).toMatch(new RegExp(`^/media/${sunriseId}/[A-Za-z0-9_-]+-640\\.webp$`));
    }
    // The export names the stored picture; any of its widths means the same picture: no change.
    const bySku = shown.products.find((p) => p.product_name === 'By SKU') as unknown as { image_url: string };
    const otherWidth = pictureName(bySku.image_url).replace('-640.webp', '-320.webp');
    const again = await send(toCsv([{ sku: 'PIC-1', name: 'By SKU', price: '5', pictures: otherWidth }]));
    expect(again.body.rows[0].status).toBe('unchanged');
    const gone = await send(toCsv([{ sku: 'PIC-1', name: 'By SKU', price: '5', pictures: 'nowhere.jpg' }]));
    expect(gone.body.rows[0].errors.map((e) => e.problem)).toEqual(['pictureMissing']);
  });

  it('imports 5,000 rows, dry run and commit, in reasonable time', async () => {
    const bulk = await loginAs(t, 'bulk');
    const bulkId = await shopIdOf(t, 'bulk-mart');
    const sheet = await exportSheet(bulkId);
    expect(sheet.length).toBeGreaterThanOrEqual(5000);
    let started = Date.now();
    const dry = await send(toCsv(sheet), '', bulk);
    const dryMs = Date.now() - started;
    expect(dry.body.summary.unchanged).toBe(sheet.length);

    const fresh: Sheet = Array.from({ length: 5000 }, (_, i) => ({
      sku: `BULK-NEW-${i}`,
      name: `Imported item ${i}`,
      category: `Imported ${i % 10}`,
      price: `${(i % 500) + 1}.25`,
      stock_quantity: String(i % 7),
    }));
    started = Date.now();
    const commit = await send(toCsv(fresh), '?dry_run=false', bulk);
    const commitMs = Date.now() - started;
    expect(commit.body).toMatchObject({ applied: true, summary: { new: 5000, errors: 0 } });
    const [{ n }] = await t.database.db.select({ n: count() }).from(products).where(eq(products.shopId, bulkId));
    expect(n).toBe(sheet.length + 5000);
    console.info(`5,000 rows on ${t.database.kind}: dry run ${dryMs} ms, commit ${commitMs} ms`);
    // Generous bounds for a shared machine; bench/ holds the real budget.
    expect(dryMs).toBeLessThan(30_000);
    expect(commitMs).toBeLessThan(60_000);
  }, 180_000);

  it("imports what the export endpoint and the owner's own ZIP wrote, CSV and XLSX alike, as every row unchanged", async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const exported = await t.app.inject({
        method: 'GET',
        url: `/api/account/products/export?format=${format}`,
        headers: owner,
      });
      expect(exported.statusCode, exported.body).toBe(200);
      const res = await send(exported.rawPayload);
      expect(res.statusCode, format).toBe(200);
      expect(res.body.summary, format).toMatchObject({ new: 0, changed: 0, errors: 0 });
      expect(res.body.summary.unchanged, format).toBeGreaterThan(0);
    }
    const zip = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: owner });
    expect(zip.statusCode).toBe(200);
    const csv = Buffer.from(unzipSync(new Uint8Array(zip.rawPayload))['products.csv']);
    const res = await send(csv);
    expect(res.statusCode).toBe(200);
    expect(res.body.summary).toMatchObject({ new: 0, changed: 0, errors: 0 });
  });
});
