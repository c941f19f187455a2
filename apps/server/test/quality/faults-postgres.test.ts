import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_CACHE_MS } from '../../src/modules/health/readiness.js';
import { accounts } from '../api/helpers.js';
import { testDriver } from '../support/test-database.js';
import { recordResult } from './support/report.js';
import { SPAWNED_API_KEY, type SpawnedServer, spawnServer, stopServer } from './support/spawned-server.js';
import {
  type Answer,
  LiveClient,
  loadShops,
  placeOrder,
  planOrder,
  random,
  shopperAddress,
} from './support/workload.js';

/**
 * PostgreSQL restarted under the running server: while it is down, calls that need it fail
 * cleanly (a 5xx `error` envelope, quickly, no hang); once it is back they succeed again without
 * restarting the server. Runs its own throwaway cluster on another port (never the shared one),
 * once (in the PGlite project run), wherever PostgreSQL is installed.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repoRoot, 'scripts/test-postgres.sh');
const installed = existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0;

/** A free loopback port (never the shared 55432): other test runs on this machine may start their own cluster too. */
const freePort = () =>
  new Promise<string>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(String(port)));
    });
  });
/** The longest a request may take while the database is away (pool connect time-out is 5 s). */
const NO_HANG_MS = 12_000;

describe.skipIf(!installed || testDriver() !== 'pglite')('PostgreSQL restarted under the running server', () => {
  let pgData = '';
  let dataDir = '';
  let env: NodeJS.ProcessEnv = {};
  const postgres = (action: 'start' | 'stop') => {
    try {
      execFileSync(script, [action], { env, stdio: 'pipe', timeout: 60_000 });
    } catch (error) {
      const log = path.join(pgData, 'cluster', 'server.log');
      throw new Error(`${(error as Error).message}\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-1500) : ''}`);
    }
  };
  let server: SpawnedServer | undefined;
  let client: LiveClient | undefined;

  beforeAll(async () => {
    pgData = mkdtempSync(path.join(os.tmpdir(), 'vitrine-pg-restart-'));
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-pg-restart-data-'));
    // initdb runs as the postgres user, which must reach the cluster folder inside.
    chmodSync(pgData, 0o755);
    const port = await freePort();
    env = { ...process.env, PGPORT: port, PGDATA_DIR: path.join(pgData, 'cluster') };
    postgres('start');
    server = await spawnServer({
      dataDir,
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      startTimeoutMs: 120_000,
    });
    client = new LiveClient(server.baseUrl, SPAWNED_API_KEY, 30_000, 20);
  }, 180_000);
  afterAll(async () => {
    client?.close();
    await stopServer(server);
    try {
      postgres('stop');
    } catch {
      // Already stopped.
    }
    if (pgData) rmSync(pgData, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 5xx error without hanging while the database is down, and recovers by itself', async () => {
    const c = client!;
    const rng = random(5544);
    const [shop] = await loadShops(c, ['corner-bakery']);
    const login = await c.request('POST', '/api/auth/login', {
      body: accounts.bakery,
      headers: { 'x-forwarded-for': '10.251.0.1' },
    });
    expect(login.status).toBe(200);
    const session = { authorization: `Bearer ${JSON.parse(login.body).token}` };
    const calls: Record<string, () => Promise<Answer>> = {
      // Readiness asks the database (liveness never does, so it stays 200 through the gap).
      ready: () => c.request('GET', '/api/ready'),
      order: async () => (await placeOrder(c, planOrder(rng, shop, 'pg'), shopperAddress(rng))).answer,
      report: () =>
        c.request('POST', '/api/reportshop', {
          body: { shop_id: shop.shopId, message: 'restart test' },
          headers: { 'x-forwarded-for': shopperAddress(rng) },
        }),
      'owner orders': () => c.request('GET', '/api/account/orders', { headers: session }),
    };
    for (const [name, call] of Object.entries(calls)) expect((await call()).status, `${name} before`).toBeLessThan(300);

    // An order burst in flight when the database stops: every answer is a success or a clean error.
    const burst = Promise.all(Array.from({ length: 10 }, () => calls.order().catch((e: Error) => e)));
    await new Promise((r) => setTimeout(r, 100));
    postgres('stop');
    const during = await burst;
    for (const answer of during) {
      expect(
        answer,
        `no request fails at the socket; server said:\n${server!.output().slice(-3000)}`,
      ).not.toBeInstanceOf(Error);
      const a = answer as Answer;
      if (a.status >= 300) expect([a.status, JSON.parse(a.body).status]).toEqual([expect.any(Number), 'error']);
      expect(a.ms).toBeLessThan(NO_HANG_MS);
    }

    // The gap: each call fails fast with the error envelope. Cached catalogue reads keep answering.
    // (Readiness answers from its last check for up to a second: wait that out first.)
    await new Promise((r) => setTimeout(r, READY_CACHE_MS));
    const gap: Record<string, { status: number; ms: number }> = {};
    for (const [name, call] of Object.entries(calls)) {
      const a = await call();
      gap[name] = { status: a.status, ms: Math.round(a.ms) };
      expect(a.status, `${name} during the gap: ${a.body}`).toBeGreaterThanOrEqual(500);
      expect(JSON.parse(a.body)).toMatchObject({ status: 'error', message: expect.any(String) });
      expect(a.body).not.toMatch(/ECONNREFUSED|postgres|stack|at .*\.ts/i);
      expect(a.ms, `${name} must not hang`).toBeLessThan(NO_HANG_MS);
    }
    const cached = await c.request('GET', `/api/getcatalogue/${shop.url}`);
    expect(cached.status).toBe(200);

    // Back: the same server process answers again (its pool reconnects), first within a few tries.
    postgres('start');
    const backAt = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - backAt < 30_000) {
      recovered = (await calls.ready()).status === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 250));
    }
    const recoveryMs = Date.now() - backAt;
    expect(recovered).toBe(true);
    for (const [name, call] of Object.entries(calls)) expect((await call()).status, `${name} after`).toBeLessThan(300);
    expect(server!.child.exitCode, 'the server never restarted').toBeNull();
    recordResult('pg-restart', { gap, burst: during.length, recoveryMs });
  }, 120_000);
});
