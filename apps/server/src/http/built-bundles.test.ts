import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltBundles } from './built-bundles.js';

const script = `export const x = "${'a'.repeat(3000)}";`;
const small = 'export const y = 1;';
const brOnly = `export const z = "${'b'.repeat(200)}";`;

describe('BuiltBundles: the hashed bundles from memory', () => {
  let dist: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bundles-'));
    mkdirSync(path.join(dist, 'static'));
    writeFileSync(path.join(dist, 'static', 'vendor-abc123.js'), script);
    writeFileSync(path.join(dist, 'static', 'vendor-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'static', 'vendor-abc123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'static', 'icon-abc123.js'), small);
    writeFileSync(path.join(dist, 'static', 'runtime-abc123.js'), brOnly);
    writeFileSync(path.join(dist, 'static', 'runtime-abc123.js.br'), brotliCompressSync(brOnly));
    writeFileSync(path.join(dist, 'secret.txt'), 'not a bundle');
    app = Fastify();
    // As in the app: on-the-fly compression is registered for every route, and must not touch these.
    await app.register(fastifyCompress, { global: true, threshold: 0, encodings: ['br', 'gzip'] });
    BuiltBundles.load(dist).register(app);
    app.setNotFoundHandler((_request, reply) => reply.code(404).send('Not found'));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('sends the build’s .br or .gz copy as the client takes it, and the plain file to one that takes neither', async () => {
    const br = await get('/static/vendor-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    const gzip = await get('/static/vendor-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(script))).toBe(true);
    const plain = await get('/static/vendor-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const res of [br, gzip, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    }
  });

  it('sends a file the build wrote no copy of (too small to gain) as it is, never compressed on each request', async () => {
    const res = await get('/static/icon-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body).toBe(small);
  });

  it('answers 304 to the ETag it sent, and HEAD with the headers alone', async () => {
    const first = await get('/static/vendor-abc123.js', { 'accept-encoding': 'br' });
    const again = await get('/static/vendor-abc123.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await app.inject({
      method: 'HEAD',
      url: '/static/vendor-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('serves only the names the build wrote: a copy, a file outside the folder or an unknown name is a 404', async () => {
    for (const url of [
      '/static/vendor-abc123.js.br',
      '/static/vendor-abc123.js.gz',
      '/static/missing-abc123.js',
      '/static/..%2Fsecret.txt',
      '/static/../secret.txt',
      '/static/%2e%2e/secret.txt',
      '/static/sub/vendor-abc123.js',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe('Not found');
    }
  });

  it('reads a file once: later answers come from memory', async () => {
    await get('/static/icon-abc123.js');
    rmSync(path.join(dist, 'static', 'icon-abc123.js'));
    const res = await get('/static/icon-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(small);
  });

  it('a file with one copy only: that copy to a client taking it, the file itself from memory to others', async () => {
    const br = await get('/static/runtime-abc123.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    rmSync(path.join(dist, 'static', 'runtime-abc123.js'));
    const gzip = await get('/static/runtime-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBeUndefined();
    expect(gzip.body).toBe(brOnly);
  });

  it('serves nothing without a build folder', async () => {
    const bare = Fastify();
    BuiltBundles.load(path.join(dist, 'nowhere')).register(bare);
    bare.setNotFoundHandler((_request, reply) => reply.code(404).send('Not found'));
    expect((await bare.inject({ method: 'GET', url: '/static/vendor-abc123.js' })).statusCode).toBe(404);
    await bare.close();
  });
});
