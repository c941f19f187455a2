import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Request ids an operator can follow across instances and from the proxy's log into ours. */
describe('request ids', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const get = (app: TestApp, remoteAddress: string, requestId?: string) =>
    app.app.inject({
      method: 'GET',
      url: '/api/no-such-route',
      remoteAddress,
      headers: { ...app.headers, ...(requestId ? { 'x-request-id': requestId } : {}) },
    });

  it('are random UUIDs, one per request, returned in X-Request-Id and written on the log line', async () => {
    const lines: Record<string, unknown>[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
    const [a, b] = [await get(t, '203.0.113.9'), await get(t, '203.0.113.9')];
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const refused = lines.find((l) => l.msg === 'request refused' && l.reqId === a.headers['x-request-id']);
    expect(refused, JSON.stringify(lines)).toBeDefined();
  });

  it("take a trusted proxy's X-Request-Id, and nobody else's", async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8,::1' } });
    expect((await get(t, '10.1.2.3', 'nginx-4f2a9c')).headers['x-request-id']).toBe('nginx-4f2a9c');
    expect((await get(t, '::ffff:10.1.2.3', 'nginx-77')).headers['x-request-id']).toBe('nginx-77');
    expect((await get(t, '::1', 'lb-1')).headers['x-request-id']).toBe('lb-1');
    // Anyone else picks no id of their own, and even a proxy cannot forge a log line with one.
    expect((await get(t, '203.0.113.9', 'mine')).headers['x-request-id']).toMatch(UUID);
    expect((await get(t, '10.1.2.3', 'two words')).headers['x-request-id']).toMatch(UUID);
    expect((await get(t, '10.1.2.3', 'x'.repeat(129))).headers['x-request-id']).toMatch(UUID);
  });

  it('are never taken from the client when no proxy is trusted', async () => {
    t = await createTestApp();
    expect((await get(t, '127.0.0.1', 'chosen-by-me')).headers['x-request-id']).toMatch(UUID);
  });
});
