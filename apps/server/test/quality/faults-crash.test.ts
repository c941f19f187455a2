import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { accounts } from '../api/helpers.js';
import { adminQuery, databaseUrl, TEMPLATE_DB, testDriver } from '../support/test-database.js';
import { recordResult, stressSeconds } from './support/report.js';
import {
  SPAWNED_API_KEY,
  type SpawnedServer,
  signalServer,
  spawnServer,
  stopServer,
} from './support/spawned-server.js';
import {
  type AckedOrder,
  LiveClient,
  loadShops,
  type PlannedOrder,
  placeOrder,
  planOrder,
  random,
  shopperAddress,
} from './support/workload.js';

/**
 * Crash: the real server (`tsx apps/server/src/main.ts`) is SIGKILLed in the middle of an order
 * burst and started again on the same DATA_DIR (PGlite) or database (PostgreSQL). It must open,
 * hold every order it acknowledged, and let the shopper retry the unanswered ones with the same
 * Idempotency-Key: each of those ends as exactly one order too.
 */
const CYCLES = stressSeconds(1, 5);
const OWNERS = { 'sunrise-electronics': accounts.sunrise, 'corner-bakery': accounts.bakery } as const;

describe(`crash: SIGKILL mid order burst on ${testDriver()}, ${CYCLES} time(s)`, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-crash-'));
  let databaseName: string | undefined;
  let server: SpawnedServer | undefined;

  beforeAll(async () => {
    if (testDriver() === 'postgres') {
      databaseName = `vitrine_crash_${randomBytes(5).toString('hex')}`;
      await adminQuery(`create database ${databaseName} template ${TEMPLATE_DB}`);
    } else {
      // Start from the seeded template instead of seeding 5,000 products again (saves ~10 s).
      const dump = new Blob([readFileSync(inject('templateDump'))]);
      const database = await openDatabase({ dataDir, pgliteDump: dump });
      await database.close();
    }
  });
  afterAll(async () => {
    await stopServer(server, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`);
  });

  const start = () =>
    spawnServer({ dataDir, databaseUrl: databaseName ? databaseUrl(databaseName) : undefined, startTimeoutMs: 90_000 });

  async function ownerSession(client: LiveClient, shop: keyof typeof OWNERS): Promise<Record<string, string>> {
    const res = await client.request('POST', '/api/auth/login', {
      body: OWNERS[shop],
      headers: { 'x-forwarded-for': '10.250.0.1' },
    });
    expect(res.status, res.body).toBe(200);
    return { authorization: `Bearer ${JSON.parse(res.body).token}` };
  }

  async function orderCount(client: LiveClient, session: Record<string, string>): Promise<number> {
    const res = await client.request('GET', '/api/account/orders?per_page=1', { headers: session });
    expect(res.status, res.body).toBe(200);
    return JSON.parse(res.body).total as number;
  }

  it(
    'restarts with every acknowledged order, and a retried unanswered order is placed exactly once',
    async () => {
      const cycles: Record<string, number>[] = [];
      const rng = random(2026);
      for (let cycle = 0; cycle < CYCLES; cycle++) {
        server = await start();
        let client = new LiveClient(server.baseUrl, SPAWNED_API_KEY, 15_000, 20);
        const shops = await loadShops(client, Object.keys(OWNERS));
        const sessions = Object.fromEntries(
          await Promise.all(
            shops.map(async (s) => [s.shopId, await ownerSession(client, s.url as keyof typeof OWNERS)] as const),
          ),
        );
        const before: Record<number, number> = {};
        for (const s of shops) before[s.shopId] = await orderCount(client, sessions[s.shopId]);

        // The burst: 20 shoppers ordering as fast as the server answers; the kill lands mid-flight.
        const acked: AckedOrder[] = [];
        const unanswered: PlannedOrder[] = [];
        let killed = false;
        const burst = Array.from({ length: 20 }, async (_, n) => {
          while (!killed) {
            const order = planOrder(rng, rng.pick(shops), `crash${cycle}-${n}`);
            try {
              const { answer, acked: ok } = await placeOrder(client, order, shopperAddress(rng));
              if (ok) acked.push(ok);
              else if (answer.status >= 500) unanswered.push(order);
            } catch {
              unanswered.push(order);
            }
          }
        });
        const crashAt = Date.now();
        while (acked.length < 15 && Date.now() - crashAt < 20_000) await new Promise((r) => setTimeout(r, 20));
        killed = true;
        signalServer(server, 'SIGKILL');
        await server.exited;
        await Promise.all(burst);
        client.close();
        expect(acked.length, 'orders acknowledged before the kill').toBeGreaterThan(0);

        // Start again on the same data.
        const restartedAt = Date.now();
        server = await start();
        const restartMs = Date.now() - restartedAt;
        client = new LiveClient(server.baseUrl, SPAWNED_API_KEY, 15_000, 20);
        const health = await client.request('GET', '/api/health');
        expect(health.status).toBe(200);
        const after = Object.fromEntries(
          await Promise.all(
            shops.map(async (s) => [s.shopId, await ownerSession(client, s.url as keyof typeof OWNERS)] as const),
          ),
        );

        const lost: string[] = [];
        for (const a of acked) {
          const res = await client.request('GET', `/api/account/orders/${a.orderId}`, { headers: after[a.shopId] });
          const order = res.status === 200 ? JSON.parse(res.body).order : undefined;
          if (order?.order_number !== a.orderNumber || Math.round(order.total * 100) !== a.expectedMinor)
            lost.push(`${a.orderNumber}: ${res.status} ${res.body.slice(0, 120)}`);
        }
        expect(lost).toEqual([]);

        // The shopper retries what was never answered, with the same key: one order each, no doubles.
        const retried: AckedOrder[] = [];
        for (const order of unanswered) {
          const { answer, acked: ok } = await placeOrder(client, order, shopperAddress(rng));
          expect([200, 201], answer.body).toContain(answer.status);
          if (ok) retried.push(ok);
        }
        for (const r of retried) expect(r.answeredMinor).toBe(r.expectedMinor);
        const again = await Promise.all(unanswered.map((o) => placeOrder(client, o, shopperAddress(rng))));
        for (const [i, { answer, acked: ok }] of again.entries()) {
          expect(answer.status, 'a second retry replays').toBe(200);
          expect(ok?.orderId).toBe(retried[i].orderId);
        }
        for (const s of shops) {
          const expected =
            before[s.shopId] +
            acked.filter((a) => a.shopId === s.shopId).length +
            retried.filter((r) => r.shopId === s.shopId).length;
          expect(await orderCount(client, after[s.shopId]), `orders of ${s.url}`).toBe(expected);
        }
        cycles.push({ acked: acked.length, unanswered: unanswered.length, lost: lost.length, restartMs });
        client.close();
        await stopServer(server);
      }
      recordResult('crash', {
        cycles: cycles.length,
        acked: cycles.reduce((n, c) => n + c.acked, 0),
        unansweredRetried: cycles.reduce((n, c) => n + c.unanswered, 0),
        lost: cycles.reduce((n, c) => n + c.lost, 0),
        restartMs: Math.max(...cycles.map((c) => c.restartMs)),
      });
    },
    CYCLES * 150_000,
  );
});
