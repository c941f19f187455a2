import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sheetColumns } from '@vitrine/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategories, products } from '../../src/db/schema.js';
import { CATEGORY_NAME_TAKEN } from '../../src/modules/categories/service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs, shopIdOf } from './helpers.js';

const migration = fileURLToPath(new URL('../../drizzle/0017_category_names_any_case.sql', import.meta.url));

/** A catalogue file of new products, as the import reads it (the export's columns, CSV). */
function importFile(rows: { name: string; category: string; price: string }[]) {
  const cells = (r: Record<string, string>) => sheetColumns.map((c) => r[c] ?? '').join(',');
  const csv = `\uFEFF${[sheetColumns.join(','), ...rows.map(cells)].join('\r\n')}\r\n`;
  const boundary = '----vitrine-category-names';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * A category name is one per shop whatever its case ("Bolos" and "bolos" are one category): the
 * database's unique index holds it under concurrency, the API says 409 on `name`, the import files
 * rows into the existing one, and a shopper sees no empty category. On PGlite and PostgreSQL.
 */
describe('category names, one per shop in any case', () => {
  let t: TestApp;
  let baker: Record<string, string>;
  let bakeryId: number;
  beforeAll(async () => {
    t = await createTestApp();
    baker = await loginAs(t, 'bakery');
    bakeryId = await shopIdOf(t, 'corner-bakery');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: baker, payload });
  const namedLike = async (name: string) =>
    t.database.db
      .select()
      .from(productCategories)
      .where(
        and(eq(productCategories.shopId, bakeryId), sql`lower(${productCategories.name}) = ${name.toLowerCase()}`),
      );
  const publicCategories = async () =>
    (await t.app.inject({ method: 'GET', url: `/api/getproductcategories/${bakeryId}`, headers: t.headers })).json()
      .product_categories as { id: number; name: string; product_count: number }[];

  it('refuses a second "Bolos" in another case, on create and on rename, with a 409 naming the field', async () => {
    const first = await call('POST', '/api/account/categories', { name: 'Bolos' });
    expect(first.statusCode).toBe(201);
    for (const name of ['bolos', ' BOLOS ']) {
      const again = await call('POST', '/api/account/categories', { name });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ status: 'fail', errors: { name: CATEGORY_NAME_TAKEN } });
    }
    const other = (await call('POST', '/api/account/categories', { name: 'Tortas' })).json().category;
    const rename = await call('PUT', `/api/account/categories/${other.id}`, { name: 'bOLOS' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().errors).toHaveProperty('name');
    // A category may change the case of its own name.
    const own = await call('PUT', `/api/account/categories/${first.json().category.id}`, { name: 'BOLOS' });
    expect(own.statusCode).toBe(200);
    expect(await namedLike('bolos')).toHaveLength(1);
    await call('PUT', `/api/account/categories/${first.json().category.id}`, { name: 'Bolos' });
  });

  it('makes one category of "Doces" and "doces" created at the same moment', async () => {
    const answers = await Promise.all(
      ['Doces', 'doces', 'DOCES', 'Doces'].map((name) => call('POST', '/api/account/categories', { name })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await namedLike('doces')).toHaveLength(1);
  });

  it('files imported rows under the existing category whatever the case the file writes', async () => {
    const [bolos] = await namedLike('bolos');
    const cake = (name: string, category: string) => ({ name, category, price: '30' });
    const file = importFile([
      cake('Bolo de cenoura', 'Bolos'),
      cake('Bolo de fubá', 'bolos'),
      cake('Bolo de milho', 'BOLOS'),
      cake('Bolo de laranja', 'bolos'),
    ]);
    const importWith = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/account/products/import?${query}`,
        headers: { ...baker, 'content-type': file.contentType },
        payload: file.payload,
      });
    // A commit carries the plan its dry run checked.
    const checked = await importWith('dry_run=true');
    expect(checked.statusCode, checked.body).toBe(200);
    const res = await importWith(`dry_run=false&plan_id=${checked.json().plan_id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toMatchObject({ new: 4, errors: 0 });
    expect(await namedLike('bolos')).toHaveLength(1);
    const filed = await t.database.db.select().from(products).where(eq(products.categoryId, bolos.id));
    expect(filed).toHaveLength(4);
    // The shopper's Bolos filter counts the four cakes.
    expect((await publicCategories()).find((c) => c.id === bolos.id)?.product_count).toBe(4);
  });

  it("does not send a shopper the shop's empty categories", async () => {
    const empty = (await call('POST', '/api/account/categories', { name: 'Salgados' })).json().category;
    const owners = (await call('GET', '/api/account/categories')).json().categories as { id: number }[];
    expect(owners.map((c) => c.id)).toContain(empty.id);
    const shown = await publicCategories();
    expect(shown.map((c) => c.name)).not.toContain('Salgados');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((c) => c.product_count > 0)).toBe(true);
  });

  it('merges the case-duplicates a shop already has, moving their products, before the index holds', async () => {
    const db = t.database.db;
    // The database as it was before the index: duplicates allowed.
    await db.execute(sql`drop index product_categories_shop_name_key`);
    const made = await db
      .insert(productCategories)
      .values(
        ['Pães', 'pães', 'PÃES', 'Vazia', 'vazia'].map((name, i) => ({ shopId: bakeryId, name, sortOrder: 50 + i })),
      )
      .returning();
    const id = (name: string) => made.find((c) => c.name === name)?.id as number;
    const product = (name: string, categoryId: number) => ({
      shopId: bakeryId,
      productName: name,
      mainPrice: '5.00',
      categoryId,
    });
    const moved = await db
      .insert(products)
      .values([
        product('Pão francês', id('pães')),
        product('Pão de queijo', id('PÃES')),
        product('Pão doce', id('PÃES')),
        product('Pão sírio', id('Pães')),
      ])
      .returning({ id: products.id });

    for (const statement of readFileSync(migration, 'utf8').split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement));
    }

    const ids = moved.map((p) => p.id);
    const after = await db.select().from(products).where(inArray(products.id, ids));
    expect(after).toHaveLength(4);
    // The one holding the most products stays and holds them all.
    expect(new Set(after.map((p) => p.categoryId))).toEqual(new Set([id('PÃES')]));
    const left = await db
      .select({ name: productCategories.name })
      .from(productCategories)
      .where(
        inArray(
          productCategories.id,
          made.map((c) => c.id),
        ),
      );
    expect(left.map((c) => c.name).sort()).toEqual(['PÃES', 'Vazia']);
    // And the index holds again.
    const again = await call('POST', '/api/account/categories', { name: 'vazia' });
    expect(again.statusCode).toBe(409);
  });
});
