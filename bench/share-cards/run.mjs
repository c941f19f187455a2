// Share cards: time to draw a card the first time it is fetched, p99 of a cached card,
// and its size; on the real server (demo seed, web build for the logos). Writes three cards to
// docs/share-cards/ (a styled shop, a plain one, a right-to-left one) to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../../scripts/lib.mjs';
import { startBenchServer } from '../server.mjs';

const KEY = 'bench-share-cards-key';
const server = await startBenchServer({ name: 'share-cards', apiKey: KEY, web: true });
const api = { 'api-key': KEY, 'content-type': 'application/json' };

/** The og:image a chat app's fetcher finds on a page. */
async function cardOf(pagePath) {
  const html = await (await fetch(`${server.base}${pagePath}`, { headers: { 'user-agent': 'WhatsApp/2.23' } })).text();
  const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  if (!url) throw new Error(`no og:image on ${pagePath}`);
  return url.replace(/&amp;/g, '&');
}

async function timedFetch(url) {
  const started = performance.now();
  const res = await fetch(url);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return { ms: performance.now() - started, bytes };
}

try {
  // A right-to-left shop: Corner Bakery's owner writes the name and tagline in Arabic.
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: api,
    body: JSON.stringify({ email: 'owner@bakery.example', password: 'bakery123' }),
  });
  const { token } = await login.json();
  const catalogue = await (await fetch(`${server.base}/api/getcatalogue/bulk-mart`, { headers: api })).json();
  const bulkProduct = catalogue.catalogue.products[4321];

  const pages = {
    'styled shop (sunrise-electronics)': '/sunrise-electronics',
    'plain shop (corner-bakery)': '/corner-bakery',
    'product of a 5,000-product shop (bulk-mart)': `/bulk-mart/product-detail/x/${btoa(String(bulkProduct.product_id))}`,
  };
  const first = [];
  const out = path.join(root, 'docs/share-cards');
  mkdirSync(out, { recursive: true });
  const files = {
    'styled shop (sunrise-electronics)': 'shop-styled.jpg',
    'plain shop (corner-bakery)': 'shop-plain.jpg',
  };
  let cachedUrl;
  for (const [label, pagePath] of Object.entries(pages)) {
    const url = await cardOf(pagePath);
    const drawn = await timedFetch(url);
    first.push({ label, ms: drawn.ms, kb: drawn.bytes.length / 1024 });
    if (files[label]) writeFileSync(path.join(out, files[label]), drawn.bytes);
    cachedUrl ??= url;
  }
  const renamed = await fetch(`${server.base}/api/account/shop`, {
    method: 'PUT',
    headers: { ...api, authorization: `Bearer ${token}` },
    body: JSON.stringify({ shop_name: 'مخبز الزاوية', shop_tagline: 'خبز طازج كل صباح منذ 1998' }),
  });
  if (!renamed.ok) throw new Error(`renaming the bakery: ${renamed.status} ${await renamed.text()}`);
  const rtl = await timedFetch(await cardOf('/corner-bakery'));
  first.push({ label: 'right-to-left shop (Arabic name)', ms: rtl.ms, kb: rtl.bytes.length / 1024 });
  writeFileSync(path.join(out, 'shop-rtl.jpg'), rtl.bytes);
  // The product card of a product with a picture, for the README.
  const product = await timedFetch(await cardOf(`/sunrise-electronics/product-detail/x/${btoa('1')}`));
  writeFileSync(path.join(out, 'product.jpg'), product.bytes);

  for (const f of first)
    console.log(`first fetch (drawn and stored), ${f.label}: ${f.ms.toFixed(0)} ms, ${f.kb.toFixed(1)} KB`);
  const firstMax = Math.max(...first.map((f) => f.ms));
  const largest = Math.max(...first.map((f) => f.kb));

  // Four connections: the latency of a cached card, not the saturation of two shared cores.
  const run = await autocannon({ url: cachedUrl, connections: 4, duration: 10 });
  const p99 = run.latency.p99;
  console.log(
    `cached card, 4 connections, 10 s: ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms, p99 ${p99} ms, ${run.non2xx} errors`,
  );
  const floor = await autocannon({
    url: `${server.base}/assets/logos/sunrise-electronics.svg`,
    connections: 4,
    duration: 5,
  });
  console.log(
    `baseline, a static file of the web build: ${floor.requests.average.toFixed(0)} req/s, p99 ${floor.latency.p99} ms`,
  );
  const figures = [
    {
      area: 'Share cards',
      what: 'first fetch of a card (drawn, stored), slowest of 4: styled, plain, RTL shop, bulk-mart product',
      value: `${firstMax.toFixed(0)} ms (${first.map((f) => f.ms.toFixed(0)).join(', ')})`,
      baseline: '—',
      budget: '≤ 300 ms',
      pass: firstMax <= 300,
    },
    {
      area: 'Share cards',
      what: 'cached card, 4 connections, 10 s',
      value: `${run.requests.average.toFixed(0)} req/s, p99 ${p99} ms`,
      baseline: `static file ${floor.requests.average.toFixed(0)} req/s, p99 ${floor.latency.p99} ms`,
      budget: 'p99 ≤ 5 ms',
      pass: p99 <= 5 && run.non2xx === 0,
    },
    {
      area: 'Share cards',
      what: 'card size, largest of 4',
      value: `${largest.toFixed(1)} KB (${first.map((f) => f.kb.toFixed(0)).join(', ')} KB)`,
      baseline: 'WhatsApp limit 300 KB',
      budget: '≤ 150 KB',
      pass: largest <= 150,
    },
  ];
  if (process.env.BENCH_RESULTS_FILE)
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
  const over = figures.filter((f) => !f.pass);
  console.log(over.length ? `OVER BUDGET: ${over.map((f) => f.what).join('; ')}` : 'within budget');
  process.exitCode = over.length ? 1 : 0;
} finally {
  server.stop();
}
