// GET /api/account/dashboard for the owner of bulk-mart with 5,000 orders (7,000 lines) spread
// over the last 10 days: the real app on PGlite, listening on a free port, autocannon for 10 s
// with one connection (what an owner waits for; PGlite runs one query at a time, so more
// connections only queue). The call aggregates every order in SQL; its cost must not grow with the
// number of orders a browser would otherwise have loaded. Baseline: GET /api/health on the same app.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { orderItems, orders, shops } from '../../apps/server/src/db/schema.js';
import { prepareDatabase } from '../../apps/server/src/db/setup.js';

const ORDERS = 5_000;
const CONNECTIONS = 1;
const DURATION = 10;
const BUDGET_P99_MS = 100;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-dashboard-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', API_KEY: 'vitrine-bench-key' });
const database = await openDatabase({});
await prepareDatabase(database, { seedDemo: true });
const { db } = database;
const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.shopCatalogueUrl, 'bulk-mart'));

console.log(`Writing ${ORDERS} orders for bulk-mart…`);
const now = Date.now();
for (let start = 0; start < ORDERS; start += 500) {
  const batch = Array.from({ length: Math.min(500, ORDERS - start) }, (_, j) => {
    const i = start + j;
    const amount = `${(i % 97) + 1}.${String(i % 100).padStart(2, '0')}`;
    return {
      shopId: shop.id,
      orderNumber: `VT-BENCH${String(i).padStart(6, '0')}`,
      orderStatus: i % 17 === 0 ? 'cancelled' : i % 3 === 0 ? 'delivered' : 'pending',
      currencyCode: 'EUR',
      // No fee, no discount: the goods are the total (the orders_amounts_check constraint).
      subtotal: amount,
      total: amount,
      customerName: `Customer ${i}`,
      customerPhone: '+49 30 1234567',
      addressLine1: 'Hauptstr. 1',
      city: 'Berlin',
      postalCode: '10115',
      createdAt: new Date(now - (i * 10 * 86_400_000) / ORDERS),
    };
  });
  const rows = await db.insert(orders).values(batch).returning({ id: orders.id });
  await db.insert(orderItems).values(
    rows.flatMap((r, j) =>
      Array.from({ length: 1 + ((start + j) % 5 === 0 ? 2 : 0) }, (_, k) => ({
        orderId: r.id,
        productName: `Product ${((start + j) * 7 + k) % 300}`,
        unitPrice: '1.00',
        quantity: 1 + k,
        lineTotal: `${1 + k}.00`,
      })),
    ),
  );
}

const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const apiHeaders = { 'api-key': config.apiKey, accept: 'application/json' };
const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { ...apiHeaders, 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'owner@bulkmart.example', password: 'bulkmart123' }),
});
const token = ((await login.json()) as { token: string }).token;
const headers = { ...apiHeaders, authorization: `Bearer ${token}` };
const check = (await (await fetch(`${base}/api/account/dashboard`, { headers })).json()) as {
  dashboard: { week: { orders: number } };
};
console.log(`dashboard answers: ${check.dashboard.week.orders} orders in the last 7 days`);

const run = (url: string) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
const health = await run(`${base}/api/health`);
const result = await run(`${base}/api/account/dashboard`);
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const errors = result.non2xx + result.errors + result.timeouts;
const pass = result.latency.p99 <= BUDGET_P99_MS && errors === 0;
const value = `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors`;
const baseline = `health ${Math.round(health.requests.average)} req/s, p99 ${health.latency.p99} ms`;
console.log(
  `\nGET /api/account/dashboard, bulk-mart with ${ORDERS} orders, PGlite, ${CONNECTIONS} connection, ${DURATION} s`,
);
console.log(`  ${value}   (baseline ${baseline})   budget p99 ≤ ${BUDGET_P99_MS} ms ${pass ? '' : 'OVER'}`);
if (process.env.BENCH_RESULTS_FILE) {
  const figure = {
    area: 'API',
    what: `owner dashboard, bulk-mart with ${ORDERS} orders, pglite, ${CONNECTIONS} connection`,
    value,
    baseline,
    budget: `p99 ≤ ${BUDGET_P99_MS} ms, 0 errors`,
    pass,
  };
  writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures: [figure] }, null, 2));
}
process.exitCode = pass ? 0 : 1;
