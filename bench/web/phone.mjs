// The phone profile: a cheap Android phone on mobile data (Lighthouse's "slow 4G": 4× CPU
// slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). Each shop page is measured as
// Vitrine serves it and beside its own final markup sent as plain HTML with every script removed,
// under the page's own response headers (what the page would cost if nothing but HTML and CSS had
// to arrive), in the same run.
import http from 'node:http';
import zlib from 'node:zlib';
import { devices } from 'playwright-core';
import { median } from '../median.mjs';
import { forward, listenLoopback } from './forward.mjs';

export const PHONE = { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
export const PHONE_LCP_BUDGET_MS = 1200;
/** A page's LCP at most this many times its plain-HTML markup's (an earlier budget allowed 1.5). */
export const PHONE_RATIO_BUDGET = 1.15;

/** A new context on the phone profile (Pixel 7 screen, throttled CPU and network), with LCP watched. */
export async function phoneContext(browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await watchLcp(page);
  return { context, page };
}

/** Keeps the page's latest largest-contentful-paint entry in window.__lcp (time) and __lcpWhat (element or URL). */
export function watchLcp(page) {
  return page.addInitScript(() => {
    window.__lcp = 0;
    window.__lcpWhat = '';
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lcp = entry.startTime;
        window.__lcpWhat = entry.url || entry.element?.tagName || '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** One first visit (new context, empty cache): LCP, the bytes that came over the wire, the page's headers. */
async function visit(browser, url) {
  const { context, page } = await phoneContext(browser);
  let bytes = 0;
  const sizes = [];
  const failed = [];
  page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('requestfinished', (request) =>
    sizes.push(
      request
        .sizes()
        .then((s) => (bytes += s.responseBodySize + s.responseHeadersSize))
        // A request still finishing when the visit ends is not counted.
        .catch(() => undefined),
    ),
  );
  const response = await page.goto(url, { waitUntil: 'load' });
  const headers = (await response?.allHeaders()) ?? {};
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => window.__lcp);
  const what = await page.evaluate(() => window.__lcpWhat);
  await Promise.all(sizes);
  const html = await page.content();
  await context.close();
  return { lcp, what, bytes, html, failed, headers };
}

/**
 * The page's final markup without scripts. Its links to the real server are made relative: the
 * plain page's server passes them on (servePlain), so the CSS and pictures come from the same
 * origin as the page, as on the real one. (Pointed at the real server's own port, Chromium blocked
 * every one: its assets answer `Cross-Origin-Resource-Policy: same-site`, and another port of
 * 127.0.0.1 is another site. The plain pages then painted with neither CSS nor pictures.)
 */
function plainHtml(html, base) {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, '')
    .replaceAll(`${base}/`, '/');
}

/**
 * The headers of the page's own answer but the transport ones: its security policy (CSP, opener
 * and framing rules, agent cluster...). A static server hosting the same page would send them too,
 * and they cost a phone time of their own: with `Cross-Origin-Opener-Policy` Chromium commits the
 * page in a new browsing context group, and asked for the pictures and CSS about 170 ms later
 * after the HTML had arrived (measured on the plain page with and without it).
 */
const TRANSPORT_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);
function pageHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));
}

/**
 * Serves the plain-HTML pages from a loopback port, brotli-compressed as a static server would,
 * each with its `headers` (if given) beside the transport ones, and passes every other request
 * (CSS, pictures, favicon) to the real server unchanged.
 */
async function servePlain(pages, target, headers = new Map()) {
  const compressed = new Map([...pages].map(([path, html]) => [path, zlib.brotliCompressSync(html)]));
  const server = http.createServer((request, response) => {
    const body = compressed.get(request.url ?? '');
    if (body) {
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'br',
          'content-length': body.length,
          'cache-control': 'no-store',
          ...headers.get(request.url ?? ''),
        })
        .end(body);
      return;
    }
    forward(request, response, target);
  });
  return listenLoopback(server);
}

/**
 * Median of `runs` first visits of each page: as served, as plain HTML with the page's own headers
 * (the budget's baseline: what the page costs without its scripts), and as plain HTML without them
 * (what the security policy costs, shown beside it), alternating so drift hits all three.
 */
export async function phoneComparison(browser, base, paths, runs = 5) {
  const pages = new Map();
  const headers = new Map();
  for (const path of paths) {
    // The final markup after hydration is what the plain version sends.
    const first = await visit(browser, `${base}${path}`);
    pages.set(path, plainHtml(first.html, base));
    headers.set(path, pageHeaders(first.headers));
  }
  const plain = await servePlain(pages, base, headers);
  const bare = await servePlain(pages, base);
  const results = [];
  try {
    for (const path of paths) {
      const visits = { served: [], plain: [], bare: [] };
      for (let i = 0; i < runs; i++) {
        visits.served.push(await visit(browser, `${base}${path}`));
        visits.plain.push(await visit(browser, `${plain.base}${path}`));
        visits.bare.push(await visit(browser, `${bare.base}${path}`));
      }
      // A baseline that lost its CSS or pictures would flatter nothing but itself: refuse it.
      const lost = [...visits.plain, ...visits.bare].flatMap((v) => v.failed);
      if (lost.length) throw new Error(`the plain HTML version of ${path} could not load: ${lost.join('; ')}`);
      const lcp = median(visits.served.map((v) => v.lcp));
      const plainLcp = median(visits.plain.map((v) => v.lcp));
      const bareLcp = median(visits.bare.map((v) => v.lcp));
      results.push({
        path,
        lcp,
        each: visits.served.map((v) => Math.round(v.lcp)),
        what: visits.served.find((v) => v.lcp === lcp)?.what ?? '',
        bytes: median(visits.served.map((v) => v.bytes)),
        plainLcp,
        plainBytes: median(visits.plain.map((v) => v.bytes)),
        ratio: lcp / plainLcp,
        bareLcp,
        bareRatio: lcp / bareLcp,
        headers: Object.keys(headers.get(path) ?? {}),
      });
    }
  } finally {
    plain.close();
    bare.close();
  }
  return results;
}
