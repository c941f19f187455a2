import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { scrubPath } from './log-redaction.js';

/** A request slower than this is logged on its own, whatever its status. */
export const SLOW_REQUEST_MS = 1000;
/** How often the access summary is written. */
export const SUMMARY_EVERY_MS = 60_000;

interface Window {
  requests: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  slowest: { ms: number; route: string } | undefined;
}

const emptyWindow = (): Window => ({
  requests: 0,
  byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
  slowest: undefined,
});

/** The `message` of a JSON failure body, for the log line of a 4xx. */
function reasonOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || payload.length > 4096 || payload[0] !== '{') return undefined;
  try {
    const message = (JSON.parse(payload) as { message?: unknown }).message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Request logs that stay useful without two lines per cached read (Fastify's own request logging
 * is off): each 4xx with its reason, each 5xx and each slow request on its own line, and once a
 * minute a summary of everything (counts per status class, the slowest route).
 */
export function registerAccessLog(
  app: FastifyInstance,
  log: FastifyBaseLogger = app.log,
): (method: string, route: string, status: number, ms: number) => void {
  let window = emptyWindow();
  const flush = () => {
    if (window.requests) log.info({ access: window }, 'access summary');
    window = emptyWindow();
  };
  const timer = setInterval(flush, SUMMARY_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    flush();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status >= 400 && status < 500) {
      request.log.info(
        { method: request.method, url: scrubPath(request.url), status, reason: reasonOf(payload) },
        'request refused',
      );
    }
    return payload;
  });

  /** Counts one answer in the summary. */
  const count = (method: string, route: string, status: number, ms: number) => {
    window.requests++;
    window.byClass[status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx']++;
    if (!window.slowest || ms > window.slowest.ms) window.slowest = { ms: Math.round(ms), route: `${method} ${route}` };
  };

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    // A request no route matched is named by its address: scrubbed like every other.
    count(request.method, request.routeOptions.url ?? scrubPath(request.url), status, ms);
    if (status >= 500)
      request.log.warn({ method: request.method, url: scrubPath(request.url), status, ms }, 'request failed');
    else if (ms >= SLOW_REQUEST_MS)
      request.log.warn({ method: request.method, url: scrubPath(request.url), status, ms }, 'slow request');
  });
  return count;
}
