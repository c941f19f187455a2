import { fixedAnswer, type HeaderList } from '../../http/cached-answer.js';
import type { FastProbe } from '../../http/fast-reads.js';
import { VERSION } from '../../version.js';
import type { Readiness } from './readiness.js';

/** The probes' bodies, as their routes serialise them (routes.ts). */
export const HEALTHY = { status: 'success' as const, version: VERSION };
export const READY = { status: 'success' as const, db: 'ok' as const };

/** A probe's 200 answer with the headers its Fastify route sends, in the same order (the page set, then the body's). */
function answerOf(securityHeaders: Readonly<Record<string, string>>, body: unknown) {
  const bytes = Buffer.from(JSON.stringify(body));
  const headers: HeaderList = [
    ...Object.entries(securityHeaders).flat(),
    'content-type',
    'application/json; charset=utf-8',
    'cache-control',
    'no-store',
    'content-length',
    String(bytes.length),
  ];
  return fixedAnswer(headers, bytes);
}

/**
 * The liveness and readiness probes on the fast paths (http/fast-reads.ts), from bytes prepared
 * once: a load balancer asks them several times a second per instance, and through Fastify each
 * cost about 100 µs of CPU (its hooks, the response's schema check, header bookkeeping).
 * Readiness is answered there only while its last check succeeded and stands; otherwise the socket
 * path waits for the next check, and a failed one leaves the request to the route (its error
 * envelope, a 500).
 */
export function healthProbes(readiness: Readiness, securityHeaders: Readonly<Record<string, string>>): FastProbe[] {
  const healthy = answerOf(securityHeaders, HEALTHY);
  const ready = answerOf(securityHeaders, READY);
  return [
    { path: '/api/health', route: '/api/health', answer: () => healthy },
    {
      path: '/api/ready',
      route: '/api/ready',
      answer: () => (readiness.holds() ? ready : undefined),
      load: async () => {
        await readiness.check();
        return ready;
      },
    },
  ];
}
