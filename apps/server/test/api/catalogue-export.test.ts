import { sheetColumns, unescapeFormula } from '@vitrine/contracts';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

const day = () => new Date().toISOString().slice(0, 10);

describe('the catalogue export', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let yen: Record<string, string>;
  let ids: { mug: number; lamp: number; pen: number; trick: number };

  const register = async (shop: string, address: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: t.headers,
      payload: {
        name: 'Owner',
        email: `${shop}@export.example`,
        password: 'export-2026',
        shop_name: shop,
        shop_catalogue_url: shop,
      },
      remoteAddress: address,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...t.headers, authorization: `Bearer ${res.json().token}` };
  };
  const call = async (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string>) => {
    const res = await t.app.inject({ method, url, headers, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const exportOf = (headers: Record<string, string>, format?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/account/products/export${format ? `?format=${format}` : ''}`,
      headers,
    });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await register('mug-house', '10.66.0.1');
    yen = await register('yui-tea', '10.66.0.2');
    await call('PUT', '/api/account/shop', { currency_code: 'INR' }, owner);
    await call('PUT', '/api/account/shop', { currency_code: 'JPY' }, yen);
    const { category } = await call('POST', '/api/account/categories', { name: 'Kitchen, "best"' }, owner);
    const product = async (body: object) =>
      (await call('POST', '/api/account/products', body, owner)).product.product_id as number;
    const mug = await product({
      product_name: 'Blue mug',
      sku: 'MUG-1',
      description: 'Stoneware.\nDishwasher safe; 350 ml',
      main_price: 12.5,
      category_id: category.id,
      image_url: '/assets/speaker.svg',
      images: ['/assets/speaker.svg', '/assets/phone.svg'],
      variants: [
        { product_variant_name: 'Small', price: 12.5, sku: 'MUG-1-S', stock_quantity: 4 },
        { product_variant_name: 'Large', price: 15 },
      ],
    });
    const lamp = await product({ product_name: 'Desk lamp', main_price: 1999, stock_quantity: 0 });
    const pen = await product({ product_name: 'Pen', main_price: 0.5, in_stock: false });
    const trick = await product({
      product_name: '=HYPERLINK("http://evil.example","Click")',
      description: '-5% this week',
      sku: '@SKU',
      main_price: 1,
    });
    ids = { mug, lamp, pen, trick };
    await call('POST', '/api/account/products', { product_name: 'Sencha', main_price: 1250, sku: 'TEA-1' }, yen);
  });
  afterAll(() => t?.close());

  /** The rows the shop above exports, as text, header first. */
  const expected = () => [
    [...sheetColumns],
    [
      String(ids.mug),
      'MUG-1',
      'Blue mug',
      'Stoneware.\nDishwasher safe; 350 ml',
      'Kitchen, "best"',
      '12.50',
      '',
      '',
      '',
      '',
      '',
      'yes',
      'speaker.svg|phone.svg',
    ],
    [String(ids.mug), 'MUG-1', '', '', '', '', 'Small', 'MUG-1-S', '12.50', '4', '4', 'yes', ''],
    [String(ids.mug), 'MUG-1', '', '', '', '', 'Large', '', '15.00', '', '', 'yes', ''],
    [String(ids.lamp), '', 'Desk lamp', '', '', '1999.00', '', '', '', '0', '0', 'no', ''],
    [String(ids.pen), '', 'Pen', '', '', '0.50', '', '', '', '', '', 'no', ''],
    [
      String(ids.trick),
      "'@SKU",
      `'=HYPERLINK("http://evil.example","Click")`,
      "'-5% this week",
      '',
      '1.00',
      '',
      '',
      '',
      '',
      '',
      'yes',
      '',
    ],
  ];

  it('writes CSV: BOM, CRLF, RFC 4180 quoting, a row per product then per variant, formulas escaped', async () => {
    const res = await exportOf(owner, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="mug-house-products-${day()}.csv"`);
    const body = res.rawPayload;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8');
    expect(text.startsWith(`\uFEFF${sheetColumns.join(',')}\r\n`)).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    // Every cell quoted (OWASP: a reader splitting on `;` cannot cut one), quotes doubled, line breaks kept.
    expect(text).toContain(`,"Stoneware.\nDishwasher safe; 350 ml","Kitchen, ""best""","12.50",`);
    expect(text).toContain(`"${ids.lamp}","","Desk lamp","","","1999.00","","","","0","0","no",""\r\n`);
    expect(parse(text, { bom: true })).toEqual(expected());
    // The import strips exactly the quote export added.
    expect(unescapeFormula(`'=HYPERLINK("http://evil.example","Click")`)).toBe(
      '=HYPERLINK("http://evil.example","Click")',
    );
    // CSV is the default format.
    expect((await exportOf(owner)).body).toBe(res.body);
  });

  it('writes XLSX with the same cells: prices and counts as numbers, text as text', async () => {
    const res = await exportOf(owner, 'xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="mug-house-products-${day()}.xlsx"`);
    const rows = await readSheet(res.rawPayload);
    const asText = rows.map((row) =>
      sheetColumns.map((_, i) => {
        const v = row[i];
        if (v === null || v === undefined) return '';
        return typeof v === 'number' && (i === 5 || i === 8) ? v.toFixed(2) : String(v);
      }),
    );
    expect(asText).toEqual(expected());
    expect(rows[1][5]).toBe(12.5);
    expect(rows[2][9]).toBe(4);
    // The figure the import checks a stock edit against (stock_at_export), a number too.
    expect(rows[2][10]).toBe(4);
    expect(typeof rows[1][1]).toBe('string');
  });

  it('writes prices in the currency decimals: yen without any', async () => {
    const csv = parse((await exportOf(yen, 'csv')).body, { bom: true }) as string[][];
    expect(csv[1].slice(1, 6)).toEqual(['TEA-1', 'Sencha', '', '', '1250']);
    const xlsx = await readSheet((await exportOf(yen, 'xlsx')).rawPayload);
    expect(xlsx[1][5]).toBe(1250);
  });

  it("exports only the signed-in owner's shop, and only to an owner", async () => {
    const sunrise = await loginAs(t, 'sunrise');
    const other = await exportOf(sunrise, 'csv');
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-disposition']).toContain('filename="sunrise-electronics-products-');
    expect(other.body).not.toContain('Blue mug');
    expect(other.body).not.toContain('MUG-1');
    expect((await exportOf(t.headers, 'csv')).statusCode).toBe(401);
    expect((await exportOf(await loginAs(t, 'admin'), 'csv')).statusCode).toBe(403);
    expect((await exportOf(owner, 'pdf')).statusCode).toBe(400);
  });

  it("exports bulk-mart's whole catalogue (5,000 products) in both formats", async () => {
    const bulk = await loginAs(t, 'bulk');
    const list = await t.app.inject({ method: 'GET', url: '/api/account/products?per_page=1', headers: bulk });
    const total = list.json().total as number;
    expect(total).toBeGreaterThanOrEqual(5000);
    let started = performance.now();
    const csv = await exportOf(bulk, 'csv');
    const csvMs = performance.now() - started;
    const csvRows = parse(csv.body, { bom: true }) as string[][];
    const productRows = csvRows.slice(1).filter((r) => r[6] === '');
    expect(productRows).toHaveLength(total);
    started = performance.now();
    const xlsx = await exportOf(bulk, 'xlsx');
    const xlsxMs = performance.now() - started;
    expect((await readSheet(xlsx.rawPayload)).length).toBe(csvRows.length);
    console.info(`export of ${csvRows.length - 1} rows: CSV ${Math.round(csvMs)} ms, XLSX ${Math.round(xlsxMs)} ms`);
  });
});
