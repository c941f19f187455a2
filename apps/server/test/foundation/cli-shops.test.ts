import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, shops } from '../../src/db/schema.js';
import { writeControlFile } from '../../src/modules/backup/control.js';
import { CliPlace } from '../support/cli-run.js';
import { testDriver } from '../support/test-database.js';

/** The operator's verbs about accounts and shops, each run as its own process, checked through the real server. */
describe(`the vitrine command's account and shop verbs on ${testDriver()}`, () => {
  const place = new CliPlace();
  beforeAll(() => place.create());
  afterAll(() => place.dispose());

  /** Runs `work` against the real server on the place's database, closing it after (PGlite has one process). */
  const withServer = async <T>(work: (s: Awaited<ReturnType<CliPlace['server']>>) => Promise<T>): Promise<T> => {
    const server = await place.server();
    try {
      return await work(server);
    } finally {
      await server.close();
    }
  };

  it('reset-password prints a one-time link that sets a new password, and sends no mail', async () => {
    const env = { PUBLIC_URL: 'https://shops.example' };
    const first = await place.vitrine(['reset-password', 'OWNER@bakery.example'], env);
    const second = await place.vitrine(['reset-password', 'owner@bakery.example'], env);
    expect(second.code, second.stderr).toBe(0);
    const token = (r: typeof first) =>
      /^ {2}https:\/\/shops\.example\/pages\/reset-password\?token=([\w-]{43})$/m.exec(r.stdout)?.[1] ?? '';
    expect(second.stdout).toMatch(/^Password reset link for owner@bakery\.example \(one use; /);
    const until = Date.parse(/^ {2}valid until (\S+)$/m.exec(second.stdout)?.[1] ?? '');
    expect(until - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(until - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(
      existsSync(path.join(place.dataDir, 'outbox')) && readdirSync(path.join(place.dataDir, 'outbox')),
    ).toBeFalsy();

    await withServer(async ({ app, headers }) => {
      const reset = (t: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          headers,
          payload: { token: t, password: 'a brand new secret' },
        });
      // A second link replaces the first, as a second "forgot password" does.
      expect((await reset(token(first))).statusCode).toBe(400);
      expect((await reset(token(second))).statusCode).toBe(200);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        payload: { email: 'owner@bakery.example', password: 'a brand new secret' },
      });
      expect(login.statusCode).toBe(200);
    });
  });

  it('reset-password says when no account has the e-mail', async () => {
    const unknown = await place.vitrine(['reset-password', 'nobody@shops.example']);
    expect(unknown).toMatchObject({ code: 1, stderr: 'vitrine: no account has the e-mail nobody@shops.example\n' });
  });

  it('shops lists every shop with its counts, last activity and owner, as a table or JSON', async () => {
    // One order placed through the server, after the bakery's products last changed.
    await withServer(async ({ app, headers }) => {
      const catalogue = (await app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers })).json()
        .catalogue as { shop: { shop_id: number }[]; products: { product_id: number; variants: unknown[] }[] };
      const placed = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...headers, 'idempotency-key': 'cli-shops-order-1' },
        payload: {
          shop_id: catalogue.shop[0].shop_id,
          delivery_type: 'cod',
          customer: {
            name: 'Asha Rao',
            phone: '+1 415 555 0101',
            address_line1: '1 Main St',
            city: 'Portland',
            postal_code: '97204',
          },
          items: [{ product_id: catalogue.products.find((p) => p.variants.length === 0)?.product_id, quantity: 1 }],
        },
      });
      expect(placed.statusCode, placed.body).toBe(201);
    });
    const database = await place.open();
    const [bakery] = await database.db.select().from(shops).where(eq(shops.shopCatalogueUrl, 'corner-bakery'));
    await database.db
      .update(products)
      .set({ updatedAt: new Date('2026-01-02T03:04:05Z') })
      .where(eq(products.shopId, bakery.id));
    const [{ orderedAt }] = (
      (await database.db.execute(
        sql`select max(updated_at)::text as "orderedAt" from orders where shop_id = ${bakery.id}`,
      )) as unknown as { rows: { orderedAt: string }[] }
    ).rows;
    const [{ n: bulkProducts }] = (
      (await database.db.execute(
        sql`select count(*)::int as n from products p join shops s on s.id = p.shop_id where s.shop_catalogue_url = 'bulk-mart'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    await database.close();

    const json = await place.vitrine(['shops', '--json']);
    expect(json.code, json.stderr).toBe(0);
    const list = JSON.parse(json.stdout) as Record<string, unknown>[];
    expect(list.map((s) => s.shop_catalogue_url)).toEqual(['sunrise-electronics', 'corner-bakery', 'bulk-mart']);
    expect(list[1]).toEqual({
      shop_catalogue_url: 'corner-bakery',
      shop_name: 'Corner Bakery',
      status: 'active',
      products: expect.any(Number),
      orders: 1,
      last_activity: new Date(orderedAt).toISOString(),
      owner_email: 'owner@bakery.example',
    });
    expect(list[2]).toMatchObject({ products: bulkProducts, orders: 0, last_activity: expect.any(String) });

    const table = await place.vitrine(['shops']);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^URL +NAME +STATUS +PRODUCTS +ORDERS +LAST ACTIVITY +OWNER$/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      new RegExp(
        `^corner-bakery +Corner Bakery +active +\\d+ +1 +${new Date(orderedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC +owner@bakery\\.example$`,
      ),
    );
    // Columns line up: every row's STATUS starts where the header's does.
    const at = lines[0].indexOf('STATUS');
    for (const line of lines.slice(1)) expect(line.slice(at, at + 6)).toMatch(/^(active|suspen)/);
  });

  const bulkMartStatus = () =>
    withServer(
      async (s) =>
        (await s.app.inject({ method: 'GET', url: '/api/getcatalogue/bulk-mart', headers: s.headers })).statusCode,
    );

  it("suspend takes a shop off line as the admin's web action does, by its address in any case", async () => {
    const off = await place.vitrine(['suspend', 'Bulk-Mart']);
    expect(off, off.stderr).toMatchObject({ code: 0 });
    expect(off.stdout).toMatch(/^Suspended Bulk-Mart: /);
    expect(await bulkMartStatus()).toBe(404);
    const listed = JSON.parse((await place.vitrine(['shops', '--json'])).stdout) as { status: string }[];
    expect(listed[2].status).toBe('suspended');
  });

  it('unsuspend puts it back on line', async () => {
    const on = await place.vitrine(['unsuspend', 'bulk-mart']);
    expect(on, on.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Reactivated bulk-mart: /) });
    expect(await bulkMartStatus()).toBe(200);
  });

  it('says which shop it cannot find, and that it needs one', async () => {
    expect(await place.vitrine(['suspend', 'no-such-shop'])).toMatchObject({
      code: 1,
      stderr: 'vitrine: no shop has the catalogue address no-such-shop\n',
    });
    expect(await place.vitrine(['unsuspend'])).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^vitrine: SHOP_URL: /),
    });
  });

  it.skipIf(testDriver() !== 'pglite')('refuses to touch an embedded database a running server holds', async () => {
    // This test's own process stands in for the server: alive, and named in DATA_DIR/control.json.
    writeControlFile(place.dataDir, { pid: process.pid, port: 1, token: 'x' });
    try {
      expect(await place.vitrine(['suspend', 'bulk-mart'])).toMatchObject({
        code: 1,
        stderr: `vitrine: a server (pid ${process.pid}) is running on ${place.dataDir}: stop it first\n`,
      });
    } finally {
      rmSync(path.join(place.dataDir, 'control.json'), { force: true });
    }
  });

  it.skipIf(testDriver() !== 'postgres')(
    'a running server stops serving a shop the command suspends at once, not when its cache would refresh',
    async () => {
      await withServer(async (s) => {
        const status = async (url: string) =>
          (await s.app.inject({ method: 'GET', url, headers: s.headers })).statusCode;
        const reads = ['/api/getcatalogue/corner-bakery', '/api/getshop/corner-bakery', '/corner-bakery'];
        // Cached now: without the command's change event this server would serve them for minutes.
        for (const url of reads) expect(await status(url)).toBe(200);
        for (const url of reads) expect(await status(url)).toBe(200);
        const within = async (want: number) => {
          const deadline = Date.now() + 5_000;
          while (Date.now() < deadline && (await Promise.all(reads.map(status))).some((c) => c !== want)) {
            await new Promise((r) => setTimeout(r, 50));
          }
          return Promise.all(reads.map(status));
        };
        expect((await place.vitrine(['suspend', 'corner-bakery'])).code).toBe(0);
        expect(await within(404)).toEqual([404, 404, 404]);
        expect((await place.vitrine(['unsuspend', 'corner-bakery'])).code).toBe(0);
        expect(await within(200)).toEqual([200, 200, 200]);
      });
    },
  );
});
