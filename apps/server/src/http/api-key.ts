import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Paths under /api that answer without the api-key header. */
const OPEN_PATHS = ['/api/health', '/api/docs'];

/** The spec's fixed `api-key` header identifies the client on every /api call but health and docs. */
export function registerApiKeyCheck(app: FastifyInstance, apiKey: string): void {
  const expected = Buffer.from(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/') && url !== '/api') return;
    if (OPEN_PATHS.some((p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`))) return;
    const given = request.headers['api-key'];
    const ok =
      typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), expected);
    if (!ok) return reply.code(401).send({ status: 'fail', message: 'A valid api-key header is required.' });
  });
}
