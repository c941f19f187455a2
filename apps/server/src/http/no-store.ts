import type { FastifyInstance } from 'fastify';

/**
 * API answers are private or one-off (sessions, owner data, orders) unless a route says otherwise:
 * the cached public reads set their own Cache-Control, everything else under /api is `no-store`.
 */
export function registerNoStoreDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
