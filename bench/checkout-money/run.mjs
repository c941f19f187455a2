// Checkout money bench: what pricing costs an order. On PostgreSQL, at 50 connections:
// plain cash orders (the yardstick), orders priced by a delivery zone with a discount code (the
// code's use taken in the order's transaction, so every such order updates the code's row), and
// the checkout's quote (`POST /api/orders/quote`, asked as the shopper types). Afterwards the
// code's use count must equal the orders placed with it.
// Needs TEST_DATABASE_URL (a PostgreSQL server where the user may create databases).
// Usage: node bench/checkout-money/run.mjs [--duration 10]
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase } from '../postgres.mjs';
import { startBenchServer } from '../server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('--duration', 10);
const CONNECTIONS = 50;
const API_KEY = 'vitrine-bench-key';
/** Budget: pricing (zone + code) keeps at least 0.7 of a plain order's throughput; a quote's p99 within 100 ms. */
const BUDGET = { minRatio: 0.7, maxQuoteP99: 100, maxErrors: 0 };

if (!process.env.TEST_DATABASE_URL) {
  console.log('Checkout money bench skipped: set TEST_DATABASE_URL (scripts/test-postgres.sh start).');
  process.exit(0);
}

const db = benchDatabase('money');

let server;
try {
  await db.create();
  console.log('Starting the API server on PostgreSQL (fresh demo seed)…');
  server = await startBenchServer({ name: 'checkout-money', apiKey: API_KEY, databaseUrl: db.url });
  const base = server.base;
  const headers = { 'api-key': API_KEY, accept: 'application/json', 'content-type': 'application/json' };
  const { catalogue } = await (await fetch(`${base}/api/getcatalogue/corner-bakery`, { headers })).json();
  const shopId = catalogue.shop[0].shop_id;
  const product = catalogue.products.find((p) => p.variants.length === 0 && p.in_stock && p.stock_quantity === null);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': '10.250.1.1' },
    body: JSON.stringify({ email: 'owner@bakery.example', password: 'bakery123' }),
  });
  const owner = { ...headers, authorization: `Bearer ${(await login.json()).token}` };
  const setup = [
    await fetch(`${base}/api/account/delivery`, {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify({
        pickup: { enabled: true, hours: '' },
        delivery: {
          enabled: true,
          zones: [
            { name: 'Town', postal_codes: ['12345', '1235*'], fee: 4.5, free_from: 100, minimum_order: null },
            { name: 'County', postal_codes: ['1*'], fee: 9, free_from: null, minimum_order: 5 },
          ],
          outside: { mode: 'refuse' },
        },
        payment: { upi_id: null, pix_key: null },
      }),
    }),
    await fetch(`${base}/api/account/discounts`, {
      method: 'POST',
      headers: owner,
      body: JSON.stringify({ code: 'BENCH10', kind: 'percent', value: 10 }),
    }),
  ];
  for (const res of setup) if (!res.ok) throw new Error(`setting up: ${res.status} ${await res.text()}`);

  let sequence = 0;
  const customer = (n) => ({
    name: 'Bench',
    // One shopper per order: a shop holds at most 3 pending orders per phone.
    // Ten digits after +1: a possible number, which checkout requires.
    phone: `+1 ${String(process.pid % 1000).padStart(3, '0')} ${String(n).padStart(7, '0')}`,
    address_line1: '1 Road',
    city: 'Town',
    postal_code: '12345',
  });
  /** autocannon at 50 connections; each request from its own client address (the limits count per address). */
  const load = (path, body, okStatus) => {
    const counts = { ok: 0, other: 0 };
    return new Promise((resolve, reject) => {
      autocannon(
        {
          url: base,
          connections: CONNECTIONS,
          duration: DURATION,
          timeout: 10,
          requests: [
            {
              setupRequest: (request) => {
                const n = sequence++;
                return {
                  ...request,
                  method: 'POST',
                  path,
                  headers: {
                    ...headers,
                    'x-forwarded-for': `10.${1 + ((n >> 16) & 0x7f)}.${(n >> 8) & 0xff}.${n & 0xff}`,
                    'idempotency-key': `bench-money-${process.pid}-${n}`,
                  },
                  body: JSON.stringify(body(n)),
                };
              },
              onResponse: (status) => {
                if (status === okStatus) counts.ok++;
                else counts.other++;
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve({ result, counts })),
      );
    });
  };
  const items = [{ product_id: product.product_id, quantity: 2 }];
  const plain = await load(
    '/api/orders',
    (n) => ({ shop_id: shopId, delivery_type: 'pickup', customer: customer(n), items }),
    201,
  );
  const priced = await load(
    '/api/orders',
    (n) => ({ shop_id: shopId, delivery_type: 'cod', discount_code: 'bench10', customer: customer(n), items }),
    201,
  );
  const quote = await load(
    '/api/orders/quote',
    () => ({ shop_id: shopId, delivery_type: 'cod', postal_code: '12345', discount_code: 'BENCH10', items }),
    200,
  );

  await new Promise((r) => setTimeout(r, 3000));
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const [{ uses, withCode }] = (
    await client.query(
      `select (select uses from discount_codes where code = 'BENCH10') as uses,
              (select count(*)::int from orders o join discount_codes d on d.id = o.discount_code_id where d.code = 'BENCH10') as "withCode"`,
    )
  ).rows;
  await client.end();

  const rps = (r) => r.result.requests.average;
  const errors = (r) => r.result.errors + r.result.timeouts + r.counts.other;
  const ratio = rps(priced) / rps(plain);
  // Orders still in flight when autocannon stopped are committed without being counted by it.
  const consistent = uses === withCode && withCode >= priced.counts.ok;
  const pass =
    ratio >= BUDGET.minRatio &&
    quote.result.latency.p99 <= BUDGET.maxQuoteP99 &&
    errors(plain) + errors(priced) + errors(quote) <= BUDGET.maxErrors &&
    consistent;

  console.log(`\nCheckout money, ${CONNECTIONS} connections, ${DURATION} s each, PostgreSQL`);
  console.log(
    `  machine load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  for (const [name, r] of [
    ['plain cash pickup orders', plain],
    ['orders with a zone fee and a code', priced],
    ['quotes (zone + code)', quote],
  ]) {
    console.log(
      `  ${name}: ${rps(r).toFixed(0)} req/s, median ${r.result.latency.p50} ms, p99 ${r.result.latency.p99} ms; ${r.counts.ok} answered, ${errors(r)} errors`,
    );
  }
  console.log(`  throughput ratio priced/plain ${ratio.toFixed(2)}`);
  console.log(`  the code's uses ${uses}, orders with it ${withCode}: ${consistent ? 'consistent' : 'INCONSISTENT'}`);
  console.log(
    `  budget: ratio ≥ ${BUDGET.minRatio}, quote p99 ≤ ${BUDGET.maxQuoteP99} ms, 0 errors, uses = orders with the code`,
  );
  console.log(pass ? 'within budget' : 'OVER BUDGET');

  if (process.env.BENCH_RESULTS_FILE) {
    const figures = [
      {
        area: 'Checkout money',
        what: `orders with a zone fee and a discount code, ${CONNECTIONS} connections, ${DURATION} s, PostgreSQL`,
        value: `${rps(priced).toFixed(0)} req/s, p99 ${priced.result.latency.p99} ms; quotes ${rps(quote).toFixed(0)} req/s, p99 ${quote.result.latency.p99} ms; uses ${consistent ? 'consistent' : 'INCONSISTENT'}`,
        baseline: `plain cash orders ${rps(plain).toFixed(0)} req/s, p99 ${plain.result.latency.p99} ms (ratio ${ratio.toFixed(2)})`,
        budget: `ratio ≥ ${BUDGET.minRatio}, quote p99 ≤ ${BUDGET.maxQuoteP99} ms, 0 errors`,
        pass,
      },
    ];
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
  }
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error('Checkout money bench failed:', error);
  process.exitCode = 2;
} finally {
  server?.stop();
  await db.drop();
}
