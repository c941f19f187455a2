import { once } from 'node:events';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FastReads } from '../../src/http/fast-reads.js';
import { VERSION } from '../../src/version.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

interface Answer {
  status: number;
  headers: [string, string][];
  body: string;
}

/** One GET on a new raw connection (as a load balancer's probe sends it), read whole. */
async function get(port: number, path: string): Promise<Answer> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`GET ${path} HTTP/1.1\r\nHost: probe\r\nUser-Agent: probe\r\n\r\n`);
  let raw = Buffer.alloc(0);
  for (;;) {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    raw = Buffer.concat([raw, chunk]);
    const end = raw.indexOf('\r\n\r\n');
    if (end < 0) continue;
    const [statusLine, ...lines] = raw.toString('latin1', 0, end).split('\r\n');
    const headers = lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    });
    const length = Number(headers.find(([name]) => name === 'content-length')?.[1]);
    if (raw.length < end + 4 + length) continue;
    socket.destroy();
    return { status: Number(statusLine.split(' ')[1]), headers, body: raw.toString('utf8', end + 4, end + 4 + length) };
  }
}

/**
 * Without the headers that differ between two answers: the date, and the request id, which only a
 * routed answer has (one written on the socket before routing has no request to name).
 */
const withoutDate = (answer: Answer) => ({
  ...answer,
  headers: answer.headers.filter(([name]) => name !== 'date' && name !== 'x-request-id'),
});

/**
 * The probes are answered before routing from prepared bytes; what a probe receives is
 * byte for byte what its route sends (a query string takes the request to the route).
 */
describe('the health and readiness probes', () => {
  let t: TestApp;
  let port: number;
  // Which answers the socket path gave (it asks these two; the routes never do).
  const answered = vi.spyOn(FastReads.prototype, 'answerRaw');
  const loaded = vi.spyOn(FastReads.prototype, 'loadRaw');
  const onSocket = async () => [
    ...answered.mock.results.map((r) => r.value),
    ...(await Promise.all(loaded.mock.results.map((r) => r.value))),
  ];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it('answer as their routes do: the same status, headers and body', async () => {
    for (const [path, body] of [
      ['/api/health', { status: 'success', version: VERSION }],
      ['/api/ready', { status: 'success', db: 'ok' }],
    ] as const) {
      // The first readiness probe waits for a check; the next ones find it standing.
      answered.mockClear();
      loaded.mockClear();
      const fast = await get(port, path);
      const again = await get(port, path);
      // Both on the socket, before Node's request objects and Fastify.
      expect(
        (await onSocket()).filter(Boolean).map((a) => a.bytes.toString()),
        path,
      ).toEqual([fast.body, again.body]);
      const routed = await get(port, `${path}?via=route`);
      expect(fast.status, path).toBe(200);
      expect(JSON.parse(fast.body)).toEqual(body);
      expect(withoutDate(fast)).toEqual(withoutDate(routed));
      expect(routed.headers.some(([name]) => name === 'x-request-id')).toBe(true);
      expect(withoutDate(again)).toEqual(withoutDate(routed));
      expect(fast.headers.map(([name]) => name)).toContain('content-security-policy');
    }
  });

  it('readiness fails (the error envelope) while the database does not answer, and recovers', async () => {
    const ping = t.database.ping;
    t.database.ping = () => Promise.reject(new Error('the database is away'));
    try {
      // The standing check ends within a second; from then on every probe asks the failing database.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const down = await get(port, '/api/ready');
      expect(down.status).toBeGreaterThanOrEqual(500);
      expect(JSON.parse(down.body)).toMatchObject({ status: 'error' });
      expect((await get(port, '/api/health')).status).toBe(200);
    } finally {
      t.database.ping = ping;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await get(port, '/api/ready')).status).toBe(200);
  });
});
