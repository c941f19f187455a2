import { type ImportResponse, importFailResponse, importResponse, sheetColumns } from '@vitrine/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs, sheetMultipart, shopIdOf } from './helpers.js';

/**
 * The import's guard rails an owner meets first: a sample file to start from, a file that is no
 * spreadsheet called that, and a plan that is committed once however often Import is pressed.
 */
describe('catalogue import: sample file, not a spreadsheet, committed once', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let bakeryId: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'bakery');
    bakeryId = await shopIdOf(t, 'corner-bakery');
  });
  afterAll(() => t?.close());

  const send = async (file: Buffer, query = '', name = 'catalogue.csv') => {
    const body = sheetMultipart(file, name);
    return t.app.inject({
      method: 'POST',
      url: `/api/account/products/import${query}`,
      headers: { ...owner, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const productCount = async () =>
    (await t.database.db.select({ n: count() }).from(products).where(eq(products.shopId, bakeryId)))[0].n;
  /** A sheet of `n` new products without a SKU (matched by nothing, so a second write would add them again). */
  const noSkuSheet = (tag: string, n: number) =>
    Buffer.from(
      `name,price\r\n${Array.from({ length: n }, (_, i) => `${tag} loaf ${i + 1},${(3 + i / 10).toFixed(2)}`).join('\r\n')}\r\n`,
    );

  it('calls a picture renamed .csv, or any binary file, not a spreadsheet (422 naming `file`), not Latin-1', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const jpeg = await sharp(png).jpeg().toBuffer();
    const binary = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37 + 11) % 256));
    for (const [bytes, kind] of [
      [png, /PNG picture/],
      [jpeg, /JPEG picture/],
      [binary, /not a text file/],
    ] as const) {
      const res = await send(bytes, '', 'products.csv');
      expect(res.statusCode).toBe(422);
      const body = importFailResponse.parse(res.json());
      expect(body.message).toMatch(/^This file is not a spreadsheet/);
      expect(body.message).toMatch(kind);
      expect(body.message).not.toMatch(/Latin-1/);
      expect(body.errors?.file).toBe(body.message);
      expect(body.file_errors?.map((e) => e.problem)).toEqual(['notASheet']);
    }
    // A real Windows-1252 CSV is still told by its encoding.
    const latin1 = await send(Buffer.from('name,price\r\nCaf\u00e9 cr\u00e8me,3\r\n', 'latin1'));
    expect(importFailResponse.parse(latin1.json()).file_errors?.[0].problem).toBe('badEncoding');
  });

  it("offers a sample file, CSV and XLSX, in the columns the import reads and in the owner's language", async () => {
    for (const [lang, word] of [
      ['en', 'Stoneware mug'],
      ['de', 'Steingut-Becher'],
      ['fr', 'Mug en grès'],
      ['pt', 'Caneca de grés'],
    ] as const) {
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/account/products/import/sample?format=csv&lang=${lang}`,
        headers: owner,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      expect(csv.headers['content-disposition']).toContain(`products-sample-${lang}.csv`);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0].split(',').map((c) => c.replace(/"/g, ''))).toEqual([...sheetColumns]);
      expect(lines).toHaveLength(4);
      expect(csv.body).toContain(word);
      // What the sample says, the import takes: three new products, no error.
      const dry = await send(csv.rawPayload);
      expect(dry.statusCode, dry.body).toBe(200);
      expect(importResponse.parse(dry.json()).summary).toEqual({ new: 3, changed: 0, unchanged: 0, errors: 0 });
    }
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/account/products/import/sample?format=xlsx&lang=de',
      headers: owner,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const dry = await send(xlsx.rawPayload, '', 'sample.xlsx');
    const read = importResponse.parse(dry.json());
    expect(read.summary.new).toBe(3);
    expect(read.rows.map((r) => r.name)).toContain('Steingut-Becher');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/account/products/import/sample' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('commits a checked plan once: pressing Import again answers the first result, nothing twice', async () => {
    const file = noSkuSheet('Again', 32);
    const before = await productCount();
    const dry = importResponse.parse((await send(file)).json());
    expect(dry.plan_id).toMatch(/^[0-9a-f-]{36}$/);
    const first = await send(file, `?dry_run=false&plan_id=${dry.plan_id}`);
    const second = await send(file, `?dry_run=false&plan_id=${dry.plan_id}`);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const a = importResponse.parse(first.json());
    expect(a).toMatchObject({ applied: true, plan_id: dry.plan_id, summary: { new: 32, changed: 0 } });
    // The second answer is the first commit's result, not "0 new, 0 changed".
    expect(second.json()).toEqual(first.json());
    expect(await productCount()).toBe(before + 32);
  });

  it('commits a plan once when two commits of it race', async () => {
    for (let round = 0; round < 2; round++) {
      const file = noSkuSheet(`Race${round}`, 12);
      const before = await productCount();
      const dry = importResponse.parse((await send(file)).json());
      const answers = await Promise.all([0, 1, 2].map(() => send(file, `?dry_run=false&plan_id=${dry.plan_id}`)));
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const bodies = answers.map((r) => importResponse.parse(r.json()) as ImportResponse);
      for (const body of bodies) expect(body.summary).toEqual({ new: 12, changed: 0, unchanged: 0, errors: 0 });
      expect(await productCount()).toBe(before + 12);
    }
  });

  it('refuses a commit without a checked plan, of another file, or of an unknown plan (422 naming plan_id)', async () => {
    const before = await productCount();
    const file = noSkuSheet('Guard', 2);
    const none = await send(file, '?dry_run=false');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.plan_id).toMatch(/Check the file first/);
    const dry = importResponse.parse((await send(file)).json());
    const other = await send(noSkuSheet('Other', 2), `?dry_run=false&plan_id=${dry.plan_id}`);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.plan_id).toMatch(/not the file that was checked/);
    const unknown = await send(file, '?dry_run=false&plan_id=6b1f9c1e-1d7e-4a55-9b2f-3c0d1e2f4a5b');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.plan_id).toMatch(/unknown or has expired/);
    const malformed = await send(file, '?dry_run=false&plan_id=abc');
    expect(malformed.statusCode).toBe(400);
    // Another shop's plan is unknown here.
    const sunrise = await loginAs(t, 'sunrise');
    const body = sheetMultipart(file);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/account/products/import?dry_run=false&plan_id=${dry.plan_id}`,
      headers: { ...sunrise, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(theirs.statusCode).toBe(422);
    expect(await productCount()).toBe(before);
  });
});
