/**
 * Recognises the one kind of request the socket-level fast path answers (http/fast-connections.ts):
 * a complete HTTP/1.1 GET of an `/api/…` path (a fast read or a probe), with no body, no query
 * string and nothing that changes how the connection or the answer is handled. It is not an HTTP
 * parser: whatever it does not recognise byte for byte (another method or version, a header it
 * does not accept, a malformed or incomplete line, a request cut across two reads) is left to
 * Node's parser with the same bytes, so it never decides where an unusual request ends, and never
 * answers an error itself.
 */
export interface SimpleGet {
  /** Offset just after the request's blank line: where the next request starts. */
  end: number;
  /** The path, as it was sent (only `a-z 0-9 - /`). */
  path: string;
  apiKey: string | undefined;
  acceptEncoding: string | undefined;
}

/** Node's default limit on a request's head (`--max-http-header-size`): longer ones go to Node. */
const MAX_HEAD = 16 * 1024;

const PREFIX = Buffer.from('GET /api/', 'latin1');
const VERSION = Buffer.from(' HTTP/1.1\r\n', 'latin1');

const CR = 13;
const LF = 10;
const SP = 32;
const HTAB = 9;
const COLON = 58;

/** RFC 9110 tchar: the bytes a header name may hold. */
const TCHAR = new Uint8Array(256);
for (const c of "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz") {
  TCHAR[c.charCodeAt(0)] = 1;
}

/** The bytes a path may hold here: those of every fast read's pattern (lower-case, digits, `-`, `/`). */
const PATH = new Uint8Array(256);
for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789-/') PATH[c.charCodeAt(0)] = 1;

/** What a header name means here. */
type Kind = 'host' | 'api-key' | 'accept-encoding' | 'connection' | 'refused';

/**
 * Headers that make a request something other than a plain read: a body (Content-Length,
 * Transfer-Encoding), a conditional or partial answer (the route answers 304s), a protocol change
 * or an interim answer (Upgrade, Expect), a connection that should close (Connection), a request
 * Node would reject or answer with its own rules. Any of them sends the request to Node.
 */
const REFUSED = [
  'content-length',
  'transfer-encoding',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
  'expect',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
];

/** The names read here, by length, as lower-case bytes: a header's name is compared without making a string. */
const KNOWN = new Map<number, [Buffer, Kind][]>();
for (const [name, kind] of [
  ['host', 'host'],
  ['api-key', 'api-key'],
  ['accept-encoding', 'accept-encoding'],
  ['connection', 'connection'],
  ...REFUSED.map((name) => [name, 'refused']),
] as [string, Kind][]) {
  const bytes = Buffer.from(name, 'latin1');
  KNOWN.set(bytes.length, [...(KNOWN.get(bytes.length) ?? []), [bytes, kind]]);
}

/**
 * Whether `buf[start…start + lower.length)` spells `lower` in any case. Setting bit 0x20 lowers a
 * letter; the other bytes of these names (`-`, digits) have it set already, and no other byte a
 * name or value may hold turns into one of theirs.
 */
function spells(buf: Buffer, start: number, lower: Buffer): boolean {
  for (let k = 0; k < lower.length; k += 1) if ((buf[start + k] | 0x20) !== lower[k]) return false;
  return true;
}

function kindOf(buf: Buffer, start: number, end: number): Kind | undefined {
  const candidates = KNOWN.get(end - start);
  if (candidates) for (const [lower, kind] of candidates) if (spells(buf, start, lower)) return kind;
  return undefined;
}

function startsWith(buf: Buffer, at: number, bytes: Buffer): boolean {
  for (let k = 0; k < bytes.length; k += 1) if (buf[at + k] !== bytes[k]) return false;
  return true;
}

const KEEP_ALIVE = Buffer.from('keep-alive', 'latin1');

/**
 * Reads the request starting at `at`; undefined when it is not a complete simple GET (Node's
 * parser then reads it and everything after it).
 */
export function readSimpleGet(buf: Buffer, at: number): SimpleGet | undefined {
  const limit = Math.min(buf.length, at + MAX_HEAD);
  if (limit - at < PREFIX.length + VERSION.length || !startsWith(buf, at, PREFIX)) return undefined;
  // Request line: the path up to one space, then exactly " HTTP/1.1\r\n".
  let i = at + 4;
  while (i < limit && PATH[buf[i]] === 1) i += 1;
  if (i + VERSION.length > limit || !startsWith(buf, i, VERSION)) return undefined;
  const path = buf.toString('latin1', at + 4, i);
  i += VERSION.length;

  let hosts = 0;
  let apiKey: string | undefined;
  let acceptEncoding: string | undefined;
  for (;;) {
    if (i + 1 >= limit) return undefined;
    if (buf[i] === CR) {
      if (buf[i + 1] !== LF || hosts !== 1) return undefined;
      return { end: i + 2, path, apiKey, acceptEncoding };
    }
    // Name: one or more tchars up to the colon (no space before it, no folded line).
    const nameStart = i;
    while (i < limit && TCHAR[buf[i]] === 1) i += 1;
    if (i === nameStart || i >= limit || buf[i] !== COLON) return undefined;
    const nameEnd = i;
    i += 1;
    while (i < limit && (buf[i] === SP || buf[i] === HTAB)) i += 1;
    // Value: visible ASCII, spaces and tabs up to CRLF; no other control byte and no obs-text.
    const valueStart = i;
    while (i < limit) {
      const b = buf[i];
      if ((b < SP && b !== HTAB) || b > 126) break;
      i += 1;
    }
    if (i + 1 >= limit || buf[i] !== CR || buf[i + 1] !== LF) return undefined;
    let valueEnd = i;
    while (valueEnd > valueStart && (buf[valueEnd - 1] === SP || buf[valueEnd - 1] === HTAB)) valueEnd -= 1;
    i += 2;

    const kind = kindOf(buf, nameStart, nameEnd);
    if (kind === 'host') {
      hosts += 1;
    } else if (kind === 'api-key') {
      if (apiKey !== undefined) return undefined;
      apiKey = buf.toString('latin1', valueStart, valueEnd);
    } else if (kind === 'accept-encoding') {
      if (acceptEncoding !== undefined) return undefined;
      acceptEncoding = buf.toString('latin1', valueStart, valueEnd);
    } else if (kind === 'connection') {
      // Only the HTTP/1.1 default said out loud; "close", "upgrade" or a list go to Node.
      if (valueEnd - valueStart !== KEEP_ALIVE.length || !spells(buf, valueStart, KEEP_ALIVE)) return undefined;
    } else if (kind === 'refused') {
      return undefined;
    }
  }
}
