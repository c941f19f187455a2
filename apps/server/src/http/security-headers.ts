import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A hot public read: the REST header set below instead of a page's. */
    hotJson?: boolean;
    /** A static answer (a file, a picture): its handler sets the security headers that apply to it. */
    ownSecurityHeaders?: boolean;
  }
}

/**
 * The headers helmet's middleware sets with these options, read once from a real (unsent)
 * response: they depend on the options only, so computing them per request (as @fastify/helmet
 * does, rebuilding the middleware and parsing the CSP each time: a fifth of the CPU of
 * /api/health in a profile) buys nothing.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown;
  // Helmet's middleware is synchronous: it has set every header when it calls next.
  helmet(options)(new IncomingMessage(new Socket()), res, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * The headers of a hot public read (the catalogue reads, the feeds): OWASP's set for a REST answer,
 * which is data and never a page: a policy that allows nothing and no framing, no type sniffing,
 * HSTS, and the page's referrer and resource policies. The page-only headers helmet adds to
 * documents (opener policy, agent cluster, DNS prefetching, the old IE and Flash switches) would
 * be ~500 of its ~900 bytes, written on each of the tens of thousands of answers a second that
 * these reads serve.
 */
function hotHeadersOf(page: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(kept.filter((name) => page[name] !== undefined).map((name) => [name, page[name]])),
    'x-frame-options': 'DENY',
  };
}

/** The two header sets: a page's (every route's by default) and a hot read's. */
export interface SecurityHeaderSets {
  page: Readonly<Record<string, string>>;
  hot: Readonly<Record<string, string>>;
}

/**
 * Security headers on every answer, from one hook that runs before the api-key check (so a 401
 * carries them too): a page's set (helmet's, computed once), the REST set on hot reads, none on
 * static answers (their handlers set what applies to a file). Returns both sets, for the answers
 * written around Fastify's reply (the cached reads, http/cached-answer.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): SecurityHeaderSets {
  const page = helmetHeaders(options);
  const hot = hotHeadersOf(page);
  app.addHook('onRequest', (request, reply, done) => {
    const config = request.routeOptions.config;
    if (config?.hotJson) reply.headers(hot);
    else if (!config?.ownSecurityHeaders) reply.headers(page);
    done();
  });
  return { page, hot };
}

/** Route options of a hot JSON read. */
export const hotJsonRoute = { config: { hotJson: true } };

/**
 * Route options of a read answered from the response cache (`sendCached`): its bytes are
 * compressed already, so @fastify/compress adds no hooks to it (nor request decompression: a GET
 * has no body).
 */
export const cachedReadRoute = { ...hotJsonRoute, compress: false as const, decompress: false as const };
