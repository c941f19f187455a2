import { type ImportResponse, importResponse, type SheetRowResult } from '@vitrine/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, stockMoves } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { ledgerSum, placeOrder, quantityOf, shopper } from './stock-support.js';

/** A sheet as the owner edits it: the header's names, then each row's cells by column. */
interface Sheet {
  columns: string[];
  rows: Record<string, string>[];
}

/** A multipart body with the sheet as its `file` part. */
function multipart(file: Buffer) {
  const boundary = `----vitrine${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

const csvOf = (sheet: Sheet) =>
  Buffer.from(stringify([sheet.columns, ...sheet.rows.map((r) => sheet.columns.map((c) => r[c] ?? ''))]), 'utf8');

/**
 * An owner who re-imports an older export never undoes a sale made since. The
 * export writes the stock it saw (`stock_at_export`); a stock cell left as exported sets nothing,
 * and an edited one is refused when the item's figure moved since, also when an order comes in
 * while the commit runs.
 */
// Every commit here is preceded by its dry run (a commit carries out a checked plan), so a test
// sends each file twice as often as before: it gets twice the default 30 s.
describe('re-importing an older export keeps the sales made since', { timeout: 60_000 }, () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let sunriseOwner: Record<string, string>;
  let bakery: Awaited<ReturnType<typeof catalogueOf>>;
  let sunrise: Awaited<ReturnType<typeof catalogueOf>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'bakery');
    sunriseOwner = await loginAs(t, 'sunrise');
    bakery = await catalogueOf(t, 'corner-bakery');
    sunrise = await catalogueOf(t, 'sunrise-electronics');
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  /** Plain (variant-less) bakery products, a different one per test. */
  const plain = (n: number) => bakery.products.filter((p) => p.variants.length === 0)[n].product_id;
  const track = async (productId: number, quantity: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/account/products/${productId}`,
      headers: owner,
      payload: { stock_quantity: quantity, stock_quantity_expected: null },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const buy = (productId: number, quantity: number, variantId?: number) =>
    placeOrder(t.app, t.headers, {
      shop_id: variantId ? sunrise.shop[0].shop_id : bakery.shop[0].shop_id,
      delivery_type: 'cod',
      customer: shopper(),
      items: [{ product_id: productId, quantity, ...(variantId ? { product_variant_id: variantId } : {}) }],
    });
  const bought = async (productId: number, quantity: number, variantId?: number) => {
    const res = await buy(productId, quantity, variantId);
    expect(res.statusCode, res.body).toBe(201);
  };

  /** The export endpoint's file, as it downloads. */
  const download = async (format: 'csv' | 'xlsx', headers = owner) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/account/products/export?format=${format}`, headers });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  /** The exported CSV as rows to edit, as a spreadsheet would open it. */
  const exported = async (headers = owner): Promise<Sheet> => {
    const [columns, ...records] = parse(await download('csv', headers), { bom: true }) as string[][];
    return { columns, rows: records.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]]))) };
  };
  const send = async (file: Buffer, query = '', headers = owner): Promise<ImportResponse> => {
    // A commit carries out the plan of its dry run, as the owner's page sends it.
    const commits = query.includes('dry_run=false');
    const plan = commits ? `&plan_id=${(await send(file, '', headers)).plan_id}` : '';
    const body = multipart(file);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/products/import${query}${plan}`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return importResponse.parse(res.json());
  };
  /** The product row of a product in an import's answer (the file's row number is the sheet's index + 2). */
  const rowOf = (answer: ImportResponse, sheet: Sheet, productId: number, variant = '') => {
    const at = sheet.rows.findIndex((r) => r.id === String(productId) && (r.variant_name ?? '') === variant);
    return answer.rows.find((r) => r.row === at + 2) as SheetRowResult;
  };
  const cell = (sheet: Sheet, productId: number, variant = '') =>
    sheet.rows.find((r) => r.id === String(productId) && (r.variant_name ?? '') === variant) as Record<string, string>;
  const problems = (row: SheetRowResult) => row.errors.map((e) => `${e.column}:${e.problem}`);
  const priceOf = async (productId: number) =>
    (await db().select({ price: products.mainPrice }).from(products).where(eq(products.id, productId)))[0].price;

  it('imports back as it was text that the export neutralised as formulas, at a cell start or after a separator', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/account/products',
      headers: sunriseOwner,
      payload: {
        product_name: "Tea;=1+1, '-x",
        description: "Pack, -2;@3\n=SUM(A1) ;'=kept",
        main_price: 3,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const format of ['csv', 'xlsx'] as const) {
      const file = await download(format, sunriseOwner);
      const dry = await send(file, '', sunriseOwner);
      expect(dry.summary.errors, format).toBe(0);
      const row = dry.rows.find((r) => r.kind === 'product' && r.name === "Tea;=1+1, '-x");
      expect(row?.status, format).toBe('unchanged');
    }
  });

  it('an untouched export at 10, re-imported after two orders took 2, leaves 8 (CSV and XLSX), so no unit is sold twice', async () => {
    const p = plain(0);
    await track(p, 10);
    const csv = await download('csv');
    const xlsx = await download('xlsx');
    await bought(p, 1);
    await bought(p, 1);
    expect(await quantityOf(db(), p)).toBe(8);

    for (const file of [csv, xlsx]) {
      const dry = await send(file);
      expect(dry.summary).toMatchObject({ changed: 0, errors: 0 });
      expect(dry.rows.every((r) => r.status === 'unchanged')).toBe(true);
      const commit = await send(file, '?dry_run=false');
      expect(commit.summary).toMatchObject({ changed: 0, errors: 0 });
      expect(await quantityOf(db(), p)).toBe(8);
      expect(await ledgerSum(db(), p)).toBe(8);
    }
    // The two orders' units are not on sale again: 9 cannot be ordered, 8 can.
    expect((await buy(p, 9)).statusCode).toBe(409);
    await bought(p, 8);
    // What the export wrote for the import to check against.
    expect(cell(await exported(), p)).toMatchObject({ stock_quantity: '0', stock_at_export: '0' });
  });

  it('an edited stock cell whose figure moved since the export is reported by the dry run and refused at commit; the rest goes in', async () => {
    const [p, q] = [plain(1), plain(2)];
    await track(p, 10);
    await track(q, 10);
    const sheet = await exported();
    await bought(p, 2);
    // The owner received 5 of each and raised a price on p's row.
    Object.assign(cell(sheet, p), { stock_quantity: '15', price: '777' });
    cell(sheet, q).stock_quantity = '15';
    const pricedBefore = await priceOf(p);

    const dry = await send(csvOf(sheet));
    expect(rowOf(dry, sheet, p)).toMatchObject({ status: 'error', changes: [] });
    expect(problems(rowOf(dry, sheet, p))).toEqual(['stock_quantity:stockChanged']);
    expect(rowOf(dry, sheet, p).errors[0].message).toMatch(/8 now, 10 in stock_at_export/);
    expect(rowOf(dry, sheet, q)).toMatchObject({
      status: 'changed',
      changes: [{ field: 'stock_quantity', old: '10', new: '15' }],
    });

    const strict = await send(csvOf(sheet), '?dry_run=false&all_or_nothing=true');
    expect(strict).toMatchObject({ applied: false, summary: { errors: 1 } });
    expect(await quantityOf(db(), q)).toBe(10);

    const commit = await send(csvOf(sheet), '?dry_run=false');
    expect(commit).toMatchObject({ applied: true, summary: { changed: 1, errors: 1 } });
    expect(problems(rowOf(commit, sheet, p))).toEqual(['stock_quantity:stockChanged']);
    expect(await quantityOf(db(), p)).toBe(8);
    expect(await priceOf(p)).toBe(pricedBefore);
    expect(await quantityOf(db(), q)).toBe(15);
    expect(await ledgerSum(db(), q)).toBe(15);

    // The way out the message names: today's figure in stock_at_export sets the new one.
    cell(sheet, p).stock_at_export = '8';
    const confirmed = await send(csvOf(sheet), '?dry_run=false');
    expect(rowOf(confirmed, sheet, p).status).toBe('changed');
    expect(await quantityOf(db(), p)).toBe(15);
    expect(await ledgerSum(db(), p)).toBe(15);
  });

  it('an order placed between the dry run and the commit is caught by the commit', async () => {
    const p = plain(3);
    await track(p, 10);
    const sheet = await exported();
    cell(sheet, p).stock_quantity = '15';
    const dry = await send(csvOf(sheet));
    expect(rowOf(dry, sheet, p)).toMatchObject({ status: 'changed', errors: [] });
    await bought(p, 1);
    const commit = await send(csvOf(sheet), '?dry_run=false');
    expect(problems(rowOf(commit, sheet, p))).toEqual(['stock_quantity:stockChanged']);
    expect(await quantityOf(db(), p)).toBe(9);
    expect(await ledgerSum(db(), p)).toBe(9);
  });

  it('counts variants the same way; a sheet without stock_at_export sets its figures as written (a stocktake)', async () => {
    const phone = sunrise.products.find((x) => x.variants.length >= 2)!;
    const [v0, v1] = phone.variants;
    // A sheet made by hand, without stock_at_export: the figures are the owner's count.
    const count = `id,name,price,variant_name,variant_price,stock_quantity\r\n${[v0, v1]
      .map((v) => `${phone.product_id},,,"${v.product_variant_name}",${v.price},10`)
      .join('\r\n')}\r\n`;
    const counted = await send(Buffer.from(count), '?dry_run=false', sunriseOwner);
    expect(counted.summary).toMatchObject({ changed: 2, errors: 0 });
    expect(await quantityOf(db(), phone.product_id, v0.product_variant_id)).toBe(10);

    const sheet = await exported(sunriseOwner);
    await bought(phone.product_id, 2, v0.product_variant_id);
    await bought(phone.product_id, 2, v1.product_variant_id);
    cell(sheet, phone.product_id, v1.product_variant_name).stock_quantity = '20';
    const commit = await send(csvOf(sheet), '?dry_run=false', sunriseOwner);
    // v0 untouched: the sale stands; v1 edited after its sale: refused.
    expect(rowOf(commit, sheet, phone.product_id, v0.product_variant_name).status).toBe('unchanged');
    expect(problems(rowOf(commit, sheet, phone.product_id, v1.product_variant_name))).toEqual([
      'stock_quantity:stockChanged',
    ]);
    expect(await quantityOf(db(), phone.product_id, v0.product_variant_id)).toBe(8);
    expect(await quantityOf(db(), phone.product_id, v1.product_variant_id)).toBe(8);
    expect(await ledgerSum(db(), phone.product_id, v1.product_variant_id)).toBe(8);
  });

  it('orders fired while the import commits: every sale stands, and the new figure is set only over the exported one', async () => {
    for (let round = 0; round < 3; round++) {
      const p = plain(4 + round);
      await track(p, 10);
      const sheet = await exported();
      cell(sheet, p).stock_quantity = '50';
      const orders = () => Array.from({ length: 4 }, () => buy(p, 1));
      const [before, commit, after] = await Promise.all([
        Promise.all(orders()),
        send(csvOf(sheet), '?dry_run=false'),
        Promise.all(orders()),
      ]);
      const placed = [...before, ...after].filter((r) => r.statusCode === 201).length;
      expect([...before, ...after].every((r) => r.statusCode === 201)).toBe(true);
      const row = rowOf(commit, sheet, p);
      const applied = row.status === 'changed';
      if (!applied) expect(problems(row)).toEqual(['stock_quantity:stockChanged']);
      // Set over exactly the exported 10 (+40), or refused: either way no order's unit is lost.
      expect(await quantityOf(db(), p)).toBe((applied ? 50 : 10) - placed);
      expect(await ledgerSum(db(), p)).toBe((applied ? 50 : 10) - placed);
      const edits = await db().select().from(stockMoves).where(eq(stockMoves.productId, p));
      expect(edits.filter((m) => m.reason === 'owner_edit').map((m) => m.delta)).toEqual(applied ? [10, 40] : [10]);
    }
  });

  it.runIf(process.env.VITRINE_TEST_DB === 'postgres')(
    'an order that commits after the commit read the catalogue, before it locks the row, is caught under the lock',
    async () => {
      const p = plain(7);
      await track(p, 10);
      const sheet = await exported();
      cell(sheet, p).stock_quantity = '15';
      let commit: Promise<ImportResponse> | undefined;
      // This transaction holds the product's row as an order's does, and takes one unit.
      await db().transaction(async (tx) => {
        await tx.execute(sql`select id from products where id = ${p} for update`);
        await tx.execute(sql`update products set stock_quantity = stock_quantity - 1 where id = ${p}`);
        commit = send(csvOf(sheet), '?dry_run=false');
        // The import has read 10 (this change is not committed) and now waits for the row.
        for (let waited = 0; ; waited += 20) {
          const waiting = (await db().execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          )) as unknown as { rows: { n: number }[] };
          const [{ n }] = waiting.rows;
          if (n > 0) break;
          if (waited > 10_000) throw new Error('the import never waited for the row');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      const answer = await (commit as Promise<ImportResponse>);
      expect(problems(rowOf(answer, sheet, p))).toEqual(['stock_quantity:stockChanged']);
      expect(rowOf(answer, sheet, p).errors[0].message).toMatch(/9 now/);
      expect(await quantityOf(db(), p)).toBe(9);
    },
  );
});
