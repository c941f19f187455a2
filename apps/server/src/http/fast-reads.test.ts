import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyHttpOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachedAnswers } from './cached-answer.js';
import { FastReads } from './fast-reads.js';
import { ResponseCache } from './response-cache.js';

const API_KEY = 'fast-reads-key';
const security = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' };
const value = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Item ${i}` })) };

describe('FastReads', () => {
  let now = 0;
  const cache = new ResponseCache({ refreshAfterMs: 60_000 }, () => now);
  const fast = new FastReads();
  const observed: [string, number, number][] = [];
  let base = '';
  let server: ReturnType<ReturnType<FastReads['serverFactory']>>;

  beforeAll(async () => {
    await cache.get('item:7', ['shop:1'], async () => value);
    await cache.get('item:8', ['shop:1'], async () => null);
    fast.enable({
      apiKey: API_KEY,
      cache,
      answers: new CachedAnswers(security),
      reads: [{ route: '/api/getitem/:id', pattern: /^\/api\/getitem\/([0-9]+)$/, key: ([id]) => `item:${id}` }],
      observe: (route, status, _ms, bytes) => observed.push([route, status, bytes]),
    });
    // Whatever the fast path leaves goes to "Fastify": here a handler that says so.
    server = fast.serverFactory()(
      (_req, res) => {
        res.writeHead(299, { 'x-handled-by': 'fastify' });
        res.end();
      },
      { keepAliveTimeout: 5000, connectionTimeout: 0 } as FastifyHttpOptions<never>,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const res = await fetch(`${base}${path}`, { method, headers: { 'api-key': API_KEY, ...headers } });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  it('answers a fresh hit itself, in the encoding asked for, with the prepared headers', async () => {
    const json = JSON.stringify({ status: 'success', ...value });
    for (const [encoding, expected] of [
      ['identity', undefined],
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      // fetch() would decode: read the bytes as sent through node:http instead.
      const { default: http } = await import('node:http');
      const sent = await new Promise<{ headers: Record<string, unknown>; status: number; body: Buffer }>((resolve) => {
        http.get(`${base}/api/getitem/7`, { headers: { 'api-key': API_KEY, 'accept-encoding': encoding } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c) => parts.push(c));
          res.on('end', () =>
            resolve({ headers: res.headers, status: res.statusCode ?? 0, body: Buffer.concat(parts) }),
          );
        });
      });
      expect(sent.status, encoding).toBe(200);
      expect(sent.headers['content-encoding'], encoding).toBe(expected);
      expect(sent.headers['content-length'], encoding).toBe(String(sent.body.length));
      expect(sent.headers).toMatchObject({
        ...security,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, no-cache, s-maxage=10',
        vary: 'accept-encoding',
        etag: expect.stringMatching(/^W\/".+"$/),
      });
      const decoded =
        expected === 'br' ? brotliDecompressSync(sent.body) : expected === 'gzip' ? gunzipSync(sent.body) : sent.body;
      expect(decoded.toString(), encoding).toBe(json);
      // Counted with the bytes sent (the access log's line), compressed or not.
      expect(observed.at(-1), encoding).toEqual(['/api/getitem/:id', 200, sent.body.length]);
    }
  });

  it('hands everything else to Fastify', async () => {
    const handled = async (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      (await get(path, headers, method)).res.headers.get('x-handled-by');
    expect(await handled('/api/getitem/9')).toBe('fastify'); // a miss
    expect(await handled('/api/getitem/8')).toBe('fastify'); // "not found" is the route's to answer
    expect(await handled('/api/getitem/7?x=1')).toBe('fastify');
    expect(await handled('/api/getitem/07')).toBe('fastify');
    expect(await handled('/%61pi/getitem/7')).toBe('fastify');
    expect(await handled('/api/getitem/7', { 'api-key': 'wrong-key-of-same' })).toBe('fastify');
    expect(await handled('/api/getitem/7', { 'if-none-match': '"x"' })).toBe('fastify');
    expect(await handled('/api/getitem/7', {}, 'HEAD')).toBe('fastify');
    expect((await fetch(`${base}/api/getitem/7`)).headers.get('x-handled-by')).toBe('fastify');
    // Header names in any case are read as Node reads them; a header given twice is the route's.
    const { request } = await import('node:http');
    const sentWith = (headers: [string, string | string[]][]) =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = request(`${base}/api/getitem/7`);
        for (const [name, value] of headers) req.setHeader(name, value);
        req.on('response', (res) => {
          res.resume();
          resolve(res.headers['x-handled-by'] as string | undefined);
        });
        req.on('error', reject);
        req.end();
      });
    expect(
      await sentWith([
        ['API-Key', API_KEY],
        ['Accept-Encoding', 'gzip'],
      ]),
    ).toBeUndefined();
    expect(await sentWith([['api-key', [API_KEY, API_KEY]]])).toBe('fastify');
    expect(
      await sentWith([
        ['api-key', API_KEY],
        ['accept-encoding', ['gzip', 'br']],
      ]),
    ).toBe('fastify');
    expect(
      await sentWith([
        ['api-key', API_KEY],
        ['x-other', ['1', '2']],
      ]),
    ).toBeUndefined();
    expect(
      await sentWith([
        ['api-key', API_KEY],
        ['If-None-Match', '"x"'],
      ]),
    ).toBe('fastify');
    // Stale: the route refreshes it (stale-while-revalidate), so the fast path does not answer it.
    now = 61_000;
    expect(await handled('/api/getitem/7')).toBe('fastify');
    now = 0;
    expect(await handled('/api/getitem/7')).toBeNull();
    fast.disable();
    expect(await handled('/api/getitem/7')).toBe('fastify');
  });
});
