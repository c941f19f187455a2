// Stock bench: orders for one hot product whose stock is counted, at 50 connections,
// against the same load on a product that is not counted, on PostgreSQL. Every order takes the
// same row (a conditional update in the order's transaction), so this measures what counting costs.
// The counted product starts with half the units the untracked run sold, so it sells out mid-run:
// from then on every answer must be a 409, never an error. Afterwards the quantity, the orders and
// the ledger must agree. `--async-commit` sets synchronous_commit=off on the bench database, to
// tell the cost of the hot row's lock from the disk's flush on a machine whose disk is busy.
// Needs TEST_DATABASE_URL (a PostgreSQL server where the user may create databases).
// Usage: node bench/stock/run.mjs [--duration 10] [--async-commit]
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMeter } from '../cpu-meter.mjs';
import { benchDatabase } from '../postgres.mjs';
import { startBenchServer } from '../server.mjs';
import { WRK } from '../wrk.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('--duration', 10);
const ASYNC_COMMIT = process.argv.includes('--async-commit');
const CONNECTIONS = 50;
const API_KEY = 'vitrine-bench-key';
/** Budgets: counting keeps at least half the throughput, and p99 stays within 150 ms. */
const BUDGET = { minRatio: 0.5, maxP99: 150, maxErrors: 0 };

if (!process.env.TEST_DATABASE_URL) {
  console.log('Stock bench skipped: set TEST_DATABASE_URL to a PostgreSQL server (scripts/test-postgres.sh start).');
  process.exit(0);
}

const db = benchDatabase('stock');

let server;
try {
  await db.create();
  if (ASYNC_COMMIT) await db.admin(`alter database ${db.name} set synchronous_commit = off`);
  console.log('Starting the API server on PostgreSQL (fresh demo seed)…');
  server = await startBenchServer({ name: 'stock', apiKey: API_KEY, databaseUrl: db.url });
  const base = server.base;
  const headers = { 'api-key': API_KEY, accept: 'application/json', 'content-type': 'application/json' };

  const { catalogue } = await (await fetch(`${base}/api/getcatalogue/corner-bakery`, { headers })).json();
  const shopId = catalogue.shop[0].shop_id;
  const [hot, plain, ample] = catalogue.products.filter((p) => p.variants.length === 0 && p.in_stock);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': '10.250.1.1' },
    body: JSON.stringify({ email: 'owner@bakery.example', password: 'bakery123' }),
  });
  const owner = { ...headers, authorization: `Bearer ${(await login.json()).token}` };

  const meter = await cpuMeter(server.child.pid, db.url);
  let sequence = 0;
  let runs = 0;
  /**
   * 50 connections, each order from its own shopper address with its own key. wrk (C, with
   * orders.lua making each request) where installed: autocannon's JavaScript cost ~350 µs of the
   * two cores' time per order, a tenth of what it measures; autocannon otherwise.
   */
  const orders = (productId) => (WRK ? ordersWithWrk(productId) : ordersWithAutocannon(productId));

  const ordersWithWrk = async (productId) => {
    const script = fileURLToPath(new URL('./orders.lua', import.meta.url));
    const args = ['-t2', `-c${CONNECTIONS}`, `-d${DURATION}s`, '--timeout', '10s', '-s', script, base];
    const { stdout } = await promisify(execFile)(WRK, [...args, '--', API_KEY, shopId, productId, ++runs]);
    const line = /^RESULT (.+)$/m.exec(stdout);
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    const r = JSON.parse(line[1]);
    return {
      result: {
        requests: { average: r.requests / r.seconds },
        latency: { p50: Math.round(r.p50), p99: Math.round(r.p99) },
        errors: r.errors,
        timeouts: r.timeouts,
      },
      counts: { placed: r.placed, short: r.short, other: r.other },
    };
  };

  const ordersWithAutocannon = (productId) => {
    const counts = { placed: 0, short: 0, other: 0 };
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
                  path: '/api/orders',
                  headers: {
                    ...headers,
                    'x-forwarded-for': `10.${1 + ((n >> 16) & 0x7f)}.${(n >> 8) & 0xff}.${n & 0xff}`,
                    'idempotency-key': `bench-stock-${process.pid}-${n}`,
                  },
                  body: JSON.stringify({
                    shop_id: shopId,
                    delivery_type: 'cod',
                    customer: {
                      name: 'Bench',
                      // One shopper per order: a shop holds at most 3 pending orders per phone.
                      // Ten digits after +1: a possible number, which checkout requires.
                      phone: `+1 ${String(process.pid % 1000).padStart(3, '0')} ${String(n).padStart(7, '0')}`,
                      address_line1: '1 Road',
                      city: 'Town',
                      postal_code: '12345',
                    },
                    items: [{ product_id: productId, quantity: 1 }],
                  }),
                };
              },
              onResponse: (status) => {
                if (status === 201) counts.placed++;
                else if (status === 409) counts.short++;
                else counts.other++;
              },
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve({ result, counts })),
      );
    });
  };

  /** One load, with the processor time per answer (the placed and the refused alike): comparable on a busy machine. */
  const load = async (productId) => {
    const before = meter?.snapshot();
    const run = await orders(productId);
    const { placed, short, other } = run.counts;
    return { ...run, cpu: meter?.since(before, placed + short + other) };
  };

  // The untracked product first (the yardstick), then the counted one on the same warm server,
  // stocked with half of what the yardstick sold so that it sells out halfway.
  const untracked = await load(plain.product_id);
  const UNITS = Math.max(1, Math.floor(untracked.counts.placed / 2));
  const stock = async (productId, units) => {
    const set = await fetch(`${base}/api/account/products/${productId}`, {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify({ stock_quantity: units, stock_quantity_expected: null }),
    });
    if (!set.ok) throw new Error(`setting the stock: ${set.status} ${await set.text()}`);
  };
  await stock(hot.product_id, UNITS);
  const tracked = await load(hot.product_id);
  // Then a counted product that never runs short (every answer a sale): the ratio's fair figure.
  const AMPLE = untracked.counts.placed * 20;
  await stock(ample.product_id, AMPLE);
  const selling = await load(ample.product_id);

  // Requests still in flight when autocannon stopped finish first; then one snapshot of all three.
  await new Promise((r) => setTimeout(r, 3000));
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const ledgerOf = async (productId) =>
    (
      await client.query(
        `select (select stock_quantity from products where id = $1) as q,
              (select coalesce(sum(delta), 0)::int from stock_moves where product_id = $1) as sum,
              (select count(*)::int from stock_moves where product_id = $1 and reason = 'order') as moves,
              (select coalesce(sum(quantity), 0)::int from order_items where product_id = $1) as lines`,
        [productId],
      )
    ).rows[0];
  const { q, sum, moves, lines } = await ledgerOf(hot.product_id);
  const amply = await ledgerOf(ample.product_id);
  await client.end();

  const rps = (r) => r.result.requests.average;
  const ratio = rps(selling) / rps(untracked);
  const errors = (r) => r.result.errors + r.result.timeouts + r.counts.other;
  const consistent =
    q >= 0 &&
    sum === q &&
    lines === UNITS - q &&
    moves === lines &&
    amply.sum === amply.q &&
    amply.lines === AMPLE - amply.q &&
    amply.moves === amply.lines;
  const pass =
    ratio >= BUDGET.minRatio &&
    Math.max(tracked.result.latency.p99, selling.result.latency.p99) <= BUDGET.maxP99 &&
    errors(tracked) + errors(untracked) + errors(selling) + selling.counts.short <= BUDGET.maxErrors &&
    consistent;

  const commit = ASYNC_COMMIT ? 'synchronous_commit off' : 'durable commits';
  console.log(
    `\nOrders for one product, ${CONNECTIONS} connections, ${DURATION} s each, PostgreSQL (${commit}), ${WRK ? 'wrk' : 'autocannon'}`,
  );
  console.log(
    `  machine load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  for (const [name, r] of [
    ['untracked', untracked],
    [`counted, sells out (${UNITS} units)`, tracked],
    [`counted, never short (${AMPLE} units)`, selling],
  ]) {
    console.log(
      `  ${name}: ${rps(r).toFixed(0)} req/s, median ${r.result.latency.p50} ms, p99 ${r.result.latency.p99} ms; ` +
        `${r.counts.placed} placed, ${r.counts.short} × 409, ${errors(r)} errors`,
    );
    if (r.cpu) {
      // wrk is a child process: its time is not this process's, and not counted here.
      const client = WRK ? '' : `, load generator ${r.cpu.load} µs`;
      console.log(`    CPU per answer: server ${r.cpu.server} µs, PostgreSQL ${r.cpu.postgres} µs${client}`);
    }
  }
  console.log(`  throughput ratio counted (never short) / untracked ${ratio.toFixed(2)}`);
  console.log(
    `  after the runs: sold out ${q} left, ledger sum ${sum}, ${moves} order moves, ${lines} units in order lines; ` +
      `never short ${amply.q} left of ${AMPLE}, ledger sum ${amply.sum}, ${amply.moves} moves, ${amply.lines} units: ` +
      (consistent ? 'consistent' : 'INCONSISTENT'),
  );
  console.log(`  budget: ratio ≥ ${BUDGET.minRatio}, p99 ≤ ${BUDGET.maxP99} ms, 0 errors (409s only once sold out)`);
  console.log(pass ? 'within budget' : 'OVER BUDGET');

  if (process.env.BENCH_RESULTS_FILE) {
    const figures = [
      {
        area: 'Stock',
        what: `orders for one counted product, ${CONNECTIONS} connections, ${DURATION} s, PostgreSQL (${commit})`,
        value: `never short ${rps(selling).toFixed(0)} req/s, p99 ${selling.result.latency.p99} ms; selling out ${rps(tracked).toFixed(0)} req/s, p99 ${tracked.result.latency.p99} ms, ${tracked.counts.placed} placed then ${tracked.counts.short} × 409; ${errors(tracked) + errors(selling)} errors, ledger ${consistent ? 'consistent' : 'INCONSISTENT'}`,
        baseline: `untracked product ${rps(untracked).toFixed(0)} req/s, p99 ${untracked.result.latency.p99} ms (ratio ${ratio.toFixed(2)})`,
        budget: `ratio ≥ ${BUDGET.minRatio}, p99 ≤ ${BUDGET.maxP99} ms, 0 errors`,
        pass,
      },
    ];
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
  }
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error('Stock bench failed:', error);
  process.exitCode = 2;
} finally {
  server?.stop();
  await db.drop();
}
