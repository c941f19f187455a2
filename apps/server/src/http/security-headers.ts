import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A hot public read: security headers come precomputed instead of from per-request helmet. */
    hotJson?: boolean;
  }
}

/**
 * The headers of a hot public read (the catalogue reads, the feeds), computed once: @fastify/helmet
 * rebuilds its middleware, CSP parsing included, on every request (about 15% of the CPU of a cached
 * catalogue read), so routes marked `{ helmet: false, config: { hotJson: true } }` get these from a
 * hook that runs before the api-key check (so a 401 carries them too). The set is OWASP's for a
 * REST answer, which is data and never a page: a policy that allows nothing and no framing, no
 * type sniffing, HSTS, the referrer policy and who may embed it. The page-only headers helmet adds
 * to documents (opener policy, agent cluster, DNS prefetching, the old IE and Flash switches) would
 * be ~500 of its ~900 bytes, written on each of the tens of thousands of answers a second that
 * these reads serve (issue 32).
 */
export function registerHotRouteHeaders(
  app: FastifyInstance,
  options: { referrerPolicy: string; crossOriginResourcePolicy: string },
): Readonly<Record<string, string>> {
  const headers = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': options.crossOriginResourcePolicy,
    'referrer-policy': options.referrerPolicy,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.hotJson) reply.headers(headers);
  });
  return headers;
}

/** Route options of a hot JSON read. */
export const hotJsonRoute = { helmet: false as const, config: { hotJson: true } };

/**
 * Route options of a read answered from the response cache (`sendCached`): its bytes are
 * compressed already, so @fastify/compress adds no hooks to it (nor request decompression: a GET
 * has no body).
 */
export const cachedReadRoute = { ...hotJsonRoute, compress: false as const, decompress: false as const };
