import type { DestinationStream, LoggerOptions, SerializedError } from 'pino';
import { stdSerializers } from 'pino';

/**
 * What never reaches a log line: secrets (sessions, tickets, order-page and reset tokens, the
 * api-key, cookies) and customers' details (a failed query's parameters). Every logger of the
 * server is made with `loggerOptions`, and every line that names a request's address writes it
 * through `scrubPath`: the one place both are decided.
 */

export const REDACTED = '[redacted]';

/**
 * Keys whose values are dropped wherever they appear (top level or one level down): request
 * headers that carry credentials, and fields a careless log call might pass.
 */
const secretKeys = ['authorization', 'cookie', '"set-cookie"', '"api-key"', '"idempotency-key"'];
const secretFields = ['password', 'token', 'ticket', 'link', 'secret'];
export const redactPaths = [
  ...secretKeys.flatMap((key) => [`req.headers.${key}`, `headers.${key}`]),
  ...secretFields.flatMap((key) => [key, `*.${key}`]),
];

/**
 * The path segments that are keys, by the routes that take them: the shopper's order page (API and
 * web page, `/{shop}/order/{number}/{token}`) and a checkout's Idempotency-Key, which answers the
 * order's page address too.
 */
const keyedPaths: RegExp[] = [
  /^(\/api\/orderpage\/[^/?#]*\/[^/?#]*\/)[^/?#]+/,
  /^(\/[^/?#]+\/order\/[^/?#]*\/)[^?#]+/,
  /^(\/api\/orders\/by-key\/)[^/?#]+/,
];

/**
 * A request's address as it may be logged: the key segments above replaced, and every query value
 * dropped (names kept). Query strings carry event-stream tickets, reset tokens, and an owner's
 * searches for a customer's name or phone; none of their values is worth a leak.
 */
export function scrubPath(url: string): string {
  const cut = url.search(/[?#]/);
  const path = cut < 0 ? url : url.slice(0, cut);
  const query = cut < 0 || url[cut] === '#' ? '' : url.slice(cut + 1).split('#')[0];
  const scrubbed = keyedPaths.reduce((p, pattern) => p.replace(pattern, `$1${REDACTED}`), path);
  if (!query) return scrubbed;
  const names = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    return eq < 0 ? pair : `${pair.slice(0, eq)}=${REDACTED}`;
  });
  return `${scrubbed}?${names.join('&')}`;
}

/** A text to take out of a log line, and what stands in its place. */
type Cut = [text: string, replacement: string];

/**
 * The texts of an error chain that hold a query's values: Drizzle's message line
 * `params: {values}` (DrizzleQueryError), PostgreSQL's `detail` ("Failing row contains (…)").
 */
function valuesIn(err: unknown, seen = new Set<unknown>()): Cut[] {
  if (!err || typeof err !== 'object' || seen.has(err)) return [];
  seen.add(err);
  const { params, detail, cause } = err as { params?: unknown; detail?: unknown; cause?: unknown };
  const own: Cut[] = [];
  if (Array.isArray(params)) own.push([`\nparams: ${params}`, `\nparams: ${REDACTED}`]);
  if (typeof detail === 'string' && detail.length > 3) own.push([detail, REDACTED]);
  return [...own, ...valuesIn(cause, seen)];
}

/** An e-mail address in an error's text: a mail server's refusal names the shopper's (`550 <…>`). */
const emailAddress = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * A copy with every string cleared of the cut texts and of e-mail addresses, and the keys that
 * hold query values removed, at any depth.
 */
function scrubbed(value: unknown, cuts: Cut[], seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') {
    return cuts.reduce((s, [text, put]) => s.split(text).join(put), value).replace(emailAddress, REDACTED);
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, cuts, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== 'params' && key !== 'detail') out[key] = scrubbed(item, cuts, seen);
  }
  return out;
}

/**
 * pino's error serializer, then the customers' details taken out: Drizzle writes a failed query's
 * parameters (a shopper's name, phone, address) into its message, and so into the stack;
 * PostgreSQL names the failing row's values in `detail`; nodemailer names refused recipients.
 */
export function serializeError(err: Error): SerializedError {
  const serialized = stdSerializers.err(err);
  return scrubbed(serialized, valuesIn(err)) as SerializedError;
}

/** Fastify's request serializer, with the address scrubbed. */
function serializeRequest(req: { method?: string; url?: string; ip?: string }) {
  return { method: req.method, url: req.url === undefined ? undefined : scrubPath(req.url), remoteAddress: req.ip };
}

/** The options of the server's logger (Fastify's `logger`): the level, and what is never written. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { err: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
