// Lighthouse 12 (mobile: Moto G Power screen, simulated slow 4G and 4× CPU, its defaults) on
// the storefront's pages, each a first visit with empty storage, in Debian's Chromium started
// for it alone. The budgets: 100 in all four categories on the shop home and a product
// page; 100 for performance, accessibility and best practices on checkout (which is rightly
// `noindex`, and the SEO category counts that against it).
//
//   node bench/web/lighthouse.mjs [base URL]     without a URL, starts the bench server
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../scripts/lib.mjs';
import { median } from '../median.mjs';
import { forward, listenLoopback } from './forward.mjs';

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The pages and the categories each must score 100 in; first, as this host's floor, Vitrine's home
 * page `/`: HTML with its CSS inline and no script at all, so what it misses of 100 is the
 * machine's (on a host with costly page faults it scored 84–93), not the app's.
 */
export function lighthousePages(productPath) {
  return [
    { name: 'floor: home page / (no script)', path: '/', categories: ['performance'], baseline: true },
    { name: 'shop home', path: '/sunrise-electronics', categories: LIGHTHOUSE_CATEGORIES },
    // The shop home once more, its answer without the opener policy (through a loopback proxy that
    // takes that one header off): what the policy costs in Lighthouse, whose navigation from
    // about:blank then needs a fresh renderer, and whose simulation counts that renderer's
    // start-up after the first paint.
    {
      name: 'shop home without its opener policy',
      path: '/sunrise-electronics',
      categories: ['performance'],
      baseline: true,
      dropHeaders: ['cross-origin-opener-policy'],
    },
    { name: 'product page', path: productPath, categories: LIGHTHOUSE_CATEGORIES },
    {
      name: 'checkout',
      path: '/sunrise-electronics/checkout',
      categories: ['performance', 'accessibility', 'best-practices'],
    },
  ];
}

/** A product page of the demo shop, as the catalogue links it. */
export async function productPath(base) {
  const html = await (await fetch(`${base}/sunrise-electronics`)).text();
  const link = /href="(\/sunrise-electronics\/product-detail\/[^"]+)"/.exec(html)?.[1];
  if (!link) throw new Error('the shop home links no product page');
  return link;
}

/** A loopback proxy to `target` that takes the named headers off every answer. */
function withoutHeaders(target, names) {
  return listenLoopback(http.createServer((request, response) => forward(request, response, target, names)));
}

/** Headless Chromium with a DevTools port for Lighthouse; stop() ends it and removes its profile. */
async function startChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'vitrine-lighthouse-'));
  const { executablePath, args } = chromiumLaunchOptions();
  const child = spawn(
    executablePath,
    [...args, '--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // Its own process group: the renderer, GPU and network processes end with it, not after its
    // profile folder is removed (they kept writing its cache, and the removal failed ENOTEMPTY).
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not open its DevTools port in 30 s')), 30_000);
    child.stderr.on('data', (chunk) => {
      text += chunk;
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${text.slice(-500)}`)));
  });
  return {
    port,
    async stop() {
      const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is gone already.
      }
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Lighthouse runs per page: its own guidance on variability is to run it several times and take the median. */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse on each page, `runs` times: each category's median score (every run's score is kept
 * and printed beside it) and each run's key figures. One run's performance score on this host
 * moves by up to 6 points from run to run with the same code (the no-script floor page included),
 * as Lighthouse documents for any host; the median is what its guidance, and bench/doors, report.
 */
export async function lighthouseScores(base, pages, runs = LIGHTHOUSE_RUNS) {
  const chromium = await startChromium();
  const results = [];
  try {
    for (const page of pages) {
      const runScores = Object.fromEntries(page.categories.map((c) => [c, []]));
      const figures = [];
      const failing = new Set();
      const proxy = page.dropHeaders ? await withoutHeaders(base, page.dropHeaders) : undefined;
      try {
        for (let i = 0; i < runs; i++) {
          const { lhr } = await lighthouse(`${proxy?.base ?? base}${page.path}`, {
            port: chromium.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: page.categories,
          });
          for (const category of page.categories) {
            const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
            runScores[category].push(score);
            if (score < 100) {
              for (const ref of lhr.categories[category].auditRefs) {
                const audit = lhr.audits[ref.id];
                if (ref.weight > 0 && audit.score !== null && audit.score < 1)
                  failing.add(`${ref.id} (${audit.displayValue ?? audit.score})`);
              }
            }
          }
          const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
          figures.push({
            lcp: metric('largest-contentful-paint'),
            fcp: metric('first-contentful-paint'),
            tbt: metric('total-blocking-time'),
            // The share of that blocking time in tasks that run script (Lighthouse's own attribution,
            // its bootup-time audit, rounded to 50 ms): the rest is the browser's (committing the
            // navigation, parsing, style, layout, paint), which a page without any script pays too.
            scriptTbt: lhr.audits['bootup-time']?.metricSavings?.TBT ?? Number.NaN,
            cls: metric('cumulative-layout-shift'),
            // How fast this host runs Lighthouse's own CPU test: the 4x slowdown multiplies it.
            benchmarkIndex: lhr.environment.benchmarkIndex,
          });
        }
      } finally {
        proxy?.close();
      }
      const scores = Object.fromEntries(page.categories.map((c) => [c, median(runScores[c])]));
      results.push({ ...page, scores, runScores, figures, failing: [...failing] });
    }
  } finally {
    await chromium.stop();
  }
  return results;
}

/** Prints each page's scores against 100; true when any is under. */
export function reportLighthouse(results) {
  let over = false;
  const runs = results[0]?.figures.length ?? 0;
  console.log(
    `\nLighthouse 12, mobile (simulated slow 4G, 4x CPU), median score of ${runs} run${runs === 1 ? '' : 's'}`,
  );
  for (const result of results) {
    const under = result.categories.filter((c) => result.scores[c] < 100);
    if (result.baseline) {
      const f = result.figures;
      console.log(
        `  ${result.name}: performance ${result.scores.performance} (runs ${result.runScores.performance.join('/')}; TBT ${f.map((x) => x.tbt.toFixed(0)).join('/')} ms, in script tasks ${f.map((x) => x.scriptTbt.toFixed(0)).join('/')} ms, LCP ${f.map((x) => x.lcp.toFixed(0)).join('/')} ms; a baseline, no budget)`,
      );
      continue;
    }
    over ||= under.length > 0;
    const f = result.figures;
    const ms = (key) => f.map((x) => x[key].toFixed(0)).join('/');
    // Shaped as the other budget lines ("what  value  budget B [OVER]"), so docs/QUALITY.md has a row for each page.
    console.log(
      `  Lighthouse, ${result.name}: ${result.categories.join(', ')}   ${result.categories.map((c) => result.scores[c]).join(' / ')}   budget 100 each${under.length ? '   OVER' : ''}`,
    );
    const eachRun = result.categories.map((c) => `${c} ${result.runScores[c].join('/')}`).join(', ');
    console.log(`    each run: ${eachRun}`);
    console.log(
      `    ${result.path}: LCP ${ms('lcp')} ms, FCP ${ms('fcp')} ms, TBT ${ms('tbt')} ms (in script tasks ${ms('scriptTbt')} ms), CLS ${f.map((x) => x.cls.toFixed(3)).join('/')}, host benchmarkIndex ${ms('benchmarkIndex')}`,
    );
    if (result.failing.length) console.log(`    short of 1: ${result.failing.join('; ')}`);
  }
  return over;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let base = process.argv[2];
  let server;
  if (!base) {
    const { startBenchServer } = await import('../server.mjs');
    server = await startBenchServer({ name: 'lighthouse', web: true });
    base = server.base;
  }
  try {
    const results = await lighthouseScores(base, lighthousePages(await productPath(base)));
    process.exitCode = reportLighthouse(results) ? 1 : 0;
  } finally {
    server?.stop();
  }
}
