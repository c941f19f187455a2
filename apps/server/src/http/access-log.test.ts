import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type AccessLogOptions, registerAccessLog } from './access-log.js';
import { registerRequestIdHeader, requestIds } from './request-id.js';
import { routeLabels } from './route-label.js';

type Line = Record<string, unknown>;

/** A server whose log lines land in an array, with the app's request ids and a page the fallback answers. */
async function serverWithLog(options: Omit<AccessLogOptions, 'log'> = {}) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIds(false),
  });
  registerRequestIdHeader(app);
  registerAccessLog(app, options);
  app.get('/ok', async () => ({ status: 'success' }));
  app.get('/items/:id', async () => ({ status: 'success', item: 'a loaf' }));
  app.get('/refused', async (_request, reply) => reply.code(404).send({ status: 'fail', message: 'Shop not found' }));
  app.get('/broken', async (_request, reply) => reply.code(503).send({ status: 'error', message: 'x' }));
  app.get('/throws', async () => {
    throw new Error('the database went away');
  });
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 1050));
    return { status: 'success' };
  });
  app.setNotFoundHandler(async (_request, reply) => reply.type('text/html').send('<p>a shop page</p>'));
  await app.ready();
  const perRequest = () => lines.filter((l) => l.msg === 'request completed');
  return { app, lines, perRequest };
}

const FIELDS = ['method', 'route', 'status', 'ms', 'bytes', 'reqId'];

describe('access log', () => {
  it('writes one line per request with its method, route pattern, status, duration, bytes and id', async () => {
    const { app, lines, perRequest } = await serverWithLog();
    const first = await app.inject({ method: 'GET', url: '/items/41?fresh=1' });
    const second = await app.inject({ method: 'GET', url: '/items/42' });
    expect(perRequest()).toHaveLength(2);
    const [line] = perRequest();
    for (const field of FIELDS) expect(line, field).toHaveProperty(field);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/items/:id',
      status: 200,
      bytes: first.rawPayload.length,
      reqId: first.headers['x-request-id'],
    });
    expect(typeof line.ms).toBe('number');
    expect(perRequest()[1].reqId).toBe(second.headers['x-request-id']);
    expect(perRequest()[1].reqId).not.toBe(line.reqId);
    // By pattern: the address asked for (and its query) is on no line of an ordinary answer.
    expect(JSON.stringify(lines)).not.toContain('/items/41');
    await app.close();
  });

  it('names an address no route has by the pattern routeOf gives, or "unmatched"', async () => {
    const routeOf = routeLabels((pathname) => (pathname.split('/').length === 2 ? '/:shop' : undefined));
    const { app, perRequest } = await serverWithLog({ routeOf });
    await app.inject({ method: 'GET', url: '/corner-bakery' });
    await app.inject({ method: 'GET', url: '/logo.png' });
    await app.inject({ method: 'GET', url: '/a/b/c' });
    await app.inject({ method: 'POST', url: '/corner-bakery' });
    expect(perRequest().map((l) => `${l.method} ${l.route}`)).toEqual([
      'GET /:shop',
      'GET unmatched',
      'GET unmatched',
      'POST unmatched',
    ]);
    await app.close();
  });

  it('with ACCESS_LOG_SAMPLE=0 writes no line for an ordinary answer, and still counts it in the summary', async () => {
    const { app, lines } = await serverWithLog({ sample: 0 });
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.filter((l) => l.level === 30 || l.level === 40)).toEqual([]);
    await app.inject({ method: 'GET', url: '/refused' });
    await app.close();
    const summary = lines.find((l) => l.msg === 'access summary') as { access: { requests: number; byClass: object } };
    expect(summary.access.requests).toBe(6);
    expect(summary.access.byClass).toEqual({ '2xx': 5, '3xx': 0, '4xx': 1, '5xx': 0 });
  });

  it('picks the share the sample names', async () => {
    let draw = 0;
    // Draws 0.0, 0.1, … 0.9 in turn: a sample of 0.3 takes the three below it of every ten.
    const { app, perRequest } = await serverWithLog({ sample: 0.3, random: () => (draw++ % 10) / 10 });
    for (let i = 0; i < 20; i++) await app.inject({ method: 'GET', url: '/ok' });
    expect(perRequest()).toHaveLength(6);
    await app.close();
  });

  it('logs each 4xx with its reason, each 5xx and each slow request, whatever the sampling', async () => {
    const { app, lines } = await serverWithLog({ sample: 0 });
    const refused = await app.inject({ method: 'GET', url: '/refused' });
    await app.inject({ method: 'GET', url: '/broken' });
    const thrown = await app.inject({ method: 'GET', url: '/throws' });
    await app.inject({ method: 'GET', url: '/slow' });
    expect(thrown.statusCode).toBe(500);
    expect(lines.find((l) => l.msg === 'request refused')).toMatchObject({
      level: 30,
      status: 404,
      route: '/refused',
      reason: 'Shop not found',
      bytes: refused.rawPayload.length,
      reqId: refused.headers['x-request-id'],
    });
    const failed = lines.filter((l) => l.msg === 'request failed');
    expect(failed.map((l) => [l.status, l.url, l.level])).toEqual([
      [503, '/broken', 40],
      [500, '/throws', 40],
    ]);
    expect(failed[1]).toMatchObject({ method: 'GET', route: '/throws', reqId: thrown.headers['x-request-id'] });
    expect(lines.find((l) => l.msg === 'slow request')).toMatchObject({ status: 200, url: '/slow', route: '/slow' });
    expect(lines.filter((l) => l.msg === 'request completed')).toEqual([]);
    await app.close();
  });
});
