// API throughput bench: starts the real server (its own process, temp DATA_DIR, free port, demo
// seed), then measures GET /api/getcatalogue for sunrise-electronics asked for gzip, brotli and no
// encoding, bulk-mart's whole list and the paged call a shop page makes (getcataloguepage, bulk-mart's
// first page), with wrk (else autocannon) at 50 connections, each beside nginx configured the same
// way (bench/api/nginx.mjs: `gzip on` with a pre-compressed .gz for gzip, a pre-compressed brotli
// file for br, the plain file for identity), nginx and the server taking turns in the same run; the
// gzip call once more while the shop's owner saves a product every second (each save a miss);
// then /api/health (liveness, no database) and /api/ready (readiness, cached ping).
// Beside the calls with a ratio budget, Node's own HTTP server sending the same bytes and headers
// (bench/api/node-http.mjs, informational: the ceiling of any Node server for the same answers),
// and the CPU each spends per request. On Linux
// with two or more cores each server (the API, nginx, node:http) runs on core 0 and a one-thread
// wrk on core 1 (bench/wrk.mjs PIN): a client that shares the server's core is not a real client.
// Usage: node bench/api/run.mjs [--duration 10] [--rounds 2] [--only TEXT (the calls whose name has it)]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { processTreeCpu } from '../cpu-meter.mjs';
import { median } from '../median.mjs';
import { startBenchServer } from '../server.mjs';
import { measure as measureUrl, PIN, pinServer, WRK } from '../wrk.mjs';
import { startNginx } from './nginx.mjs';
import { headerListOf, startNodeHttp } from './node-http.mjs';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const DURATION = argument('--duration', 10);
/** nginx and the server take turns this many times per call; the figures are the medians. */
const ROUNDS = argument('--rounds', 2);
const CONNECTIONS = 50;
const API_KEY = 'vitrine-bench-key';

/**
 * The API against nginx on the same bytes (budget: at least 0.7× whatever the client asks for),
 * and its tail latency: the whole list (the spec's call) in each encoding, bulk-mart's whole list
 * and the page a shop page asks for as a phone's browser asks (`br, gzip`).
 */
const targets = [
  {
    name: 'sunrise-electronics, gzip',
    path: 'getcatalogue/sunrise-electronics',
    encoding: 'gzip',
    minRatio: 0.7,
    maxP99: 5,
  },
  {
    name: 'sunrise-electronics, br',
    path: 'getcatalogue/sunrise-electronics',
    encoding: 'br',
    minRatio: 0.7,
    maxP99: 5,
  },
  {
    name: 'sunrise-electronics, identity',
    path: 'getcatalogue/sunrise-electronics',
    encoding: 'identity',
    minRatio: 0.7,
    maxP99: 5,
  },
  // The same call while its owner edits a product every second: each edit makes the next read a
  // miss, loaded from the database while the other connections wait for that one load. A figure
  // beside the cached one (no ratio budget: the issue's budget is for the cached answer).
  {
    name: 'sunrise-electronics, gzip, an owner edit every second',
    path: 'getcatalogue/sunrise-electronics',
    encoding: 'gzip',
    editsEverySecond: true,
  },
  { name: 'bulk-mart', path: 'getcatalogue/bulk-mart', encoding: 'br, gzip', maxP99: 300 },
  { name: 'bulk-mart, page 1 (storefront)', path: 'getcataloguepage/bulk-mart', encoding: 'br, gzip', maxP99: 20 },
].filter(
  (target) =>
    !process.argv.includes('--only') || target.name.includes(process.argv[process.argv.indexOf('--only') + 1]),
);
/** Liveness must not touch the database; readiness pings it at most once a second. */
const HEALTH_MIN_RPS = 10_000;

/** The exact bytes on the wire (fetch() would decode them), with their Content-Encoding and all headers. */
function wireBytes(url, headers) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const parts = [];
      res.on('data', (c) => parts.push(c));
      res.on('end', () =>
        resolve({ bytes: Buffer.concat(parts), encoding: res.headers['content-encoding'] ?? '', headers: res.headers }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Sunrise's owner setting one product's stock to 40 and 41 in turn, once a second while `start`ed
 * (two digits either way, so the body's length stays what nginx serves). `edits` counts the saves.
 */
async function ownerEdits(base) {
  const headers = { 'api-key': API_KEY, accept: 'application/json', 'content-type': 'application/json' };
  const { catalogue } = await (await fetch(`${base}/api/getcatalogue/sunrise-electronics`, { headers })).json();
  const product = catalogue.products.find((p) => p.variants.length === 0);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'owner@sunrise.example', password: 'sunrise123' }),
  });
  if (!login.ok) throw new Error(`owner login: HTTP ${login.status}`);
  const owner = { ...headers, authorization: `Bearer ${(await login.json()).token}` };
  const edits = { count: 0, timer: undefined };
  // The save names the quantity it replaces, as the owner's form does (an optimistic edit).
  let shown = product.stock_quantity;
  const save = async () => {
    const quantity = 40 + (edits.count % 2);
    const saved = await fetch(`${base}/api/account/products/${product.product_id}`, {
      method: 'PUT',
      headers: owner,
      body: JSON.stringify({ stock_quantity: quantity, stock_quantity_expected: shown }),
    });
    if (!saved.ok) throw new Error(`owner edit: HTTP ${saved.status} ${await saved.text()}`);
    shown = quantity;
    edits.count++;
  };
  await save();
  return {
    edits,
    start: () => {
      edits.timer = setInterval(() => void save().catch((error) => console.error(error.message)), 1000);
    },
    stop: () => clearInterval(edits.timer),
  };
}

/** One wrk run; with `pid`, also the CPU that process (and its children) spent per request, in µs (Linux). */
async function measure(url, headers, pid) {
  const before = pid && os.platform() === 'linux' ? processTreeCpu(pid) : undefined;
  const result = await measureUrl(url, headers, { connections: CONNECTIONS, duration: DURATION, pinned: true });
  if (before !== undefined) {
    const requests = result.requests.average * DURATION;
    result.cpuUs = requests > 0 ? (processTreeCpu(pid) - before) / requests : undefined;
  }
  return result;
}
/** The median run's figures: req/s, p99 and CPU per request each the median of the rounds; errors summed. */
const combine = (results) => {
  const cpu = results.map((r) => r.cpuUs).filter((us) => us !== undefined);
  return {
    rps: median(results.map((r) => r.requests.average)),
    p99: Math.round(median(results.map((r) => r.latency.p99)) * 100) / 100,
    errors: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    cpuUs: cpu.length ? Math.round(median(cpu) * 10) / 10 : undefined,
  };
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
const children = [];
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
};
process.on('exit', () => {
  cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

try {
  console.log(`Starting the API server (temporary DATA_DIR; seeding the demo shops takes a while)…`);
  const server = await startBenchServer({ name: 'api', apiKey: API_KEY });
  pinServer(server.child.pid);
  const base = server.base;
  console.log(`API server on ${base}`);

  const rows = [];
  const headersOf = (encoding) => ({
    accept: 'application/json',
    ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding }),
  });
  for (const target of targets) {
    const url = `${base}/api/${target.path}`;
    const headers = headersOf(target.encoding);
    const api = { ...headers, 'api-key': API_KEY };
    // Before the bytes are read: the first edit gives the product a quantity, later ones keep its length.
    const editor = target.editsEverySecond ? await ownerEdits(base) : undefined;
    // The first read fills the cache; the bench measures what every later visitor gets.
    const first = await fetch(url, { headers: api });
    if (!first.ok) throw new Error(`${target.name}: HTTP ${first.status}`);
    await first.arrayBuffer();
    const identity = (await wireBytes(url, { ...api, 'accept-encoding': 'identity' })).bytes;
    let wire = await wireBytes(url, api);
    if (identity.length >= 64 * 1024) {
      // Large bodies get a smaller brotli copy made in the background: wait for it, as a warm server has it.
      for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
        await new Promise((r) => setTimeout(r, 500));
        const next = await wireBytes(url, api);
        if (next.bytes.length < wire.bytes.length) {
          wire = next;
          break;
        }
      }
    }
    const stem = path.join(dataDir, `${target.path.replace(/\W+/g, '-')}-${target.encoding.replace(/\W+/g, '')}`);
    const plainFile = `${stem}.json`;
    writeFileSync(plainFile, identity);
    let nginx;
    if (wire.encoding === 'gzip' && target.encoding === 'gzip') {
      // nginx as a site would set it up: gzip on, the pre-compressed copy beside the file.
      writeFileSync(`${stem}.gz`, wire.bytes);
      nginx = await startNginx(dataDir, plainFile, '', { gzipFile: `${stem}.gz` });
    } else {
      const file = `${stem}.body`;
      writeFileSync(file, wire.bytes);
      nginx = await startNginx(dataDir, file, wire.encoding);
    }
    children.push(nginx.child);
    pinServer(nginx.child.pid);
    const nginxUrl = `http://127.0.0.1:${nginx.port}/`;
    const yardstick = await wireBytes(nginxUrl, headers);
    if (yardstick.encoding !== wire.encoding || yardstick.bytes.length !== wire.bytes.length) {
      throw new Error(
        `${target.name}: nginx sends ${yardstick.bytes.length} B (${yardstick.encoding || 'identity'}), the API ${wire.bytes.length} B (${wire.encoding || 'identity'})`,
      );
    }
    // Node's HTTP layer alone: the same bytes and headers, nothing else done per request.
    let nodeHttp;
    if (target.minRatio !== undefined) {
      const body = `${stem}.wire`;
      writeFileSync(body, wire.bytes);
      nodeHttp = await startNodeHttp(body, headerListOf(wire.headers));
      children.push(nodeHttp.child);
      pinServer(nodeHttp.child.pid);
    }
    // Warmed first, both of them: the first call after seeding otherwise measured the seed's
    // leftovers (32 µs of CPU per gzip answer against 21 µs for the same answer later in the run).
    await measureUrl(url, api, { connections: CONNECTIONS, duration: 2, pinned: true });
    await measureUrl(nginxUrl, headers, { connections: CONNECTIONS, duration: 2, pinned: true });
    const nginxRuns = [];
    const apiRuns = [];
    const nodeRuns = [];
    for (let round = 0; round < ROUNDS; round++) {
      nginxRuns.push(await measure(nginxUrl, headers, nginx.child.pid));
      editor?.start();
      apiRuns.push(await measure(url, api, server.child.pid));
      editor?.stop();
      if (nodeHttp) nodeRuns.push(await measure(`http://127.0.0.1:${nodeHttp.port}/`, headers, nodeHttp.child.pid));
    }
    nginx.child.kill('SIGTERM');
    nodeHttp?.child.kill('SIGTERM');
    rows.push({
      target,
      bytes: wire.bytes.length,
      jsonBytes: identity.length,
      encoding: wire.encoding,
      api: combine(apiRuns),
      static: combine(nginxRuns),
      nodeHttp: nodeRuns.length ? combine(nodeRuns) : undefined,
      edits: editor?.edits.count,
    });
  }
  const health = {};
  for (const probe of ['health', 'ready']) {
    // Warmed first, as a running server's probes are (a balancer asks every few seconds): the first
    // second of a cold route is its compilation, not what a probe waits for.
    await measureUrl(`${base}/api/${probe}`, {}, { connections: CONNECTIONS, duration: 2, pinned: true });
    health[probe] = await measure(`${base}/api/${probe}`, {});
  }
  server.stop();

  console.log(
    `\n${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} run(s) each of nginx, the API and node:http taking turns, medians; client: ${WRK ? (PIN ? `wrk, one thread on core ${PIN.client}, each server on core ${PIN.server}` : 'wrk') : 'autocannon'}\n`,
  );
  console.log(
    [
      'call',
      'body bytes',
      'API req/s',
      'API p99 ms',
      'nginx req/s',
      'nginx p99 ms',
      'ratio',
      'node:http req/s (ratio)',
      'CPU µs/req API / nginx / node:http',
      'budget',
      'result',
    ].join(' | '),
  );
  const cpuText = (...figures) => figures.map((us) => (us === undefined ? '–' : us.toFixed(1))).join(' / ');
  let allPass = true;
  const figures = [];
  for (const r of rows) {
    const budget = r.target;
    const ratio = r.api.rps / r.static.rps;
    const checks = [];
    if (budget.minRatio !== undefined) checks.push(ratio >= budget.minRatio);
    if (budget.maxP99 !== undefined) checks.push(r.api.p99 <= budget.maxP99);
    checks.push(r.api.errors === 0);
    const pass = checks.every(Boolean);
    allPass &&= pass;
    const budgetText =
      [
        budget.minRatio !== undefined ? `ratio ≥ ${budget.minRatio}` : null,
        budget.maxP99 !== undefined ? `p99 ≤ ${budget.maxP99} ms` : null,
      ]
        .filter(Boolean)
        .join(', ') || 'none (a figure)';
    console.log(
      [
        `GET /api/${budget.path} (${budget.name}${r.edits ? `: ${r.edits} edits` : ''}, Accept-Encoding: ${budget.encoding})`,
        `${r.bytes} (${r.encoding || 'identity'} of ${r.jsonBytes})`,
        r.api.rps.toFixed(0),
        r.api.p99,
        r.static.rps.toFixed(0),
        r.static.p99,
        ratio.toFixed(2),
        r.nodeHttp ? `${r.nodeHttp.rps.toFixed(0)} (${(r.nodeHttp.rps / r.static.rps).toFixed(2)})` : '–',
        cpuText(r.api.cpuUs, r.static.cpuUs, r.nodeHttp?.cpuUs),
        budgetText,
        pass ? 'PASS' : `FAIL${r.api.errors ? ` (${r.api.errors} errors/non-2xx)` : ''}`,
      ].join(' | '),
    );
    figures.push({
      area: 'API',
      what: `${budget.name}: GET /api/${budget.path}, ${r.bytes} B (${r.encoding || 'identity'}), ${CONNECTIONS} connections`,
      value: `${r.api.rps.toFixed(0)} req/s (${ratio.toFixed(2)}× nginx), p99 ${r.api.p99} ms`,
      baseline: `nginx, same bytes: ${r.static.rps.toFixed(0)} req/s, p99 ${r.static.p99} ms${
        r.nodeHttp
          ? `; bare node:http, same bytes and headers: ${r.nodeHttp.rps.toFixed(0)} req/s (${(r.nodeHttp.rps / r.static.rps).toFixed(2)}×)`
          : ''
      }; CPU per request API / nginx / node:http: ${cpuText(r.api.cpuUs, r.static.cpuUs, r.nodeHttp?.cpuUs)} µs`,
      budget: budgetText,
      pass,
    });
  }
  console.log(`\nProbes, ${CONNECTIONS} connections, ${DURATION} s each:`);
  for (const [probe, result] of Object.entries(health)) {
    const ok = result.non2xx + result.errors + result.timeouts === 0 && result.requests.average >= HEALTH_MIN_RPS;
    allPass &&= ok;
    console.log(
      `GET /api/${probe} | ${result.requests.average.toFixed(0)} req/s | p99 ${result.latency.p99} ms | budget ≥ ${HEALTH_MIN_RPS} req/s | ${ok ? 'PASS' : 'FAIL'}`,
    );
    figures.push({
      area: 'API',
      what: `GET /api/${probe}, ${CONNECTIONS} connections`,
      value: `${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`,
      baseline: '—',
      budget: `≥ ${HEALTH_MIN_RPS} req/s`,
      pass: ok,
    });
  }
  if (process.env.BENCH_RESULTS_FILE)
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
  console.log(allPass ? '\nAPI bench: within budget.' : '\nAPI bench: OVER BUDGET.');
  process.exitCode = allPass ? 0 : 1;
} catch (error) {
  console.error('API bench failed:', error);
  process.exitCode = 2;
} finally {
  cleanup();
}
