import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../../src/http/shared-cache.js';
import { VERSION } from '../../src/version.js';
import { tempDirs } from '../support/temp-dirs.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const distDir = tempDirs('vitrine-dist-');

describe('server skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = distDir();
    mkdirSync(path.join(dist, 'static'));
    // Over the compression threshold (1 KB), as the real page is.
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><head></head><div id="root"></div>${'<!-- - -->'.repeat(200)}`,
    );
    writeFileSync(path.join(dist, 'static', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(() => t?.close());

  it('answers liveness and readiness without an api-key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', version: VERSION });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'success', db: 'ok' });
  });

  it('refuses /api calls without the api-key, or with a wrong one', async () => {
    for (const headers of [{}, { 'api-key': 'wrong-key-value' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/getmaster/country_list', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'fail' });
    }
  });

  it('answers an unknown /api route with 404 fail, never with the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope', headers: t.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'fail' });
  });

  it('serves index.html for app routes, revalidated by browsers and held a moment by a shared cache', async () => {
    for (const url of ['/sunrise-electronics', '/login', '/sunrise-electronics/product-detail/x/MQ==']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.body).toContain('id="root"');
    }
  });

  it('serves hashed bundles as immutable and other files with a short cache', async () => {
    const bundle = await t.app.inject({ method: 'GET', url: '/static/app-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['cache-control']).toContain('immutable');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    const missing = await t.app.inject({ method: 'GET', url: '/static/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('compresses the HTML of every page, as the API answers are', async () => {
    for (const url of ['/login', '/sunrise-electronics', '/no-such-shop-here']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding'], url).toBe('br');
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gzip.headers.vary, url).toContain('accept-encoding');
    }
  });
});
