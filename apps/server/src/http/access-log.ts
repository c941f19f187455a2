import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { scrubPath } from './log-redaction.js';
import { type RouteLabel, routeLabels } from './route-label.js';
import { sentBytesOf } from './sent-bytes.js';

/** A request slower than this is logged on its own, whatever its status and the sampling. */
export const SLOW_REQUEST_MS = 1000;
/** How often the access summary is written. */
export const SUMMARY_EVERY_MS = 60_000;

export interface AccessLogOptions {
  /** Where lines go (the app's logger unless a test says otherwise). */
  log?: FastifyBaseLogger;
  /** Names each request by its route pattern, as the metrics do (http/route-label.ts). */
  routeOf?: RouteLabel;
  /**
   * ACCESS_LOG_SAMPLE: the share of ordinary answers (2xx, 3xx, not slow) that get a line of their
   * own, 0 to 1. Refusals, failures and slow requests always do; the summary counts every one.
   */
  sample?: number;
  /** Draws the sampling (Math.random), given by a test that wants to know which requests it picks. */
  random?: () => number;
}

/** One answer's fields, on its line and in the summary. */
export interface AccessFields {
  method: string;
  /** The route pattern (`/api/getcatalogue/:catalogueUrl`, `/:shop`), never the raw address. */
  route: string;
  status: number;
  ms: number;
  /** The body's size as sent (its content-length); null when it was streamed without one. */
  bytes: number | null;
}

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
 * The bytes of a reply's body: its content-length (Fastify sets it for every buffered body,
 * compressed or not), or what a cached answer written around Fastify noted; null when streamed.
 */
function bytesOf(reply: FastifyReply): number | null {
  if (reply.statusCode === 204 || reply.statusCode === 304) return 0;
  const length = reply.getHeader('content-length');
  if (length !== undefined) return Number(length);
  return sentBytesOf(reply.raw) ?? null;
}

/**
 * Writes an answer's line, if it gets one: a failure (5xx) or a slow answer at warn, a refusal
 * (4xx, with its reason) at info, each whatever the sampling; any other answer at info when
 * `sampled` says so. `details` go only on those three, which an operator acts on (the scrubbed
 * address, the reason).
 */
function writeLine(
  log: FastifyBaseLogger,
  fields: AccessFields,
  sampled: () => boolean,
  details: () => Record<string, unknown> = () => ({}),
): void {
  const { status, ms } = fields;
  if (status >= 500) log.warn({ ...fields, ...details() }, 'request failed');
  else if (ms >= SLOW_REQUEST_MS) log.warn({ ...fields, ...details() }, 'slow request');
  else if (status >= 400) log.info({ ...fields, ...details() }, 'request refused');
  else if (sampled()) log.info(fields, 'request completed');
}

/**
 * The access log (Fastify's own request logging is off: its two lines per request cost a third of
 * a cached read's throughput): one line per answer with its method, route pattern, status,
 * duration, bytes and request id (`reqId`), for the share ACCESS_LOG_SAMPLE picks; every 4xx with
 * its reason, every 5xx and every slow answer whatever the sampling; and once a minute a summary
 * of everything (counts per status class, the slowest route).
 */
export function registerAccessLog(app: FastifyInstance, options: AccessLogOptions = {}): void {
  const log = options.log ?? app.log;
  const routeOf = options.routeOf ?? routeLabels();
  const share = options.sample ?? 1;
  const random = options.random ?? Math.random;
  const sampled = () => share >= 1 || (share > 0 && random() < share);
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

  const count = ({ method, route, status, ms }: AccessFields) => {
    window.requests++;
    window.byClass[status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx']++;
    if (!window.slowest || ms > window.slowest.ms) window.slowest = { ms: Math.round(ms), route: `${method} ${route}` };
  };

  // A refusal's reason is in its body, which only onSend sees (before compression).
  const reasons = new WeakMap<FastifyRequest, string | undefined>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && reply.statusCode < 500) reasons.set(request, reasonOf(payload));
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const fields: AccessFields = {
      method: request.method,
      route: routeOf(request),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      bytes: bytesOf(reply),
    };
    count(fields);
    // request.log carries the request's id (reqId) on every line.
    writeLine(request.log, fields, sampled, () => ({ url: scrubPath(request.url), reason: reasons.get(request) }));
  });
}
