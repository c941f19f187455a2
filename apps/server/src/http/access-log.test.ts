import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessLog } from './access-log.js';

/** A server whose log lines land in an array. */
async function serverWithLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'info', stream },
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerAccessLog(app);
  app.get('/ok', async () => ({ status: 'success' }));
  app.get('/refused', async (_request, reply) => reply.code(404).send({ status: 'fail', message: 'Shop not found' }));
  app.get('/broken', async (_request, reply) => reply.code(503).send({ status: 'error', message: 'x' }));
  app.get('/slow', async () => {
    await new Promise((r) => setTimeout(r, 1050));
    return { status: 'success' };
  });
  await app.ready();
  return { app, lines };
}

describe('access log', () => {
  it('writes no line for a successful read, and one summary of everything on close', async () => {
    const { app, lines } = await serverWithLog();
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.filter((l) => l.level === 30 || l.level === 40)).toEqual([]);
    await app.inject({ method: 'GET', url: '/refused' });
    await app.close();
    const summary = lines.find((l) => l.msg === 'access summary') as { access: { requests: number; byClass: object } };
    expect(summary.access.requests).toBe(6);
    expect(summary.access.byClass).toEqual({ '2xx': 5, '3xx': 0, '4xx': 1, '5xx': 0 });
  });

  it('logs each 4xx with its reason, each 5xx and each slow request', async () => {
    const { app, lines } = await serverWithLog();
    await app.inject({ method: 'GET', url: '/refused' });
    await app.inject({ method: 'GET', url: '/broken' });
    await app.inject({ method: 'GET', url: '/slow' });
    expect(lines.find((l) => l.msg === 'request refused')).toMatchObject({ status: 404, reason: 'Shop not found' });
    expect(lines.find((l) => l.msg === 'request failed')).toMatchObject({ status: 503, url: '/broken' });
    expect(lines.find((l) => l.msg === 'slow request')).toMatchObject({ status: 200, url: '/slow' });
    await app.close();
  });
});
