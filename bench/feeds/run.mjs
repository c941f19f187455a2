// Product feeds: bulk-mart's 5,000 products as Meta's CSV and Google's RSS, served from
// the in-process cache, with wrk (else autocannon) at 50 connections: gzip (what feed fetchers send), brotli,
// and nginx sending the same gzip bytes from disk as the machine's yardstick (bench/api/nginx.mjs);
// then how long an owner's price edit takes to show in the feed (a 5,000-product rebuild).
// Usage: node bench/feeds/run.mjs [--duration 10]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../api/nginx.mjs';
import { startBenchServer } from '../server.mjs';
import { measure as measureUrl } from '../wrk.mjs';

const durationArg = process.argv.indexOf('--duration');
const DURATION = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10;
const CONNECTIONS = 50;
const API_KEY = 'vitrine-bench-feeds-key';
const MIN_RPS = 1000;
const MAX_FRESH_MS = 1000;
const SHOP = 'bulk-mart';

/** wrk (else autocannon) at 50 connections: bench/wrk.mjs. */
const measure = (url, headers) => measureUrl(url, headers, { connections: CONNECTIONS, duration: DURATION });

/** The exact bytes on the wire (fetch() would decode them). */
function wireBytes(url, headers) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () => resolve(Buffer.concat(parts)));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-feeds-'));
const children = [];
process.on('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});
const server = await startBenchServer({ name: 'feeds', apiKey: API_KEY });
const figures = [];
let allPass = true;
try {
  console.log(`Server on ${server.base}; ${CONNECTIONS} connections, ${DURATION} s per run.`);
  const feeds = [
    { name: 'meta.csv', path: `/${SHOP}/feeds/meta.csv` },
    { name: 'google.xml', path: `/${SHOP}/feeds/google.xml` },
  ];
  for (const feed of feeds) {
    const url = `${server.base}${feed.path}`;
    // The first fetch builds the feed (and the catalogue behind it); the bench measures every later one.
    const started = performance.now();
    const first = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    const text = await first.text();
    if (!first.ok) throw new Error(`${feed.path}: HTTP ${first.status}`);
    const firstMs = performance.now() - started;
    const items = feed.name === 'meta.csv' ? text.trimEnd().split('\n').length - 1 : text.split('<item>').length - 1;
    const gzipped = await wireBytes(url, { 'accept-encoding': 'gzip' });
    // The brotli copy is made in the background after the first build: wait for it, as a warm server has it.
    let brotli = await wireBytes(url, { 'accept-encoding': 'br, gzip' });
    for (const deadline = Date.now() + 10_000; brotli.length >= gzipped.length && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 200));
      brotli = await wireBytes(url, { 'accept-encoding': 'br, gzip' });
    }
    const file = path.join(dataDir, `${feed.name}.gz`);
    writeFileSync(file, gzipped);
    const nginx = await startNginx(dataDir, file, 'gzip');
    children.push(nginx.child);
    const yardstick = await measure(`http://127.0.0.1:${nginx.port}/`, {});
    nginx.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    const gz = await measure(url, { 'accept-encoding': 'gzip' });
    const br = await measure(url, { 'accept-encoding': 'br, gzip' });
    const errors = gz.non2xx + gz.errors + gz.timeouts + br.non2xx + br.errors + br.timeouts;
    const pass = gz.requests.average >= MIN_RPS && errors === 0;
    allPass &&= pass;
    const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
    console.log(
      `GET ${feed.path}: ${items} items, ${kb(Buffer.byteLength(text))} (${kb(gzipped.length)} gzip, ${kb(brotli.length)} br); first fetch (built) ${firstMs.toFixed(0)} ms`,
    );
    console.log(
      `  gzip: ${gz.requests.average.toFixed(0)} req/s, p50 ${gz.latency.p50} ms, p99 ${gz.latency.p99} ms, ${errors} errors | budget ≥ ${MIN_RPS} req/s | ${pass ? 'PASS' : 'FAIL'}`,
    );
    console.log(`  br: ${br.requests.average.toFixed(0)} req/s, p50 ${br.latency.p50} ms, p99 ${br.latency.p99} ms`);
    console.log(
      `  nginx, same gzip bytes from disk: ${yardstick.requests.average.toFixed(0)} req/s, p99 ${yardstick.latency.p99} ms (server/nginx ${(gz.requests.average / yardstick.requests.average).toFixed(2)})`,
    );
    figures.push({
      area: 'Feeds',
      what: `${feed.name} of bulk-mart (${items} items), from cache, gzip, ${CONNECTIONS} connections`,
      value: `${gz.requests.average.toFixed(0)} req/s, p99 ${gz.latency.p99} ms`,
      baseline: `nginx, same bytes: ${yardstick.requests.average.toFixed(0)} req/s, p99 ${yardstick.latency.p99} ms`,
      budget: `≥ ${MIN_RPS} req/s`,
      pass,
    });
  }

  // An owner's edit: the new price in the feed, measured from the edit's answer.
  const api = { 'api-key': API_KEY, 'content-type': 'application/json' };
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: api,
    body: JSON.stringify({ email: 'owner@bulkmart.example', password: 'bulkmart123' }),
  });
  const { token } = await login.json();
  const list = await (
    await fetch(`${server.base}/api/account/products?per_page=1`, {
      headers: { ...api, authorization: `Bearer ${token}` },
    })
  ).json();
  const product = list.products[0];
  const price = 777.25;
  const edit = await fetch(`${server.base}/api/account/products/${product.product_id}`, {
    method: 'PUT',
    headers: { ...api, authorization: `Bearer ${token}` },
    body: JSON.stringify({ main_price: price }),
  });
  if (!edit.ok) throw new Error(`editing a price: ${edit.status} ${await edit.text()}`);
  const edited = performance.now();
  const wanted = `${product.product_id},`;
  let freshMs = Number.POSITIVE_INFINITY;
  for (let tries = 0; tries < 100; tries++) {
    const csv = await (await fetch(`${server.base}/${SHOP}/feeds/meta.csv`)).text();
    const line = csv.split('\n').find((l) => l.startsWith(wanted));
    if (line?.includes(`,${price.toFixed(2)} EUR,`)) {
      freshMs = performance.now() - edited;
      break;
    }
  }
  const freshPass = freshMs <= MAX_FRESH_MS;
  allPass &&= freshPass;
  console.log(
    `New price in meta.csv after the owner's edit: ${freshMs.toFixed(0)} ms | budget ≤ ${MAX_FRESH_MS} ms | ${freshPass ? 'PASS' : 'FAIL'}`,
  );
  figures.push({
    area: 'Feeds',
    what: "an owner's new price visible in bulk-mart's meta.csv (rebuild of 5,000 products)",
    value: `${freshMs.toFixed(0)} ms`,
    baseline: '—',
    budget: `≤ ${MAX_FRESH_MS} ms`,
    pass: freshPass,
  });
  console.log(allPass ? '\nFeeds bench: within budget.' : '\nFeeds bench: OVER BUDGET.');
  process.exitCode = allPass ? 0 : 1;
  if (process.env.BENCH_RESULTS_FILE)
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
} catch (error) {
  console.error('Feeds bench failed:', error);
  process.exitCode = 2;
} finally {
  server.stop();
}
