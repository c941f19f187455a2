import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_HEADER_BYTES } from '../../../../bench/web/bundle-size.mjs';
import { PAGE_ONLY_HEADERS } from '../../src/http/static-headers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** One GET over a real socket: the status, the headers, and their size as Chromium counts it (status line and header lines). */
function get(
  base: string,
  url: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; headerBytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${url}`, { headers: { 'accept-encoding': 'br, gzip', accept: '*/*' } }, (res) => {
        const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            headerBytes: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`),
          }),
        );
      })
      .on('error', reject);
  });
}

/**
 * The headers only a page needs (CSP, framing, opener, HSTS…) are sent on pages, not on
 * every script, stylesheet and picture; what applies to those (nosniff, the resource policy) stays.
 */
describe('security headers of static answers', () => {
  let t: TestApp;
  let base: string;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'vitrine-static-'));
    mkdirSync(path.join(dist, 'static'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><head></head><div id="root"></div>`);
    const script = `export const x = "${'a'.repeat(2000)}";`;
    writeFileSync(path.join(dist, 'static', 'vendor-abc123.js'), script);
    writeFileSync(path.join(dist, 'static', 'vendor-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'static', 'storefront-abc123.css'), 'body{color:red}');
    writeFileSync(path.join(dist, 'assets', 'logo.svg'), LOGO);
    t = await createTestApp({ env: { WEB_DIST: dist } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('a built script, a stylesheet and a picture carry nosniff and the resource policy, and none of the page-only headers', async () => {
    // The content-addressed spelling the catalogue hands out (http/asset-versions.ts).
    const hash = createHash('sha256').update(LOGO).digest('hex').slice(0, 12);
    for (const url of [
      '/static/vendor-abc123.js',
      '/static/storefront-abc123.css',
      '/assets/logo.svg',
      `/assets/v/${hash}/logo.svg`,
    ]) {
      const res = await get(base, url);
      expect(res.status, url).toBe(200);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-site');
      for (const name of PAGE_ONLY_HEADERS) expect(res.headers[name], `${name} on ${url}`).toBeUndefined();
    }
    const script = await get(base, '/static/vendor-abc123.js');
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toContain('immutable');
    // bench/web/bundle-size.mjs counts this many header bytes for each script of a first visit.
    expect(script.headerBytes).toBeLessThanOrEqual(STATIC_HEADER_BYTES);
  });

  it('a page keeps every security header, the CSP first', async () => {
    for (const url of ['/login', '/sunrise-electronics']) {
      const res = await get(base, url);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('the hashed bundles sit behind one route; the other files keep routes of their own', () => {
    // A route per bundle (and per .br and .gz copy) held ~2,400 Fastify routes in memory.
    expect(t.app.hasRoute({ method: 'GET', url: '/static/:name' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/static/vendor-abc123.js' })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/assets/logo.svg' })).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/index.html' })).toBe(false);
  });

  it('a compressed copy is not an address of its own', async () => {
    expect((await get(base, '/static/vendor-abc123.js.br')).status).toBe(404);
    expect((await get(base, '/static/vendor-abc123.js')).headers['content-encoding']).toBe('br');
  });

  it('a missing static file is still answered with the headers of a page', async () => {
    const res = await get(base, '/static/missing-abc123.js');
    expect(res.status).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
