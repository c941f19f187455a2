// Mixed workload bench: the real server (its own process, temp DATA_DIR, demo seed) under
// autocannon at 50 connections: 90 % catalogue reads (the three demo shops), 5 % reports, 5 %
// orders (each from its own shopper address, with an Idempotency-Key). Beside it, in the same run,
// a static file server sending the sunrise-electronics catalogue bytes: the yardstick.
// Afterwards every order the server acknowledged is counted in the owners' order lists.
// Usage: node bench/load/run.mjs [--duration 10]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from '../api/nginx.mjs';
import { startBenchServer } from '../server.mjs';

const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const CONNECTIONS = 50;
const API_KEY = 'vitrine-bench-key';
const SHOPS = {
  'sunrise-electronics': { email: 'owner@sunrise.example', password: 'sunrise123' },
  'corner-bakery': { email: 'owner@bakery.example', password: 'bakery123' },
  'bulk-mart': { email: 'owner@bulkmart.example', password: 'bulkmart123' },
};
/** Budgets: nothing fails, nothing is lost, and a shopper waits at most this long (p99). */
const BUDGET = { maxErrors: 0, maxLost: 0, maxP99: 2000 };

function wireBytes(url, headers) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve({ bytes: Buffer.concat(parts), encoding: res.headers['content-encoding'] ?? '' }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/** mulberry32: a fixed seed so two runs ask the same things. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-load-'));
const children = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

try {
  console.log(`Starting the API server (PGlite, fresh demo seed: this takes a while)…`);
  const server = await startBenchServer({ name: 'load', apiKey: API_KEY });
  const base = server.base;
  console.log(`API server on ${base}`);
  const headers = { 'api-key': API_KEY, accept: 'application/json', 'accept-encoding': 'br, gzip' };

  // What shoppers can order, and each owner's order count before the run.
  const shops = [];
  for (const [url, owner] of Object.entries(SHOPS)) {
    const res = await fetch(`${base}/api/getcatalogue/${url}`, { headers });
    const { catalogue } = await res.json();
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': '10.250.1.1' },
      body: JSON.stringify(owner),
    });
    const session = { ...headers, authorization: `Bearer ${(await login.json()).token}` };
    const count = async () =>
      (await (await fetch(`${base}/api/account/orders?per_page=1`, { headers: session })).json()).total;
    const read = async (id) => (await fetch(`${base}/api/account/orders/${id}`, { headers: session })).json();
    shops.push({
      url,
      shopId: catalogue.shop[0].shop_id,
      products: catalogue.products.filter((p) => p.in_stock).slice(0, 200),
      count,
      read,
      before: await count(),
    });
  }

  const rng = random(90_505);
  const pick = (list) => list[Math.floor(rng() * list.length)];
  const address = () => `10.${1 + Math.floor(rng() * 250)}.${Math.floor(rng() * 256)}.${1 + Math.floor(rng() * 254)}`;
  let sequence = 0;
  const counts = { catalogue: 0, report: 0, order: 0, acked: 0, refused: 0, failed: 0 };
  const acked = [];
  const mixed = await run({
    url: base,
    requests: [
      {
        setupRequest: (request, context) => {
          const roll = rng();
          const shop = pick(shops);
          if (roll < 0.9) {
            context.kind = 'catalogue';
            return { ...request, method: 'GET', path: `/api/getcatalogue/${shop.url}`, headers, body: undefined };
          }
          const shopper = { ...headers, 'content-type': 'application/json', 'x-forwarded-for': address() };
          if (roll < 0.95) {
            context.kind = 'report';
            return {
              ...request,
              method: 'POST',
              path: '/api/reportshop',
              headers: shopper,
              body: JSON.stringify({ shop_id: shop.shopId, message: 'load bench' }),
            };
          }
          context.kind = 'order';
          context.shopId = shop.shopId;
          const items = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => {
            const product = pick(shop.products);
            const variant = product.variants.length ? pick(product.variants) : undefined;
            return {
              product_id: product.product_id,
              ...(variant ? { product_variant_id: variant.product_variant_id } : {}),
              quantity: 1 + Math.floor(rng() * 3),
            };
          });
          return {
            ...request,
            method: 'POST',
            path: '/api/orders',
            headers: { ...shopper, 'idempotency-key': `bench-load-${process.pid}-${sequence++}` },
            body: JSON.stringify({
              shop_id: shop.shopId,
              delivery_type: 'cod',
              customer: {
                name: 'Bench',
                // One shopper per order: a shop holds at most 3 pending orders per phone.
                // Ten digits after +1: a possible number, which checkout requires.
                phone: `+1 ${String(process.pid % 1000).padStart(3, '0')} ${String(sequence).padStart(7, '0')}`,
                address_line1: '1 Road',
                city: 'Town',
                postal_code: '12345',
              },
              items,
            }),
          };
        },
        onResponse: (status, body, context) => {
          counts[context.kind]++;
          if (context.kind === 'order' && status === 201) {
            counts.acked++;
            const { order } = JSON.parse(body);
            acked.push({ shopId: context.shopId, id: order.order_id, number: order.order_number, total: order.total });
          } else if (status >= 500) counts.failed++;
          else if (status >= 400) counts.refused++;
        },
      },
    ],
  });

  // Every acknowledged order is in its shop's list with its number and total. Orders beyond those
  // are requests still in flight when autocannon stopped (created, never answered to it).
  let after = 0;
  let before = 0;
  for (const shop of shops) {
    before += shop.before;
    after += await shop.count();
  }
  let lost = 0;
  for (const a of acked) {
    const { order } = await shops.find((s) => s.shopId === a.shopId).read(a.id);
    if (order?.order_number !== a.number || order.total !== a.total) lost++;
  }
  const inFlight = after - before - (counts.acked - lost);

  // The yardstick: the same catalogue bytes from nginx (bench/api/nginx.mjs), same connections, same run.
  const sample = await wireBytes(`${base}/api/getcatalogue/sunrise-electronics`, headers);
  const file = path.join(dataDir, 'catalogue.bin');
  writeFileSync(file, sample.bytes);
  const yardstick = await startNginx(dataDir, file, sample.encoding);
  children.push(yardstick.child);
  const baseline = await run({ url: `http://127.0.0.1:${yardstick.port}/` });
  yardstick.child.kill('SIGTERM');
  server.stop();

  const errors = mixed.errors + mixed.timeouts + counts.failed;
  const ratio = mixed.requests.average / baseline.requests.average;
  const pass = errors <= BUDGET.maxErrors && lost === BUDGET.maxLost && mixed.latency.p99 <= BUDGET.maxP99;
  console.log(
    `\nMixed workload, ${CONNECTIONS} connections, ${DURATION} s (90 % catalogue, 5 % reports, 5 % orders), PGlite`,
  );
  console.log(
    `  requests ${mixed.requests.total} (${counts.catalogue} catalogue, ${counts.report} reports, ${counts.order} orders)`,
  );
  console.log(
    `  ${mixed.requests.average.toFixed(0)} req/s, latency median ${mixed.latency.p50} ms, p99 ${mixed.latency.p99} ms`,
  );
  console.log(
    `  errors ${mixed.errors}, timeouts ${mixed.timeouts}, 5xx ${counts.failed}, refused 4xx ${counts.refused}`,
  );
  console.log(
    `  orders acknowledged ${counts.acked}, lost ${lost}; ${inFlight} more created by requests still in flight at the cut-off`,
  );
  console.log(
    `  baseline (nginx, same bytes as a catalogue read): ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms; ratio ${ratio.toFixed(2)}`,
  );
  console.log(`  budget: ${BUDGET.maxErrors} errors, ${BUDGET.maxLost} lost, p99 ≤ ${BUDGET.maxP99} ms`);
  console.log(pass ? 'within budget' : 'OVER BUDGET');

  if (process.env.BENCH_RESULTS_FILE) {
    const figures = [
      {
        area: 'Load',
        what: `mixed workload (90/5/5), ${CONNECTIONS} connections, ${DURATION} s, PGlite`,
        value: `${mixed.requests.average.toFixed(0)} req/s, p99 ${mixed.latency.p99} ms, ${errors} errors, ${lost} orders lost of ${counts.acked}`,
        baseline: `nginx ${baseline.requests.average.toFixed(0)} req/s, p99 ${baseline.latency.p99} ms (ratio ${ratio.toFixed(2)})`,
        budget: `0 errors, 0 lost, p99 ≤ ${BUDGET.maxP99} ms`,
        pass,
        data: {
          requests: mixed.requests.total,
          rps: mixed.requests.average,
          p50: mixed.latency.p50,
          p99: mixed.latency.p99,
          errors,
          acked: counts.acked,
          lost,
          baselineRps: baseline.requests.average,
          ratio,
          connections: CONNECTIONS,
          duration: DURATION,
        },
      },
    ];
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
  }
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error('Load bench failed:', error);
  process.exitCode = 2;
}
