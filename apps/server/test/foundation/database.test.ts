import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db/client.js';
import * as schema from '../../src/db/schema.js';
import { seedDemo } from '../../src/db/seed/demo.js';
import { prepareDatabase } from '../../src/db/setup.js';
import { createTestDatabase, testDriver } from '../support/test-database.js';

async function counts(db: Db) {
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0].n;
  return {
    users: await n(schema.users),
    shops: await n(schema.shops),
    products: await n(schema.products),
    variants: await n(schema.productVariants),
    countries: await n(schema.countries),
    states: await n(schema.states),
    deliveryTypes: await n(schema.deliveryTypes),
  };
}

describe(`database on ${testDriver()}`, () => {
  const disposers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const dispose of disposers) await dispose();
  });

  async function emptyDatabase(): Promise<Database> {
    const { database, dispose } = await createTestDatabase({ empty: true });
    disposers.push(dispose);
    return database;
  }

  it('migrates an empty database to the whole data model', async () => {
    const database = await emptyDatabase();
    await database.migrate();
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'shops',
        'shop_images',
        'product_categories',
        'products',
        'product_variants',
        'product_images',
        'countries',
        'states',
        'business_categories',
        'delivery_types',
        'order_status',
        'shop_image_types',
        'complaints',
        'orders',
        'order_items',
        'idempotency_keys',
      ]),
    );
  });

  it('seeds the demo shops, accounts, countries and states, and seeding again changes nothing', async () => {
    const database = await emptyDatabase();
    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ seeded: true });
    const first = await counts(database.db);
    expect(first.users).toBe(4);
    expect(first.shops).toBe(3);
    expect(first.products).toBeGreaterThanOrEqual(24 + 8 + 5000);
    expect(first.countries).toBeGreaterThanOrEqual(7);
    expect(first.states).toBeGreaterThan(150);
    expect(first.deliveryTypes).toBeGreaterThanOrEqual(1);

    expect(await prepareDatabase(database, { seedDemo: true })).toEqual({ seeded: false });
    expect(await seedDemo(database.db)).toBe(false);
    expect(await counts(database.db)).toEqual(first);
  }, 60_000);

  it('seeds each demo shop as the spec describes', async () => {
    // The template every test file copies was seeded by the same prepareDatabase().
    const { database, dispose } = await createTestDatabase({ templateDump: inject('templateDump') });
    disposers.push(dispose);
    const { db } = database;
    const shop = async (url: string) =>
      (await db.select().from(schema.shops).where(eq(schema.shops.shopCatalogueUrl, url)))[0];
    const productsOf = async (shopId: number) =>
      db.select().from(schema.products).where(eq(schema.products.shopId, shopId));

    const sunrise = await shop('sunrise-electronics');
    expect(sunrise).toMatchObject({ shopName: 'Sunrise Electronics', currencyCode: 'INR', shopCity: 'Pune' });
    const header = JSON.parse(sunrise.shopCatalogueHeader);
    for (const item of ['shop_name', 'shop_tagline', 'shop_details', 'phone_number', 'shop_email', 'shop_website']) {
      expect(header[item].status).toBe(true);
    }
    const sunriseProducts = await productsOf(sunrise.id);
    expect(sunriseProducts.length).toBeGreaterThanOrEqual(24);
    expect(sunriseProducts.filter((p) => !p.inStock)).toHaveLength(1);
    const categories = await db
      .select()
      .from(schema.productCategories)
      .where(eq(schema.productCategories.shopId, sunrise.id));
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Phones', 'Tablets', 'Speakers', 'Accessories']),
    );
    const withVariants = await db
      .selectDistinct({ productId: schema.productVariants.productId })
      .from(schema.productVariants)
      .innerJoin(schema.products, eq(schema.products.id, schema.productVariants.productId))
      .where(eq(schema.products.shopId, sunrise.id));
    expect(withVariants.length).toBeGreaterThanOrEqual(3);
    const [state] = await db.select().from(schema.states).where(eq(schema.states.id, sunrise.shopStateId!));
    expect(state.stateName).toBe('Maharashtra');

    const bakery = await shop('corner-bakery');
    expect(bakery).toMatchObject({ currencyCode: 'USD', shopEmail: '', shopWebsite: '' });
    expect(JSON.parse(bakery.shopCatalogueHeader).shop_tagline.status).toBe(false);
    expect((await productsOf(bakery.id)).length).toBeGreaterThanOrEqual(8);

    const bulk = await shop('bulk-mart');
    expect((await productsOf(bulk.id)).length).toBeGreaterThanOrEqual(5000);
    const bulkCategories = await db
      .select()
      .from(schema.productCategories)
      .where(eq(schema.productCategories.shopId, bulk.id));
    expect(bulkCategories).toHaveLength(20);

    const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, 'admin@vitrine.example'));
    expect(admin.role).toBe('admin');
    expect(admin.passwordHash).toMatch(/^scrypt\$/);
  }, 60_000);
});

describe.runIf(testDriver() === 'pglite')('file-backed PGlite in DATA_DIR', () => {
  it('keeps every row across a restart and never re-seeds', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-restart-'));
    try {
      const first = await openDatabase({ dataDir });
      await prepareDatabase(first, { seedDemo: true });
      await first.db
        .update(schema.shops)
        .set({ shopTagline: 'Edited before restart' })
        .where(eq(schema.shops.shopCatalogueUrl, 'corner-bakery'));
      const before = await counts(first.db);
      await first.close();

      const second = await openDatabase({ dataDir });
      expect(await prepareDatabase(second, { seedDemo: true })).toEqual({ seeded: false });
      expect(await counts(second.db)).toEqual(before);
      const [bakery] = await second.db
        .select()
        .from(schema.shops)
        .where(eq(schema.shops.shopCatalogueUrl, 'corner-bakery'));
      expect(bakery.shopTagline).toBe('Edited before restart');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
