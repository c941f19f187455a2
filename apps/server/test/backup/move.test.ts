import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPAWNED_API_KEY, type SpawnedServer, spawnServer, stopServer } from '../quality/support/spawned-server.js';
import { type CliRun as Run, runBackupCli as runCli } from '../support/backup-cli.js';
import { adminQuery, databaseUrl, testDriver } from '../support/test-database.js';

/** A digest of every row of every table (timestamps in UTC), to tell "identical" from "almost". */
const tableDigests = `
  select table_schema || '.' || table_name as name from information_schema.tables
  where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`;
async function digestsOf(query: (sql: string) => Promise<Record<string, unknown>[]>): Promise<Record<string, string>> {
  await query(`set timezone = 'UTC'`);
  const out: Record<string, string> = {};
  for (const { name } of (await query(tableDigests)) as { name: string }[]) {
    const [row] = await query(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${name} t`,
    );
    out[name] = String(row.d);
  }
  return out;
}
async function postgresDigests(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await digestsOf(async (sql) => (await client.query(sql)).rows);
  } finally {
    await client.end();
  }
}
async function pgliteDigests(dataDir: string): Promise<Record<string, string>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db: PGlite = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await digestsOf(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

/**
 * The move the README describes: a shop run on the embedded database, backed up while it serves,
 * restored into a fresh PostgreSQL database, served from there: everything reads back the same,
 * and owners stay signed in (the session secret travels in a backup taken with --with-secret).
 */
describe.runIf(testDriver() === 'postgres')('backup on PGlite, restore into PostgreSQL (the move)', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-move-'));
  const dataDir = path.join(work, 'data');
  const backupFile = path.join(work, 'shop.sql');
  const targetName = `vitrine_move_${randomBytes(5).toString('hex')}`;
  // Collected on PGlite too (then skipped), where TEST_DATABASE_URL may be unset.
  const targetUrl = testDriver() === 'postgres' ? databaseUrl(targetName) : '';
  let before: SpawnedServer | undefined;
  let after: SpawnedServer | undefined;
  let ownerToken = '';
  let pictureUrl = '';
  let backupRun: Run;
  let readsDuringBackup = { ok: 0, failed: [] as string[] };

  const call = async (server: SpawnedServer, route: string, init: RequestInit = {}, from = '10.9.0.1') => {
    const headers = new Headers(init.headers);
    headers.set('api-key', SPAWNED_API_KEY);
    headers.set('x-forwarded-for', from);
    return fetch(`${server.baseUrl}${route}`, { ...init, headers });
  };
  const json = async (server: SpawnedServer, route: string, init: RequestInit = {}, from?: string) => {
    const res = await call(server, route, init, from);
    const body = await res.text();
    if (!res.ok) throw new Error(`${route}: ${res.status} ${body}`);
    return JSON.parse(body);
  };
  const owner = () => ({ authorization: `Bearer ${ownerToken}` });

  beforeAll(async () => {
    before = await spawnServer({ dataDir, startTimeoutMs: 150_000 });
    const login = await json(before, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@sunrise.example', password: 'sunrise123' }),
    });
    ownerToken = login.token;

    // A picture, uploaded as an owner does.
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 140, b: 90 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'shop-front.png');
    const uploaded = await json(before, '/api/account/images', { method: 'POST', headers: owner(), body: form });
    pictureUrl = uploaded.image.url;

    // Orders, placed as shoppers do.
    const { catalogue } = await json(before, '/api/getcatalogue/sunrise-electronics');
    const orderable = catalogue.products.filter((p: { in_stock: boolean }) => p.in_stock).slice(0, 3);
    for (const [i, product] of orderable.entries()) {
      const variant = product.variants[0]?.product_variant_id;
      await json(
        before,
        '/api/orders',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `move-order-${i}` },
          body: JSON.stringify({
            shop_id: catalogue.shop[0].shop_id,
            delivery_type: 'cod',
            customer: {
              name: 'Asha Rao',
              phone: `+91 98765 ${String(i).padStart(5, '0')}`,
              address_line1: '12 MG Road',
              city: 'Pune',
              postal_code: '411001',
            },
            items: [
              { product_id: product.product_id, ...(variant ? { product_variant_id: variant } : {}), quantity: i + 1 },
            ],
          }),
        },
        `10.9.1.${i + 1}`,
      );
    }

    // The backup, while shoppers keep reading the catalogue.
    let backingUp = true;
    const reader = async (n: number) => {
      const routes = [
        '/api/getcatalogue/sunrise-electronics',
        '/api/getcatalogue/corner-bakery',
        '/api/getmaster/country_list',
      ];
      while (backingUp) {
        const route = routes[n % routes.length];
        const res = await call(before as SpawnedServer, route).catch((e: Error) => ({
          status: 0,
          text: async () => e.message,
        }));
        await res.text();
        if (res.status === 200) readsDuringBackup.ok += 1;
        else readsDuringBackup.failed.push(`${route}: ${res.status}`);
      }
    };
    readsDuringBackup = { ok: 0, failed: [] };
    const readers = [0, 1, 2, 3].map(reader);
    // A move keeps owners signed in and shoppers' order links working: the secret goes with it.
    backupRun = await runCli(['backup', backupFile, '--with-secret'], { DATA_DIR: dataDir });
    backingUp = false;
    await Promise.all(readers);

    await adminQuery(`create database ${targetName}`);
  }, 300_000);

  afterAll(async () => {
    await stopServer(before);
    await stopServer(after);
    await adminQuery(`drop database if exists ${targetName} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up the running embedded database while the catalogue keeps answering', () => {
    expect(backupRun.stderr).toBe('');
    expect(backupRun.code).toBe(0);
    expect(backupRun.stdout).toContain('through the running server');
    const size = statSync(backupFile).size;
    expect(backupRun.stdout).toContain(`${size} bytes`);
    expect((statSync(backupFile).mode & 0o777).toString(8)).toBe('600');
    expect(readsDuringBackup.failed).toEqual([]);
    expect(readsDuringBackup.ok).toBeGreaterThan(0);
  });

  it('restores into a fresh PostgreSQL database, and the server there answers everything the same', async () => {
    const restored = await runCli(['restore', backupFile], {
      DATABASE_URL: targetUrl,
      DATA_DIR: path.join(work, 'unused'),
    });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/Restored in [\d.]+ s: 3 shops, \d+ products, 3 orders, [1-9]\d* pictures/);

    after = await spawnServer({ dataDir: path.join(work, 'data-pg'), databaseUrl: targetUrl, startTimeoutMs: 60_000 });
    const a = before as SpawnedServer;
    const b = after;
    // Every shop's catalogue (bulk-mart's 5,000 products too), as shoppers read it.
    for (const shop of ['sunrise-electronics', 'corner-bakery', 'bulk-mart']) {
      expect(await json(b, `/api/getcatalogue/${shop}`), shop).toEqual(await json(a, `/api/getcatalogue/${shop}`));
    }
    // The owner's session from the embedded server still works: the secret travelled.
    const ordersBefore = await json(a, '/api/account/orders', { headers: owner() });
    const ordersAfter = await json(b, '/api/account/orders', { headers: owner() });
    expect(ordersAfter).toEqual(ordersBefore);
    expect(JSON.stringify(ordersAfter)).toContain('Asha Rao');
    // The picture, byte for byte.
    const [pa, pb] = await Promise.all([call(a, pictureUrl), call(b, pictureUrl)]);
    expect(pb.status).toBe(200);
    expect(Buffer.from(await pb.arrayBuffer()).equals(Buffer.from(await pa.arrayBuffer()))).toBe(true);

    // And below the API: every row of every table (shops, products, orders, pictures' bytes…).
    await stopServer(before);
    before = undefined;
    const [embedded, postgres] = await Promise.all([pgliteDigests(dataDir), postgresDigests(targetUrl)]);
    // rate_limits: the PostgreSQL server counted the requests above there (PGlite counts in memory).
    // settings: the backup added the embedded server's session secret (DATA_DIR/jwt-secret) there.
    for (const table of ['public.rate_limits', 'public.settings']) {
      delete postgres[table];
      delete embedded[table];
    }
    expect(postgres).toEqual(embedded);
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    const { rows } = await client.query(`select value from settings where key = 'jwt_secret'`);
    await client.end();
    expect(rows[0].value).toBe(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));
  }, 240_000);

  it('refuses a non-empty database, a cut-short file and a foreign one, leaving the target as it was', async () => {
    await stopServer(after);
    after = undefined;
    const untouched = await postgresDigests(targetUrl);
    const env = { DATABASE_URL: targetUrl, DATA_DIR: path.join(work, 'unused') };

    const again = await runCli(['restore', backupFile], env);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toMatch(
      /^Restore failed: .* is not empty \(3 shops, \d+ accounts, 3 orders, \d+ pictures\); run again with --force/,
    );

    const content = readFileSync(backupFile);
    const truncated = path.join(work, 'truncated.sql');
    writeFileSync(truncated, content.subarray(0, Math.floor(content.length * 0.6)));
    const cut = await runCli(['restore', truncated, '--force'], env);
    expect(cut.code).toBe(1);
    expect(cut.stderr.trim()).toMatch(/^Restore failed: .*truncated\.sql is incomplete: .*nothing was changed$/);
    expect(cut.stderr.trim().split('\n')).toHaveLength(1);

    const foreign = path.join(work, 'foreign.sql');
    writeFileSync(foreign, '-- PostgreSQL database dump\nCREATE TABLE t (id int);\n');
    const other = await runCli(['restore', foreign, '--force'], env);
    expect(other.code).toBe(1);
    expect(other.stderr.trim()).toMatch(
      /^Restore failed: .*foreign\.sql is not a Vitrine backup.*nothing was changed$/,
    );

    expect(await postgresDigests(targetUrl)).toEqual(untouched);
  }, 120_000);

  it('goes back the other way: a PostgreSQL backup restores into an empty DATA_DIR', async () => {
    const fromPostgres = path.join(work, 'from-postgres.sql');
    const taken = await runCli(['backup', fromPostgres, '--with-secret'], {
      DATABASE_URL: targetUrl,
      DATA_DIR: path.join(work, 'unused'),
    });
    expect(taken.stderr).toBe('');
    expect(taken.stdout).toMatch(/Backup written: .* \([\d.]+ MB, \d+ bytes\)/);
    const embeddedAgain = path.join(work, 'data-again');
    const restored = await runCli(['restore', fromPostgres], { DATA_DIR: embeddedAgain });
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toMatch(/3 shops, \d+ products, 3 orders, [1-9]\d* pictures/);
    // The owners' secret lands where the embedded server reads it.
    expect(readFileSync(path.join(embeddedAgain, 'jwt-secret'), 'utf8')).toBe(
      readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'),
    );
  }, 180_000);
});
