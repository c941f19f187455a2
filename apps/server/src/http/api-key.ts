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

/**
 * Whether `given` is the api-key, in time that depends only on its length (which is not secret):
 * the strings compared directly, without copying them to buffers on every request.
 */
export function isApiKey(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/** The spec's fixed `api-key` header identifies the client on every /api call but health and docs. */
export function registerApiKeyCheck(app: FastifyInstance, apiKey: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = apiRouteOf(request);
    if (
      !route ||
      request.routeOptions.config?.withoutApiKey ||
      OPEN_PATHS.some((p) => route === p || route.startsWith(`${p}/`))
    )
      return;
    if (!isApiKey(request.headers['api-key'], apiKey))
      return reply.code(401).send({ status: 'fail', message: 'A valid api-key header is required.' });
  });
}
