import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { checkOrders, countOrders } from './support/orders-check.js';
import { recordResult, stressSeconds } from './support/report.js';
import { LiveClient, loadShops, runMixedWorkload } from './support/workload.js';

const CONNECTIONS = 50;
const SECONDS = stressSeconds(10, 60);

describe(`mixed workload: ${CONNECTIONS} clients for ${SECONDS} s against the listening server`, () => {
  let t: TestApp;
  let client: LiveClient;
  beforeAll(async () => {
    // The workload stands in for the load balancer: it names each shopper's address in X-Forwarded-For.
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    client = new LiveClient(address, t.headers['api-key'], 10_000, CONNECTIONS);
  });
  afterAll(async () => {
    client?.close();
    await t?.close();
  });

  it(
    'answers every request without 5xx or time-out, and keeps every acknowledged order exactly once',
    async () => {
      const shops = await loadShops(client, ['sunrise-electronics', 'corner-bakery', 'bulk-mart']);
      const before = await countOrders(t.database.db);
      const result = await runMixedWorkload({
        client,
        shops,
        connections: CONNECTIONS,
        durationMs: SECONDS * 1000,
        seed: 6,
      });
      const orders = await checkOrders(t.database.db, result.acked, before);
      recordResult('load', { ...result, acked: result.acked.length, orders });

      expect(result.errors.slice(0, 10)).toEqual([]);
      expect(result.timeouts).toBe(0);
      // The workload really ran: every kind of request, and orders were taken.
      expect(result.perKind.catalogue).toBeGreaterThan(result.perKind.order * 5);
      expect(result.perKind.report).toBeGreaterThan(0);
      expect(result.acked.length).toBeGreaterThan(0);
      // Every status is a success or a documented refusal (429 when a client over-orders).
      for (const status of Object.keys(result.statuses)) expect([200, 201, 429]).toContain(Number(status));
      expect(orders.missing).toEqual([]);
      expect(orders.wrongTotal).toEqual([]);
      expect(orders.wrongKey).toEqual([]);
      expect(orders.extra).toBe(0);
    },
    (SECONDS + 60) * 1000,
  );
});
