// The web build's hashed scripts as the server sends them (apps/server/src/http/built-bundles.ts),
// beside nginx sending the same bytes, taking turns at 50 connections with wrk: a shop's largest
// first-visit script (the vendor chunk, its build-time brotli copy) and a script under 1 KB (its
// copy where the build wrote one, else itself). A first visit asks for a handful of these at once, an owner's first page
// for about seventy. Before (@fastify/static), at 6 connections: 380 req/s for a small script
// (compressed again on every request) and 890 req/s for a large one's .br copy.
//   node bench/static/run.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib.mjs';
import { startNginx } from '../api/nginx.mjs';
import { median } from '../median.mjs';
import { startBenchServer } from '../server.mjs';
import { measure, pinServer, WRK } from '../wrk.mjs';

const CONNECTIONS = 50;
const DURATION = 5;
const ROUNDS = 2;

/** The bytes on the wire and their encoding, as a browser asking for `br, gzip` gets them. */
function wire(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            encoding: res.headers['content-encoding'] ?? '',
            bytes: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

const dist = path.join(root, 'apps/web/dist');
const server = await startBenchServer({ name: 'static', web: true });
pinServer(server.child.pid);
const children = [server.child];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const files = Object.values(manifest).map((entry) => entry.file);
const vendor = files.find((file) => /^static\/vendor-[\w-]+\.js$/.test(file));
const small = files.find((file) => file.endsWith('.js') && readFileSync(path.join(dist, file)).length < 1024);
const targets = [
  { name: `the vendor chunk (${vendor})`, file: vendor },
  { name: `a script under 1 KB (${small})`, file: small },
];

const figures = [];
const dataDir = os.tmpdir();
for (const target of targets) {
  const url = `${server.base}/${target.file}`;
  const sent = await wire(url);
  if (sent.status !== 200) throw new Error(`${url}: HTTP ${sent.status}`);
  const body = path.join(dataDir, `vitrine-bench-static-${path.basename(target.file)}.body`);
  writeFileSync(body, sent.bytes);
  const nginx = await startNginx(dataDir, body, sent.encoding);
  children.push(nginx.child);
  pinServer(nginx.child.pid);
  const nginxUrl = `http://127.0.0.1:${nginx.port}/`;
  const headers = { 'accept-encoding': 'br, gzip' };
  await measure(url, headers, { connections: CONNECTIONS, duration: 2, pinned: true });
  await measure(nginxUrl, headers, { connections: CONNECTIONS, duration: 2, pinned: true });
  const ours = [];
  const theirs = [];
  for (let round = 0; round < ROUNDS; round++) {
    theirs.push(await measure(nginxUrl, headers, { connections: CONNECTIONS, duration: DURATION, pinned: true }));
    ours.push(await measure(url, headers, { connections: CONNECTIONS, duration: DURATION, pinned: true }));
  }
  nginx.child.kill('SIGTERM');
  const rps = median(ours.map((r) => r.requests.average));
  const nginxRps = median(theirs.map((r) => r.requests.average));
  const p99 = median(ours.map((r) => r.latency.p99));
  const errors = ours.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  const ratio = rps / nginxRps;
  const line = `${target.name}, ${sent.bytes.length} B ${sent.encoding || 'as it is'}: ${rps.toFixed(0)} req/s (${ratio.toFixed(2)}× nginx ${nginxRps.toFixed(0)} req/s), p99 ${p99} ms, ${errors} errors`;
  console.log(line);
  figures.push({
    area: 'Static',
    what: `${target.name}, ${sent.bytes.length} B (${sent.encoding || 'identity'}), ${CONNECTIONS} connections`,
    value: `${rps.toFixed(0)} req/s (${ratio.toFixed(2)}× nginx), p99 ${p99} ms`,
    baseline: `nginx, same bytes: ${nginxRps.toFixed(0)} req/s, p99 ${median(theirs.map((r) => r.latency.p99))} ms`,
    // A figure beside its yardstick: the ratio budget (0.7× nginx) is the API's; here 0 errors is the bar.
    budget: '0 errors',
    pass: errors === 0,
  });
}
console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s per run, ${ROUNDS} runs each taking turns, medians; client: ${WRK ? 'wrk' : 'autocannon'}`,
);
if (process.env.BENCH_RESULTS_FILE) writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
server.stop();
process.exit(figures.every((f) => f.pass) ? 0 : 1);
