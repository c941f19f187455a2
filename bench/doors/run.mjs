// Budgets for the product's doors: Lighthouse 12 with its mobile defaults (Moto G Power,
// simulated slow 4G: 150 ms, 1.6 Mbit/s, 4× CPU) on the home page `/` and `/login` (performance ≥ 95;
// accessibility, best practices and SEO 100), and on the phone profile (bench/web/phone.mjs, applied
// to the real browser) the time from pressing "Sign in" to the dashboard's figures on screen (≤ 2.5 s).
// Also an owner, already signed in, opening /dashboard with nothing cached (a new release, another
// device): the scripts it fetches, as Chromium counts them, and the time to the figures.
//   node bench/doors/run.mjs [--runs N]
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { freePort } from '../../scripts/lib.mjs';
import { launchChromium } from '../chromium.mjs';
import { median } from '../median.mjs';
import { startBenchServer } from '../server.mjs';
import { ownerDashboardScripts as DASHBOARD_SCRIPTS_BUDGET } from '../web/bundle-size.mjs';
import { phoneContext } from '../web/phone.mjs';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const PAGES = ['/', '/login'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const SIGN_IN_BUDGET_MS = 2500;
const OWNER = { email: 'owner@sunrise.example', password: 'sunrise123' };
const API_KEY = 'vitrine-bench-key';

/** One Lighthouse run (a new tab, empty cache) against the Chromium listening on `port`. */
async function audit(port, url) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const failed = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    failed,
  };
}

/** Notes, by the page's own clock, when the dashboard's figures are first on screen (`window.__figuresAt`). */
function watchFigures(page) {
  return page.addInitScript(() => {
    new MutationObserver(() => {
      if (window.__figuresAt === undefined && document.querySelector('[data-testid="dashboard-week-note"]'))
        window.__figuresAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

/**
 * Sign-in to the dashboard's figures on the phone profile: the login page opened and left idle (as
 * an owner reads it and types), then the time from the form's submit to the figures' note on screen,
 * both read by the page's own clock.
 */
async function signIn(browser, base) {
  const { context, page } = await phoneContext(browser);
  await page.addInitScript(() => {
    document.addEventListener('submit', () => (window.__submitAt ??= performance.now()), true);
  });
  await watchFigures(page);
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('dashboard-week-note').waitFor({ timeout: 60_000 });
  const ms = await page.evaluate(() => window.__figuresAt - window.__submitAt);
  await context.close();
  return ms;
}

/**
 * An owner already signed in (the session's token in the page's storage) opening /dashboard with
 * an empty cache, on the phone profile: script requests and their bytes as Chromium counts them
 * (body and headers), and the time from the navigation's start to the figures' note on screen.
 */
async function dashboardFirstOpen(browser, base, token) {
  const { context, page } = await phoneContext(browser);
  await context.addInitScript((value) => localStorage.setItem('vitrine.token', value), token);
  await watchFigures(page);
  const cdp = await context.newCDPSession(page);
  const scripts = { count: 0, bytes: 0 };
  const types = new Map();
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    if (types.get(event.requestId) !== 'Script') return;
    scripts.count += 1;
    scripts.bytes += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await page.goto(`${base}/dashboard`);
  await page.getByTestId('dashboard-week-note').waitFor({ timeout: 60_000 });
  const ms = await page.evaluate(() => window.__figuresAt);
  await context.close();
  return { ms, ...scripts };
}

const server = await startBenchServer({ name: 'doors', web: true, apiKey: API_KEY });
const port = await freePort();
const browser = await launchChromium({ args: [`--remote-debugging-port=${port}`] });
const figures = [];
let over = false;
try {
  // Warm the server's caches (the home page's share cards, the catalogue) as a running instance has them.
  for (const path of PAGES) await fetch(server.base + path);
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(port, `${server.base}${path}`));
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
    const lcp = median(runs.map((r) => r.lcp));
    const fcp = median(runs.map((r) => r.fcp));
    const tbt = median(runs.map((r) => r.tbt));
    const failed = [...new Set(runs.flatMap((r) => r.failed))];
    const pass = CATEGORIES.every((c) => scores[c] >= BUDGET[c]);
    over ||= !pass;
    console.log(
      `${path}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} (each performance: ${runs
        .map((r) => r.scores.performance)
        .join(', ')}); LCP ${(lcp / 1000).toFixed(2)} s, FCP ${(fcp / 1000).toFixed(2)} s, TBT ${Math.round(tbt)} ms${
        failed.length ? `; failing audits: ${failed.join(', ')}` : ''
      } — ${pass ? 'within budget' : 'OVER BUDGET'}`,
    );
    figures.push({
      area: 'doors',
      what: `Lighthouse 12 mobile, ${path === '/' ? 'home page /' : path} (median of ${RUNS}): performance, accessibility, best practices, SEO`,
      value: `${CATEGORIES.map((c) => scores[c]).join(' / ')} (LCP ${(lcp / 1000).toFixed(1)} s, TBT ${Math.round(tbt)} ms)`,
      baseline: path === '/login' ? '78 performance, LCP 4.5 s (before the fast doors)' : '—',
      budget: '≥ 95 / 100 / 100 / 100',
      pass,
    });
  }
  const each = [];
  for (let i = 0; i < Math.max(RUNS, 3); i++) each.push(Math.round(await signIn(browser, server.base)));
  const ms = median(each);
  const pass = ms <= SIGN_IN_BUDGET_MS;
  over ||= !pass;
  console.log(
    `sign-in to the dashboard's figures, phone profile: ${ms} ms median (each: ${each.join(', ')}) — ${
      pass ? 'within budget' : 'OVER BUDGET'
    } (${SIGN_IN_BUDGET_MS} ms)`,
  );
  figures.push({
    area: 'doors',
    what: "Sign-in to the dashboard's figures on screen, phone profile (4× CPU, 150 ms, 1.6 Mbit/s)",
    value: `${ms} ms`,
    baseline: '—',
    budget: `≤ ${SIGN_IN_BUDGET_MS} ms`,
    pass,
  });
  const login = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'api-key': API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const { token } = await login.json();
  const opens = [];
  for (let i = 0; i < Math.max(RUNS, 3); i++) opens.push(await dashboardFirstOpen(browser, server.base, token));
  const open = { ...opens[0], ms: median(opens.map((o) => o.ms)) };
  const openPass = open.count <= DASHBOARD_SCRIPTS_BUDGET;
  over ||= !openPass;
  console.log(
    `signed-in owner opening /dashboard, empty cache, phone profile: ${open.count} scripts, ${(open.bytes / 1024).toFixed(1)} KB; figures at ${Math.round(open.ms)} ms median (each: ${opens.map((o) => Math.round(o.ms)).join(', ')}) — ${
      openPass ? 'within budget' : 'OVER BUDGET'
    } (${DASHBOARD_SCRIPTS_BUDGET} scripts)`,
  );
  figures.push({
    area: 'doors',
    what: 'Signed-in owner opening /dashboard with an empty cache, phone profile: scripts, their KB, figures on screen',
    value: `${open.count} scripts, ${(open.bytes / 1024).toFixed(1)} KB, ${Math.round(open.ms)} ms`,
    baseline: '113 scripts, figures at 8,029 ms before the account area’s chunk groups',
    budget: `≤ ${DASHBOARD_SCRIPTS_BUDGET} scripts`,
    pass: openPass,
  });
  if (process.env.BENCH_RESULTS_FILE)
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
  process.exitCode = over ? 1 : 0;
} finally {
  await browser.close();
  server.stop();
}
