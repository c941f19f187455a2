// Issue 11's phone profile: a cheap Android phone on mobile data (Lighthouse's "slow 4G": 4× CPU
// slowdown, 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). Each shop page is measured as
// Vitrine serves it and beside its own final markup sent as plain HTML with every script removed
// (what the page would cost if nothing but HTML and CSS had to arrive), in the same run.
import http from 'node:http';
import zlib from 'node:zlib';
import { devices } from 'playwright-core';

export const PHONE = { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
export const PHONE_LCP_BUDGET_MS = 1200;
/** Issue 32 (issue 11 had 1.5). */
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

/** One first visit (new context, empty cache): LCP and the bytes that came over the wire. */
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
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => window.__lcp);
  const what = await page.evaluate(() => window.__lcpWhat);
  await Promise.all(sizes);
  const html = await page.content();
  await context.close();
  return { lcp, what, bytes, html, failed };
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
 * Serves the plain-HTML pages from a loopback port, brotli-compressed as a static server would,
 * and passes every other request (CSS, pictures, favicon) to the real server unchanged.
 */
async function servePlain(pages, target) {
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
        })
        .end(body);
      return;
    }
    const upstream = http.request(
      new URL(request.url ?? '/', target),
      { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median of `runs` first visits of each page, as served and as plain HTML, alternating so drift hits both. */
export async function phoneComparison(browser, base, paths, runs = 5) {
  const pages = new Map();
  for (const path of paths) {
    // The final markup after hydration is what the plain version sends.
    const { html } = await visit(browser, `${base}${path}`);
    pages.set(path, plainHtml(html, base));
  }
  const plain = await servePlain(pages, base);
  const results = [];
  try {
    for (const path of paths) {
      const served = [];
      const bare = [];
      for (let i = 0; i < runs; i++) {
        served.push(await visit(browser, `${base}${path}`));
        bare.push(await visit(browser, `${plain.base}${path}`));
      }
      // A baseline that lost its CSS or pictures would flatter nothing but itself: refuse it.
      const lost = bare.flatMap((v) => v.failed);
      if (lost.length) throw new Error(`the plain HTML version of ${path} could not load: ${lost.join('; ')}`);
      const lcp = median(served.map((v) => v.lcp));
      const plainLcp = median(bare.map((v) => v.lcp));
      results.push({
        path,
        lcp,
        each: served.map((v) => Math.round(v.lcp)),
        what: served.find((v) => v.lcp === lcp)?.what ?? '',
        bytes: median(served.map((v) => v.bytes)),
        plainLcp,
        plainBytes: median(bare.map((v) => v.bytes)),
        ratio: lcp / plainLcp,
      });
    }
  } finally {
    plain.close();
  }
  return results;
}
