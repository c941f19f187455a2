import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.js';
import { newerSchemaMessage, shippedMigrations } from '../../src/db/migrations.js';
import { accounts } from '../api/helpers.js';
import { checkOrders, countOrders } from '../quality/support/orders-check.js';
import { SPAWNED_API_KEY, type SpawnedServer, spawnServer, stopServer } from '../quality/support/spawned-server.js';
import {
  type AckedOrder,
  LiveClient,
  loadShops,
  placeOrder,
  planOrder,
  random,
  type ShopFixture,
  shopperAddress,
} from '../quality/support/workload.js';
import { runBackupCli } from '../support/backup-cli.js';
import { adminQuery, databaseUrl, TEMPLATE_DB, testDriver } from '../support/test-database.js';
import { builtRelease, newerRelease, type Release } from './releases.js';

/**
 * How long both versions take orders side by side. The rolling upgrade's old instance serves for
 * as long as the balancer takes to drain it (a minute or so); 25 s of steady traffic from several
 * shoppers at once shows the same thing on a machine the rest of the suite shares.
 */
const WINDOW_MS = 25_000;
/** Shoppers placing orders one after the other, on each instance. */
const SHOPPERS = 3;
const known = shippedMigrations().length;
/** The newer release's one migration: additive, as the rolling upgrade requires (README, "Upgrading"). */
const PROBE = {
  tag: `${String(known).padStart(4, '0')}_upgrade_probe`,
  sql: 'alter table "orders" add column if not exists "upgrade_probe" text;\n',
};

/** Orders both instances acknowledged, and everything that went wrong, by instance. */
interface Traffic {
  acked: AckedOrder[];
  failures: string[];
  /** What each instance acknowledged. */
  byInstance: Record<string, AckedOrder[]>;
  /** Orders the old version acknowledged once the newer schema was in place. */
  oldOnNewSchema: number;
}

/**
 * Shoppers at one instance until `running()` turns false: each places an order, and every third
 * time reads a catalogue first. Anything but an acknowledgement (or a 200 read) is a failure.
 */
function shoppersAt(
  name: string,
  client: LiveClient,
  shops: ShopFixture[],
  traffic: Traffic,
  running: () => boolean,
  onAck: () => void = () => {},
): Promise<void>[] {
  const mine: AckedOrder[] = [];
  traffic.byInstance[name] = mine;
  return Array.from({ length: SHOPPERS }, async (_, shopper) => {
    const rng = random(name.length * 100 + shopper);
    for (let n = 0; running(); n++) {
      const shop = rng.pick(shops);
      try {
        if (n % 3 === 0) {
          const read = await client.request('GET', `/api/getcatalogue/${shop.url}`);
          if (read.status !== 200) traffic.failures.push(`${name} catalogue ${shop.url}: ${read.status}`);
        }
        const { answer, acked } = await placeOrder(
          client,
          planOrder(rng, shop, `${name}-${shopper}`),
          shopperAddress(rng),
        );
        if (!acked) {
          traffic.failures.push(`${name} order: ${answer.status} ${answer.body.slice(0, 200)}`);
          continue;
        }
        traffic.acked.push(acked);
        mine.push(acked);
        onAck();
      } catch (error) {
        traffic.failures.push(`${name}: ${(error as Error).message}`);
      }
    }
  });
}

const execFileAsync = promisify(execFile);

/** The bakery's owner, signed in on `client`, reads the last of `placed` that is the bakery's. */
async function expectOwnerReads(client: LiveClient, placed: AckedOrder[], bakery: ShopFixture): Promise<void> {
  const order = placed.filter((o) => o.shopId === bakery.shopId).at(-1);
  expect(order, 'an order of the bakery was placed').toBeDefined();
  const login = await client.request('POST', '/api/auth/login', {
    body: accounts.bakery,
    headers: { 'x-forwarded-for': '10.250.0.1' },
  });
  expect(login.status, login.body).toBe(200);
  const read = await client.request('GET', `/api/account/orders/${order?.orderId}`, {
    headers: { authorization: `Bearer ${JSON.parse(login.body).token}` },
  });
  expect(read.status, read.body).toBe(200);
  expect(JSON.parse(read.body).order.order_number).toBe(order?.orderNumber);
}

/**
 * A rolling upgrade on one PostgreSQL database, with the built releases as an operator runs them:
 * the old version serves; the newer one (this build with one more, additive migration and a
 * higher version) migrates the schema with `vitrine migrate` while the old one keeps serving;
 * the newer one starts with MIGRATE_ON_START=false and both take orders side by side; every
 * acknowledged order is then in the database, once. The way back is closed: the old version
 * refuses to start on the newer schema, and its restore refuses the newer version's backup.
 */
describe.skipIf(testDriver() !== 'postgres')('a rolling upgrade from the old release to a newer one', () => {
  const name = `vitrine_upgrade_${randomBytes(4).toString('hex')}`;
  const target = `${name}_restore`;
  let work = '';
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  let old: Release;
  let newer: Release;
  let database: Database;
  const servers: SpawnedServer[] = [];
  const clients: LiveClient[] = [];
  const traffic: Traffic = { acked: [], failures: [], byInstance: {}, oldOnNewSchema: 0 };

  const start = async (release: Release, dataDir: string, extra: Record<string, string> = {}) => {
    const server = await spawnServer({
      main: release.main,
      dataDir: path.join(work, dataDir),
      databaseUrl: databaseUrl(name),
      // Without the demo seed the address is only in the JSON start line, an info line; the access
      // log's own info lines stay off.
      env: { SEED_DEMO: 'false', LOG_LEVEL: 'info', ACCESS_LOG_SAMPLE: '0', ...extra },
      startTimeoutMs: 120_000,
    });
    servers.push(server);
    const client = new LiveClient(server.baseUrl, SPAWNED_API_KEY, 30_000, SHOPPERS + 1);
    clients.push(client);
    return { server, client };
  };
  const versionAt = async (client: LiveClient) => JSON.parse((await client.request('GET', '/api/health')).body).version;

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-upgrade-'));
    old = builtRelease();
    newer = newerRelease(path.join(work, 'newer'), PROBE);
    // A fresh database holding what the old version made of it: migrated and seeded (the suite's template).
    await adminQuery(`create database ${name} template ${TEMPLATE_DB}`);
    await adminQuery(`create database ${target}`);
    database = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 2 });
  }, 180_000);
  afterAll(async () => {
    for (const client of clients) client.close();
    for (const server of servers) await stopServer(server);
    await database?.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`drop database if exists ${target} with (force)`);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  let oldServer: SpawnedServer;

  it('keeps every order both versions acknowledge while the schema moves on under the old one', async () => {
    const { server, client: oldClient } = await start(old, 'old');
    oldServer = server;
    expect(await versionAt(oldClient)).toBe(old.version);
    const shops = await loadShops(oldClient, ['corner-bakery', 'sunrise-electronics']);
    const ordersBefore = await countOrders(database.db);

    let running = true;
    let migrated = false;
    const shoppers = shoppersAt(
      'old',
      oldClient,
      shops,
      traffic,
      () => running,
      () => {
        if (migrated) traffic.oldOnNewSchema++;
      },
    );
    // The newer release migrates while the old one takes orders.
    const migrate = await execFileAsync(process.execPath, [newer.cli, 'migrate'], {
      env: { ...env, DATABASE_URL: databaseUrl(name), DATA_DIR: path.join(work, 'migrate') },
    });
    migrated = true;
    expect(migrate.stdout).toContain(`Migrating the database: 1 migration(s) to apply (${PROBE.tag})`);
    expect(migrate.stdout).toContain(`The schema is current: ${known + 1} of ${known + 1} migrations applied.`);
    const column = await database.db.execute(
      sql`select 1 from information_schema.columns where table_name = 'orders' and column_name = 'upgrade_probe'`,
    );
    expect((column as unknown as { rows: unknown[] }).rows).toHaveLength(1);

    const { client: newClient } = await start(newer, 'new', { MIGRATE_ON_START: 'false' });
    expect(await versionAt(newClient)).toBe(newer.version);
    expect(newer.version).not.toBe(old.version);
    shoppers.push(...shoppersAt('new', newClient, shops, traffic, () => running));
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    running = false;
    await Promise.all(shoppers);

    expect(traffic.failures.slice(0, 5), `${traffic.failures.length} failures`).toEqual([]);
    // Both served all along, the old one on the newer schema too.
    expect(traffic.byInstance.new.length).toBeGreaterThan(10);
    expect(traffic.oldOnNewSchema).toBeGreaterThan(10);
    // Each version reads what the other wrote: a shop owner's order, placed on the other instance.
    await expectOwnerReads(oldClient, traffic.byInstance.new, shops[0]);
    await expectOwnerReads(newClient, traffic.byInstance.old, shops[0]);
    expect(await checkOrders(database.db, traffic.acked, ordersBefore)).toEqual({
      acked: traffic.acked.length,
      missing: [],
      wrongTotal: [],
      wrongKey: [],
      extra: 0,
    });
  }, 240_000);

  it('does not let the old version start again on the newer schema, with one line saying why', async () => {
    await stopServer(oldServer);
    const said = await start(old, 'old-again').then(
      () => 'started',
      (error: Error) => error.message,
    );
    const lines = said.split('\n').filter((line) => line.startsWith('Vitrine failed to start'));
    expect(lines, said).toEqual([
      `Vitrine failed to start: ${newerSchemaMessage({ applied: known + 1, known, pending: [] })}`,
    ]);
  }, 180_000);

  it("does not let the old version's restore take the newer version's backup", async () => {
    const file = path.join(work, 'newer.backup');
    const backup = await runBackupCli(
      ['backup', file],
      { DATABASE_URL: databaseUrl(name), DATA_DIR: path.join(work, 'backup') },
      newer.backupCli,
    );
    expect(backup.code, backup.stderr).toBe(0);
    const restore = await runBackupCli(
      ['restore', file],
      { DATABASE_URL: databaseUrl(target), DATA_DIR: path.join(work, 'restore') },
      old.backupCli,
    );
    expect(restore.code).toBe(1);
    expect(restore.stderr.trim()).toBe(
      `Restore failed: the backup comes from a newer version (${known + 1} migrations, this version knows ${known}): restore it with that version; nothing was changed`,
    );
    const left = await openDatabase({ databaseUrl: databaseUrl(target), poolSize: 1 });
    const tables = await left.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    await left.close();
    expect((tables as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  }, 180_000);
});
