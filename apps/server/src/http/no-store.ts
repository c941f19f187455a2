import type { FastifyInstance } from 'fastify';
import { apiRouteOf, looksLikeApi } from './api-route.js';

/**
 * API answers are private or one-off (sessions, owner data, orders) unless a route says otherwise:
 * the cached public reads set their own Cache-Control, everything else under /api is `no-store`.
 */
export function registerNoStoreDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // By the matched route (every spelling), and for API 404s by the decoded path.
    const isApi = apiRouteOf(request) !== undefined || (request.is404 && looksLikeApi(request.url));
    if (isApi && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
