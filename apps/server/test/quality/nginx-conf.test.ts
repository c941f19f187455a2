import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.js';
import { VERSION } from '../../src/version.js';
import { loginAs, shopIdOf } from '../api/helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const deployConf = path.resolve(import.meta.dirname, '../../../../deploy/nginx.conf');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** An HTTPS GET to nginx by the name its certificate is for (self-signed here). */
function httpsGet(port: number, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        servername: 'shops.example',
        headers: { host: 'shops.example', ...headers },
        rejectUnauthorized: false,
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * deploy/nginx.conf as an operator installs it, run by the real nginx in front of a real instance:
 * only the machine's own paths (certificates, logs), the ports and the instances' addresses change.
 */
describe.skipIf(!nginx)('deploy/nginx.conf', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-nginx-conf-'));
  // nginx's workers (nobody, when the tests run as root) write the micro-cache under it.
  chmodSync(dir, 0o755);
  let t: TestApp;
  let child: ChildProcess | undefined;
  let httpPort = 0;
  let httpsPort = 0;

  beforeAll(async () => {
    // A web build of one page: what the instance answers for a shop's address.
    mkdirSync(path.join(dir, 'web'));
    writeFileSync(path.join(dir, 'web/index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1', WEB_DIST: path.join(dir, 'web') } });
    const app = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = new URL(app).port;
    [httpPort, httpsPort] = [await freePort(), await freePort()];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=shops.example',
        '-keyout',
        path.join(dir, 'privkey.pem'),
        '-out',
        path.join(dir, 'fullchain.pem'),
      ],
      { stdio: 'ignore' },
    );
    const site = readFileSync(deployConf, 'utf8')
      .replaceAll('/etc/letsencrypt/live/shops.example/', `${dir}/`)
      .replaceAll('/var/log/nginx/', `${dir}/`)
      .replaceAll('/var/www/acme', dir)
      .replaceAll('/var/cache/nginx/vitrine', `${dir}/cache`)
      .replace(/listen \[::\]:\d+[^;]*;\n/g, '')
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace(/server 127\.0\.0\.1:3001 [^;]*;\n\s*server 127\.0\.0\.1:3002 [^;]*;/, `server 127.0.0.1:${appPort};`);
    writeFileSync(path.join(dir, 'vitrine.conf'), site);
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents { worker_connections 256; }\nhttp {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  include ${dir}/vitrine.conf;\n}\n`,
    );
    try {
      execFileSync(nginx as string, ['-t', '-c', path.join(dir, 'nginx.conf')], { stdio: 'pipe' });
    } catch (error) {
      throw new Error(`nginx -t refused it: ${String((error as { stderr?: Buffer }).stderr)}`);
    }
    child = spawn(nginx as string, ['-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      if (
        await httpsGet(httpsPort, '/api/health').then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends plain HTTP to HTTPS, and serves the instance over TLS with HSTS', async () => {
    const plain = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
      httpRequest(
        { host: '127.0.0.1', port: httpPort, path: '/sunrise-electronics?x=1', headers: { host: 'shops.example' } },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
        },
      )
        .on('error', reject)
        .end();
    });
    expect(plain).toEqual({ status: 301, location: 'https://shops.example/sunrise-electronics?x=1' });
    const health = await httpsGet(httpsPort, '/api/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'success', version: VERSION });
    // Once, from the instance: browsers keep to HTTPS for a year.
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("hands the instance nginx's request id, which the instance answers with", async () => {
    const ready = await httpsGet(httpsPort, '/api/ready?via=route');
    expect(ready.status).toBe(200);
    // nginx's $request_id: 32 hexadecimal digits, believed from the trusted proxy.
    expect(ready.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('lets /metrics through to the instance from the monitoring network only', async () => {
    // From 127.0.0.1, allowed: the instance answers (404: no METRICS_TOKEN here), not nginx's 403.
    const metrics = await httpsGet(httpsPort, '/metrics');
    expect(metrics.status).toBe(404);
    expect(metrics.body).not.toContain('nginx');
  });
  describe('its micro-cache', () => {
    const catalogue = '/api/getcatalogue/sunrise-electronics';
    const read = (headers: Record<string, string> = t.headers) => httpsGet(httpsPort, catalogue, headers);

    it('keeps the public reads and shop pages a moment, revalidating them with their ETag', async () => {
      expect((await read()).status).toBe(200);
      const stored = await read();
      expect(stored.headers['x-cache-status']).toBe('HIT');
      // A shopper's revalidation is answered by nginx from its copy.
      const revalidated = await read({ ...t.headers, 'if-none-match': String(stored.headers.etag) });
      expect(revalidated.status).toBe(304);
      // The stored answer is the api-key's: another key still reaches the instance and its 401.
      expect((await read({ 'api-key': 'not-the-key' })).status).toBe(401);
      await httpsGet(httpsPort, '/sunrise-electronics');
      const page = await httpsGet(httpsPort, '/sunrise-electronics');
      expect(page.headers['x-cache-status']).toBe('HIT');
      expect(page.body).toContain('id="root"');
    });

    it("never stores an owner's reads, a personal page or a page that varies by visitor", async () => {
      const owner = await loginAs(t, 'sunrise');
      for (let i = 0; i < 2; i++) {
        expect((await httpsGet(httpsPort, '/api/account/orders', owner)).headers['x-cache-status']).toBe('BYPASS');
        // The owner reading their own catalogue goes past the cache too: their edit shows at once.
        expect((await read(owner)).headers['x-cache-status']).toBe('BYPASS');
        // The home page speaks the visitor's language: asked of an instance each time.
        expect((await httpsGet(httpsPort, '/')).headers['x-cache-status']).toBe('MISS');
      }
    });

    it('shows a changed product within 2 seconds (README, "Running several instances")', async () => {
      await read();
      expect((await read()).headers['x-cache-status']).toBe('HIT');
      const shopId = await shopIdOf(t, 'sunrise-electronics');
      const name = `Renamed ${Date.now()}`;
      await t.database.db.update(products).set({ productName: name }).where(eq(products.shopId, shopId));
      await t.app.events.publish({ type: 'shop.changed', shopId });
      const edited = performance.now();
      while (!(await read()).body.includes(name)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // nginx counts whole seconds: a copy stored just before the edit lives under 2 s; the rest is
      // the polling's own step and the request that saw the change.
      expect(performance.now() - edited).toBeLessThan(2_300);
    });
  });
});
