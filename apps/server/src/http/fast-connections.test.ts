import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import type { FastifyHttpOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CachedAnswers } from './cached-answer.js';
import { FastReads } from './fast-reads.js';
import { ResponseCache } from './response-cache.js';

const API_KEY = 'fast-connections-key';
const security = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'SAMEORIGIN' };

interface Answer {
  status: number;
  /** Header names in lower case, in the order sent. */
  headers: [string, string][];
  body: Buffer;
}

/** Reads answers off a raw connection as they arrive (every answer here has a Content-Length). */
class Reader {
  private buffered = Buffer.alloc(0);
  private readonly waiting: (() => void)[] = [];
  closed = false;

  constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      for (const wake of this.waiting.splice(0)) wake();
    });
    socket.on('close', () => {
      this.closed = true;
      for (const wake of this.waiting.splice(0)) wake();
    });
  }

  /** The next whole answer; undefined when the connection closed first. */
  async next(): Promise<Answer | undefined> {
    for (;;) {
      const answer = this.take();
      if (answer) return answer;
      if (this.closed) return undefined;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private take(): Answer | undefined {
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = this.buffered.toString('latin1', 0, end).split('\r\n');
    const headers = lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    });
    const length = Number(headers.find(([name]) => name === 'content-length')?.[1] ?? 0);
    if (this.buffered.length < end + 4 + length) return undefined;
    const body = this.buffered.subarray(end + 4, end + 4 + length);
    this.buffered = this.buffered.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

const request = (path: string, extra: string[] = []) =>
  [`GET ${path} HTTP/1.1`, 'Host: test', `api-key: ${API_KEY}`, ...extra, '', ''].join('\r\n');

const without = (answer: Answer | undefined, names: string[]) => answer?.headers.filter(([n]) => !names.includes(n));

describe('FastConnections', () => {
  const cache = new ResponseCache({ refreshAfterMs: 60_000 });
  const fast = new FastReads();
  let port = 0;
  let server: ReturnType<ReturnType<FastReads['serverFactory']>>;
  const observed: string[] = [];
  // Which answers went out on the socket: the request-level path sends the same bytes.
  const onSocket = vi.spyOn(fast, 'answerRaw');
  // Misses loaded and answered on the socket.
  const onSocketLoaded = vi.spyOn(fast, 'loadRaw');
  const answeredOnSocket = () =>
    onSocket.mock.results.filter((r) => r.value !== undefined).length +
    onSocketLoaded.mock.settledResults.filter((r) => r.type === 'fulfilled' && r.value !== undefined).length;
  // A read the socket path may load on a miss, as its route would: "404" finds nothing, "500"
  // fails, and a load waits for `gate` when one is set.
  const loads: string[] = [];
  let gate: Promise<void> | undefined;
  const loadItem = async (id: string) => {
    loads.push(id);
    await gate;
    if (id === '500') throw new Error('the database is away');
    return cache.get(`loaded:${id}`, [`loaded:${id}`], async () => (id === '404' ? null : { id, at: loads.length }));
  };

  beforeAll(async () => {
    // Large enough to be kept compressed too.
    await cache.get('item:7', ['shop:1'], async () => ({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) }));
    fast.enable({
      apiKey: API_KEY,
      cache,
      answers: new CachedAnswers(security),
      reads: [
        { route: '/api/getitem/:id', pattern: /^\/api\/getitem\/([0-9]+)$/, key: ([id]) => `item:${id}` },
        {
          route: '/api/getloaded/:id',
          pattern: /^\/api\/getloaded\/([0-9]+)$/,
          key: ([id]) => `loaded:${id}`,
          load: ([id]) => loadItem(id),
        },
      ],
      observe: (route) => observed.push(route),
    });
    // What the fast paths leave goes to "Fastify": here a handler that says so and echoes the path.
    server = fast.serverFactory()(
      (req, res) => {
        const body = `fastify ${req.method} ${req.url}`;
        res.writeHead(299, { 'x-handled-by': 'fastify', 'content-length': String(body.length) });
        res.end(body);
      },
      { keepAliveTimeout: 5000, connectionTimeout: 0 } as FastifyHttpOptions<never>,
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const open = async () => {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return new Reader(socket);
  };

  it('answers on the socket with the headers and bytes Node would send', async () => {
    const reader = await open();
    // The first request is answered on the socket; the second (a Connection list) is Node's, whose
    // request-level fast path answers from the same prepared headers.
    onSocket.mockClear();
    reader.socket.write(request('/api/getitem/7', ['Accept-Encoding: gzip']));
    const raw = await reader.next();
    expect(onSocket).toHaveBeenCalledTimes(1);
    reader.socket.write(request('/api/getitem/7', ['Accept-Encoding: gzip', 'Connection: keep-alive, x-a']));
    const byNode = await reader.next();
    expect(onSocket).toHaveBeenCalledTimes(1);
    expect(raw?.status).toBe(200);
    expect(byNode?.status).toBe(200);
    expect(raw?.body.equals(byNode?.body ?? Buffer.alloc(0))).toBe(true);
    expect(without(raw, ['date'])).toEqual(without(byNode, ['date']));
    expect(raw?.headers.map(([name]) => name)).toEqual(expect.arrayContaining(['date', 'connection', 'keep-alive']));
    expect(raw?.headers).toContainEqual(['keep-alive', 'timeout=5']);
    expect(raw?.headers).toContainEqual(['content-encoding', 'gzip']);
    reader.socket.destroy();
  });

  it('answers requests sent together in order, and hands the connection to Node at the first other one', async () => {
    const reader = await open();
    const before = observed.length;
    onSocket.mockClear();
    reader.socket.write(
      request('/api/getitem/7') +
        request('/api/getitem/7', ['Accept-Encoding: br']) +
        request('/api/getitem/9') + // a miss: the route's
        request('/api/getitem/7'), // after the hand-over: Node's request-level fast path
    );
    const answers = [await reader.next(), await reader.next(), await reader.next(), await reader.next()];
    expect(answers.map((a) => a?.status)).toEqual([200, 200, 299, 200]);
    expect(answers[2]?.body.toString()).toBe('fastify GET /api/getitem/9');
    expect(answers[1]?.headers).toContainEqual(['content-encoding', 'br']);
    expect(observed.length - before).toBe(3);
    // The first two on the socket; the miss was looked up there too, then handed over.
    expect(onSocket.mock.results.map((r) => r.value !== undefined)).toEqual([true, true, false]);
    // Still Node's: a request the socket path would have answered.
    reader.socket.write(request('/api/getitem/7', ['X-Probe: 1']));
    expect((await reader.next())?.status).toBe(200);
    reader.socket.destroy();
  });

  it('answers the same request again from its bytes, and never past an invalidation', async () => {
    await cache.get('item:5', ['shop:5'], async () => ({ five: true }));
    const reader = await open();
    onSocket.mockClear();
    const again = request('/api/getitem/5', ['Accept-Encoding: gzip']);
    reader.socket.write(again);
    expect((await reader.next())?.status).toBe(200);
    reader.socket.write(again + again);
    expect((await reader.next())?.status).toBe(200);
    expect((await reader.next())?.status).toBe(200);
    expect(onSocket).toHaveBeenCalledTimes(3);
    // An owner's edit invalidates the entry: the same bytes now reach the route.
    cache.invalidate('shop:5');
    reader.socket.write(again);
    const after = await reader.next();
    expect(after?.status).toBe(299);
    expect(after?.body.toString()).toBe('fastify GET /api/getitem/5');
    reader.socket.destroy();
  });

  it('loads a miss as the route would and answers it on the socket, the connection staying there', async () => {
    const reader = await open();
    onSocket.mockClear();
    onSocketLoaded.mockClear();
    loads.length = 0;
    // A cold entry, then a hit sent with it: both answered in order, on the socket.
    reader.socket.write(request('/api/getloaded/1') + request('/api/getloaded/1', ['Accept-Encoding: gzip']));
    const first = await reader.next();
    const second = await reader.next();
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect(JSON.parse(first?.body.toString() ?? '')).toMatchObject({ id: '1', at: 1 });
    expect(first?.headers).toContainEqual(['connection', 'keep-alive']);
    expect(loads).toEqual(['1']);
    // After an owner's edit the same bytes are loaded again: the new body, still on the socket.
    cache.invalidate('loaded:1');
    reader.socket.write(request('/api/getloaded/1'));
    expect(JSON.parse((await reader.next())?.body.toString() ?? '')).toMatchObject({ id: '1', at: 2 });
    expect(loads).toEqual(['1', '1']);
    // Every answer went out on the socket (a hand-over would leave answerRaw and loadRaw uncalled).
    expect(answeredOnSocket()).toBe(3);
    reader.socket.write(request('/api/getloaded/1', ['X-Probe: 1']));
    expect((await reader.next())?.status).toBe(200);
    expect(answeredOnSocket()).toBe(4);
    reader.socket.destroy();
  });

  it('hands a load that finds nothing or fails to Node, with what was sent after it', async () => {
    for (const id of ['404', '500']) {
      const reader = await open();
      reader.socket.write(request(`/api/getloaded/${id}`) + request('/api/getitem/7'));
      const missing = await reader.next();
      expect(missing?.status).toBe(299);
      expect(missing?.body.toString()).toBe(`fastify GET /api/getloaded/${id}`);
      expect((await reader.next())?.status).toBe(200);
      reader.socket.destroy();
    }
  });

  it('does not close a connection while its miss loads: the request is answered', async () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const reader = await open();
    reader.socket.write(request('/api/getloaded/2'));
    await vi.waitUntil(() => loads.at(-1) === '2');
    server.closeIdleConnections();
    release();
    gate = undefined;
    const answer = await reader.next();
    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer?.body.toString() ?? '')).toMatchObject({ id: '2' });
    reader.socket.destroy();
  });

  it('reads what arrives during a load after it, in order, whether the load answers or hands over', async () => {
    for (const [id, status] of [
      ['3', 200],
      ['404', 299],
    ] as const) {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const reader = await open();
      reader.socket.write(request(`/api/getloaded/${id}`));
      await vi.waitUntil(() => loads.at(-1) === id);
      // Sent while the load waits: a hit, then a request only Node answers.
      reader.socket.write(request('/api/getitem/7'));
      reader.socket.write(request('/api/getitem/8'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      gate = undefined;
      const answers = [await reader.next(), await reader.next(), await reader.next()];
      expect(answers.map((a) => a?.status)).toEqual([status, 200, 299]);
      expect(answers[2]?.body.toString()).toBe('fastify GET /api/getitem/8');
      reader.socket.destroy();
    }
  });

  it('leaves a request cut across two reads, or a malformed one, to Node', async () => {
    const cut = await open();
    const whole = request('/api/getitem/9');
    cut.socket.write(whole.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    cut.socket.write(whole.slice(20));
    const answer = await cut.next();
    expect(answer?.status).toBe(299);
    expect(answer?.body.toString()).toBe('fastify GET /api/getitem/9');
    cut.socket.destroy();

    const bad = await open();
    bad.socket.write('GET /api/getitem/7 HTTP/1.1\r\nHost: test\r\nX A: 1\r\n\r\n');
    expect((await bad.next())?.status).toBe(400);
    expect(await bad.next()).toBeUndefined(); // Node closes after a 400
    const smuggled = await open();
    smuggled.socket.write(
      `${request('/api/getitem/7')}GET /api/getitem/7 HTTP/1.1\r\nHost: test\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    );
    expect((await smuggled.next())?.status).toBe(200);
    expect((await smuggled.next())?.status).toBe(400);
    smuggled.socket.destroy();
  });

  it('closes when the client is done sending, and closes idle connections when the server closes', async () => {
    const reader = await open();
    onSocket.mockClear();
    reader.socket.end(request('/api/getitem/7'));
    expect((await reader.next())?.status).toBe(200);
    expect(await reader.next()).toBeUndefined();
    expect(onSocket).toHaveBeenCalledTimes(1);

    const idle = await open();
    idle.socket.write(request('/api/getitem/7'));
    expect((await idle.next())?.status).toBe(200);
    server.closeIdleConnections();
    expect(await idle.next()).toBeUndefined();
  });

  it('hands every connection to Node once the fast reads are disabled (the server is closing)', async () => {
    // A miss still loading when the server begins to close gets its answer, then the connection ends.
    let release = () => {};
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const loading = await open();
    loading.socket.write(request('/api/getloaded/4') + request('/api/getitem/7'));
    await vi.waitUntil(() => loads.at(-1) === '4');
    const reader = await open();
    reader.socket.write(request('/api/getitem/7'));
    expect((await reader.next())?.status).toBe(200);
    fast.disable();
    release();
    gate = undefined;
    const last = await loading.next();
    expect(last?.status).toBe(200);
    expect(JSON.parse(last?.body.toString() ?? '')).toMatchObject({ id: '4' });
    expect(last?.headers).toContainEqual(['connection', 'close']);
    expect(await loading.next()).toBeUndefined();
    reader.socket.write(request('/api/getitem/7'));
    expect((await reader.next())?.headers).toContainEqual(['x-handled-by', 'fastify']);
    const fresh = await open();
    fresh.socket.write(request('/api/getitem/7'));
    expect((await fresh.next())?.headers).toContainEqual(['x-handled-by', 'fastify']);
    reader.socket.destroy();
    fresh.socket.destroy();
  });
});
