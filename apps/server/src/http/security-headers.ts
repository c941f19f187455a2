import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A hot public read: security headers come precomputed instead of from per-request helmet. */
    hotJson?: boolean;
  }
}

/** helmet's own CSP builder, as @fastify/helmet exposes it. */
const { contentSecurityPolicy } = fastifyHelmet;
type CspOptions = Parameters<typeof contentSecurityPolicy>[0];

/** The CSP header helmet would send for these options, computed once by running its middleware on a stand-in response. */
function cspHeader(options: CspOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
  };
  contentSecurityPolicy(options)({} as never, response as never, () => {});
  return headers;
}

/**
 * @fastify/helmet rebuilds its middleware, CSP parsing included, on every request: about 15% of
 * the CPU of a cached catalogue read. Routes marked `{ helmet: false, config: { hotJson: true } }`
 * get the same headers, computed once, from a hook that runs before the api-key check (so a 401
 * carries them too).
 */
export function registerHotRouteHeaders(
  app: FastifyInstance,
  options: { csp: CspOptions; referrerPolicy: string; crossOriginResourcePolicy: string },
): Readonly<Record<string, string>> {
  const headers = {
    ...cspHeader(options.csp),
    // helmet's defaults for the rest, as configured in app.ts.
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': options.crossOriginResourcePolicy,
    'origin-agent-cluster': '?1',
    'referrer-policy': options.referrerPolicy,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
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
