// Backup bench: the demo data (bulk-mart's 5,000 products) plus ORDERS orders placed
// through the API, on the embedded database; then `npm run backup`'s command while shoppers read
// the catalogue. Reports the backup's time and size, the catalogue's p99 without and during the
// backup (budget: during ≤ 2× without), and the restore's time into a fresh DATA_DIR and, with
// TEST_DATABASE_URL, into a fresh PostgreSQL database.
// Usage: node bench/backup/run.mjs [--orders 10000] [--connections 10]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { root } from '../../scripts/lib.mjs';
import { startBenchServer } from '../server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ORDERS = arg('orders', 10_000);
const CONNECTIONS = arg('connections', 10);
const BASELINE_SECONDS = 10;
const API_KEY = 'vitrine-bench-key';
const READ = 'api/getcatalogue/sunrise-electronics';

const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-backup-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

/** The backup command from source, as `npm run backup` runs it built. */
function cli(args, env) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/modules/backup/cli.ts', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => {
      output += c;
    });
    child.stderr.on('data', (c) => {
      output += c;
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, output })
        : reject(new Error(`${args[0]} failed: ${output}`)),
    );
  });
}

function reads(base, duration) {
  return autocannon({
    url: `${base}/${READ}`,
    connections: CONNECTIONS,
    duration,
    headers: { 'api-key': API_KEY, 'accept-encoding': 'br, gzip' },
  });
}
const finished = (instance) => new Promise((resolve) => instance.on('done', resolve));

async function placeOrders(base) {
  const catalogue = (
    await (await fetch(`${base}/api/getcatalogue/corner-bakery`, { headers: { 'api-key': API_KEY } })).json()
  ).catalogue;
  const products = catalogue.products.filter((p) => p.in_stock && p.variants.length === 0).map((p) => p.product_id);
  let next = 0;
  let placed = 0;
  const worker = async () => {
    while (next < ORDERS) {
      const n = next++;
      const res = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: {
          'api-key': API_KEY,
          'content-type': 'application/json',
          'idempotency-key': `bench-order-${n}`,
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({
          shop_id: catalogue.shop[0].shop_id,
          delivery_type: 'cod',
          customer: {
            name: 'Bench Shopper',
            // One shopper per order: a shop holds at most 3 pending orders per phone.
            phone: `+1 555 ${String(n).padStart(7, '0')}`,
            address_line1: '1 Main St',
            city: 'Springfield',
            postal_code: '12345',
          },
          items: [{ product_id: products[n % products.length], quantity: 1 + (n % 3) }],
        }),
      });
      await res.text();
      if (res.status === 201) placed += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return placed;
}

const server = await startBenchServer({ name: 'backup', apiKey: API_KEY });
const figures = [];
try {
  console.log(`Placing ${ORDERS} orders…`);
  const ordersStarted = performance.now();
  const placed = await placeOrders(server.base);
  console.log(`  ${placed} placed in ${((performance.now() - ordersStarted) / 1000).toFixed(0)} s`);

  const baseline = await reads(server.base, BASELINE_SECONDS);
  const file = path.join(work, 'bench.sql');
  const during = reads(server.base, 3600);
  const done = finished(during);
  const backup = await cli(['backup', file], { DATA_DIR: server.dataDir });
  during.stop();
  const duringResult = await done;
  const size = statSync(file).size;

  const freshDir = path.join(work, 'restored');
  const restorePglite = await cli(['restore', file], { DATA_DIR: freshDir });
  let restorePostgres;
  if (process.env.TEST_DATABASE_URL) {
    const admin = new URL(process.env.TEST_DATABASE_URL);
    const name = `vitrine_bench_${randomBytes(4).toString('hex')}`;
    const target = new URL(admin);
    target.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`create database ${name}`);
    try {
      restorePostgres = await cli(['restore', file], {
        DATABASE_URL: target.toString(),
        DATA_DIR: path.join(work, 'x'),
      });
    } finally {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    }
  }

  const p99 = baseline.latency.p99;
  const p99During = duringResult.latency.p99;
  const pass = p99During <= 2 * Math.max(p99, 1);
  console.log(`\nBackup of the demo data + ${placed} orders (PGlite, through the running server):`);
  console.log(`backup | ${(backup.ms / 1000).toFixed(1)} s | ${(size / 1024 / 1024).toFixed(1)} MB`);
  console.log(
    `catalogue p99 (${CONNECTIONS} connections) | without ${p99} ms (${Math.round(baseline.requests.average)} req/s) | during ${p99During} ms (${Math.round(duringResult.requests.average)} req/s) | budget during ≤ 2× without | ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(`restore into a new DATA_DIR | ${(restorePglite.ms / 1000).toFixed(1)} s`);
  if (restorePostgres)
    console.log(`restore into a new PostgreSQL database | ${(restorePostgres.ms / 1000).toFixed(1)} s`);
  figures.push(
    {
      area: 'backup',
      what: `backup time, demo data + ${placed} orders`,
      value: `${(backup.ms / 1000).toFixed(1)} s`,
      baseline: '',
      budget: 'reported',
      pass: true,
    },
    {
      area: 'backup',
      what: 'backup size',
      value: `${(size / 1024 / 1024).toFixed(1)} MB`,
      baseline: '',
      budget: 'reported',
      pass: true,
    },
    {
      area: 'backup',
      what: 'catalogue p99 during backup',
      value: `${p99During} ms`,
      baseline: `${p99} ms without`,
      budget: '≤ 2× without',
      pass,
    },
    {
      area: 'backup',
      what: 'restore into PGlite',
      value: `${(restorePglite.ms / 1000).toFixed(1)} s`,
      baseline: '',
      budget: 'reported',
      pass: true,
    },
  );
  if (restorePostgres) {
    figures.push({
      area: 'backup',
      what: 'restore into PostgreSQL',
      value: `${(restorePostgres.ms / 1000).toFixed(1)} s`,
      baseline: '',
      budget: 'reported',
      pass: true,
    });
  }
  if (process.env.BENCH_RESULTS_FILE) writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }));
  process.exitCode = pass ? 0 : 1;
} finally {
  server.stop();
}
