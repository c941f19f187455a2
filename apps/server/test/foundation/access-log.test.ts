import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type Line = Record<string, unknown>;

/** The real app, listening (cached reads are written to the socket around Fastify's reply), its log in an array. */
async function listeningApp(env: Record<string, string>) {
  const lines: Line[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const t = await createTestApp({ env: { LOG_LEVEL: 'info', ...env }, logStream });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const completed = () => lines.filter((l) => l.msg === 'request completed');
  return { t, base, lines, completed };
}

describe('the access log of the real app', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('writes a line per answer with its request id, cached reads included', async () => {
    const app = await listeningApp({});
    t = app.t;
    const read = async (headers: Record<string, string> = {}) => {
      const res = await fetch(`${app.base}/api/getcatalogue/corner-bakery`, { headers: { ...t?.headers, ...headers } });
      await res.arrayBuffer();
      return res;
    };
    // The first read fills the cache; the second is answered from it (another ETag asked: a 200).
    const routed = await read();
    const fast = await read({ 'if-none-match': '"an-older-version"' });
    await (await fetch(`${app.base}/corner-bakery`)).arrayBuffer();
    // The line is written once the answer has gone: wait for the last one.
    await expect.poll(() => app.lines.filter((l) => l.msg === 'request refused').length).toBe(1);
    const [routedBytes, fastBytes] = [routed, fast].map((res) => Number(res.headers.get('content-length')));
    const catalogue = { method: 'GET', route: '/api/getcatalogue/:catalogueUrl', status: 200 };
    expect(app.completed()).toEqual([
      expect.objectContaining({ ...catalogue, reqId: expect.stringMatching(UUID), bytes: routedBytes }),
      expect.objectContaining({ ...catalogue, reqId: fast.headers.get('x-request-id'), bytes: fastBytes }),
    ]);
    expect(fast.headers.get('x-request-id')).toMatch(UUID);
    // A shop's page, by its pattern (this app has no web build: the page is a 404, a refusal's line).
    expect(app.lines.find((l) => l.msg === 'request refused')).toMatchObject({
      method: 'GET',
      route: '/:shop',
      status: 404,
      reqId: expect.stringMatching(UUID),
    });
    for (const line of app.completed()) expect(typeof line.ms).toBe('number');
  });

  it('writes none for ordinary answers with ACCESS_LOG_SAMPLE=0', async () => {
    const app = await listeningApp({ ACCESS_LOG_SAMPLE: '0' });
    t = app.t;
    for (let i = 0; i < 3; i++) await fetch(`${app.base}/api/getcatalogue/corner-bakery`, { headers: t.headers });
    expect(app.completed()).toEqual([]);
  });
});
