import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiRouteOf } from './api-route.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that authenticates otherwise and cannot get the header (the order stream: an EventSource sends none). */
    withoutApiKey?: boolean;
  }
}

/** Route patterns under /api that answer without the api-key header. */
const OPEN_PATHS = ['/api/health', '/api/ready', '/api/docs'];

/** The spec's fixed `api-key` header identifies the client on every /api call but health and docs. */
export function registerApiKeyCheck(app: FastifyInstance, apiKey: string): void {
  const expected = Buffer.from(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    const route = apiRouteOf(request);
    if (
      !route ||
      request.routeOptions.config?.withoutApiKey ||
      OPEN_PATHS.some((p) => route === p || route.startsWith(`${p}/`))
    )
      return;
    const given = request.headers['api-key'];
    const ok =
      typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), expected);
    if (!ok) return reply.code(401).send({ status: 'fail', message: 'A valid api-key header is required.' });
  });
}
