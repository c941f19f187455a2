// The template's pages: every page of the catalog (packages/template-demo/src/catalog/
// pages.ts and apps/web/src/template/catalog/pages.ts), opened in-app as a menu click does, in Chromium on a laptop profile, signed in as the
// platform admin (who may open every page). For each: the time until its heading and content show,
// and the JavaScript that first visit downloads (each page and its library are lazy chunks).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from '../server.mjs';
import { signedInPage } from '../signed-in-page.mjs';

const KEY = 'bench-template-pages-key';
const BUDGET_MS = 1000;
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The catalog is pure data: each entry's id, path, example path and layout, read from its sources
 * (the template demo's pages, then the product's own).
 */
const catalogSources = [
  '../../packages/template-demo/src/catalog/pages.ts',
  '../../apps/web/src/template/catalog/pages.ts',
];
function catalogPages() {
  return catalogSources.flatMap((file) => catalogEntries(readFileSync(path.join(here, file), 'utf8')));
}

function catalogEntries(source) {
  const list = source.slice(source.indexOf('export const catalogPages'));
  return [...list.matchAll(/\{\s*id: '([^']+)',([^}]*)\}/g)].map(([, id, rest]) => ({
    id,
    path: /example: '([^']+)'/.exec(rest)?.[1] ?? /path: '([^']+)'/.exec(rest)[1],
    fullScreen: /layout: 'full-screen'/.test(rest),
  }));
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

const server = await startBenchServer({ name: 'template-pages', apiKey: KEY, web: true });
const { browser, page, scripts } = await signedInPage(server, KEY, {
  email: 'admin@vitrine.example',
  password: 'admin123',
});
try {
  await page.goto(`${server.base}/ecommerce-dashboard`);
  await page.locator('main#vt-content h1').waitFor();
  const rows = [];
  for (const entry of catalogPages().filter((p) => p.path !== '/')) {
    await page.waitForLoadState('networkidle');
    scripts.bytes = 0;
    const started = Date.now();
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, entry.path);
    const area = page.locator(entry.fullScreen ? '.vt-fullscreen' : 'main#vt-content');
    await page.waitForURL((url) => url.pathname === entry.path, { timeout: 15_000 });
    await area.locator('h1').first().waitFor({ timeout: 15_000 });
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle');
    rows.push({ id: entry.id, path: entry.path, ms, kb: scripts.bytes / 1024 });
  }
  const times = rows.map((r) => r.ms);
  const slowest = rows.reduce((a, b) => (b.ms > a.ms ? b : a));
  const heaviest = [...rows].sort((a, b) => b.kb - a.kb).slice(0, 5);
  for (const r of rows) console.log(`${r.path}: ${r.ms} ms, ${r.kb.toFixed(1)} KB of JavaScript`);
  const figures = [
    {
      area: 'Template pages',
      what: `in-app open to heading and content, first visit, laptop profile (${rows.length} pages)`,
      value: `median ${percentile(times, 0.5)} ms, p90 ${percentile(times, 0.9)} ms, slowest ${slowest.ms} ms (${slowest.path})`,
      baseline: 'demo apps 216–372 ms',
      budget: `≤ ${BUDGET_MS} ms each`,
      pass: slowest.ms <= BUDGET_MS,
    },
    {
      area: 'Template pages',
      what: 'JavaScript a first visit downloads (compressed), heaviest five',
      value: heaviest.map((r) => `${r.path} ${r.kb.toFixed(0)} KB`).join(', '),
      baseline: 'storefront and account area download none of it (bundle test)',
      budget: '—',
    },
  ];
  if (process.env.BENCH_RESULTS_FILE)
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
  console.log(slowest.ms <= BUDGET_MS ? 'within budget' : `OVER BUDGET: ${slowest.path} took ${slowest.ms} ms`);
  process.exitCode = slowest.ms <= BUDGET_MS ? 0 : 1;
} finally {
  await browser.close();
  server.stop();
}
