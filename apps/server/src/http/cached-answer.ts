import type { ServerResponse } from 'node:http';
import { pickEncoding } from './compressed-pages.js';
import type { CachedBody } from './response-cache.js';
import { noteSentBytes } from './sent-bytes.js';
import { PUBLIC_CACHE_CONTROL } from './shared-cache.js';

type Encoding = 'identity' | 'gzip' | 'br';

/** A flat header list as `res.writeHead` takes it: name, value, name, value… */
export type HeaderList = string[];

/** One form of a cached body (identity, gzip or brotli): its bytes and the headers that go with them. */
export interface PreparedForm {
  bytes: Buffer;
  headers: HeaderList;
}

/** The forms of one cached body, each made on its first answer. */
interface Prepared {
  identity?: PreparedForm;
  gzip?: PreparedForm;
  /** Made for one brotli copy: the background recompression swaps that copy. */
  br?: PreparedForm;
  notModified?: HeaderList;
}

/** Distinct Accept-Encoding values remembered: clients send a handful, each parsed once. */
const NEGOTIATED_MAX = 256;

/** Weak comparison (RFC 9110 8.8.3.2), as If-None-Match asks for. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = normaliseTag(etag);
  return header.split(',').some((t) => normaliseTag(t) === wanted);
}

function normaliseTag(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/**
 * Writes a cached public answer straight to Node's response: status, a header list built once per
 * body and form (identity, gzip, brotli, 304), and the bytes prepared once per catalogue version.
 * Per request: one lookup of the client's Accept-Encoding and one `writeHead` + `end`, none of
 * Fastify's header bookkeeping, serialisation or onSend hooks.
 */
export class CachedAnswers {
  private readonly prepared = new WeakMap<CachedBody, Prepared>();
  private readonly negotiated = new Map<string, Encoding>();
  private readonly common: HeaderList;

  /** `securityHeaders`: what every hot public read carries (http/security-headers.ts). */
  constructor(securityHeaders: Readonly<Record<string, string>>) {
    this.common = Object.entries(securityHeaders).flat();
  }

  /**
   * Sends `body` as the client asked: 304 when its If-None-Match holds the ETag, else the best copy
   * it accepts; with the request's id, as every routed answer carries it (http/request-id.ts).
   */
  write(
    res: ServerResponse,
    body: CachedBody,
    asked: { acceptEncoding?: string; ifNoneMatch?: string; requestId: string },
  ) {
    const id = ['x-request-id', asked.requestId];
    if (asked.ifNoneMatch !== undefined && etagMatches(asked.ifNoneMatch, body.etag)) {
      const prepared = this.preparedOf(body);
      prepared.notModified ??= this.headers(body, undefined);
      res.writeHead(304, [...prepared.notModified, ...id]);
      res.end();
      return;
    }
    const form = this.formFor(body, asked.acceptEncoding);
    noteSentBytes(res, form.bytes.length);
    res.writeHead(200, [...form.headers, ...id]);
    res.end(form.bytes);
  }

  private preparedOf(body: CachedBody): Prepared {
    let prepared = this.prepared.get(body);
    if (!prepared) {
      prepared = {};
      this.prepared.set(body, prepared);
    }
    return prepared;
  }

  /** The best form the client accepts, made on its first use. */
  private formFor(body: CachedBody, acceptEncoding: string | undefined): PreparedForm {
    const prepared = this.preparedOf(body);
    const encoding = acceptEncoding ? this.encodingFor(acceptEncoding) : 'identity';
    if (encoding === 'br' && body.br) {
      const bytes = body.br;
      if (prepared.br?.bytes !== bytes) prepared.br = { bytes, headers: this.headers(body, 'br', bytes.length) };
      return prepared.br;
    }
    if (encoding === 'gzip' && body.gzip) {
      prepared.gzip ??= { bytes: body.gzip, headers: this.headers(body, 'gzip', body.gzip.length) };
      return prepared.gzip;
    }
    prepared.identity ??= { bytes: body.json, headers: this.headers(body, undefined, body.json.length) };
    return prepared.identity;
  }

  /** The client's best encoding, parsed once per distinct header value. */
  private encodingFor(acceptEncoding: string): Encoding {
    let encoding = this.negotiated.get(acceptEncoding);
    if (encoding === undefined) {
      encoding = pickEncoding(acceptEncoding) ?? 'identity';
      if (this.negotiated.size >= NEGOTIATED_MAX) this.negotiated.clear();
      this.negotiated.set(acceptEncoding, encoding);
    }
    return encoding;
  }

  private headers(body: CachedBody, encoding: 'gzip' | 'br' | undefined, length?: number): HeaderList {
    const list = [...this.common, 'etag', body.etag, 'cache-control', PUBLIC_CACHE_CONTROL, 'vary', 'accept-encoding'];
    if (length !== undefined) {
      list.push('content-type', 'application/json; charset=utf-8', 'content-length', String(length));
    }
    if (encoding) list.push('content-encoding', encoding);
    return list;
  }
}
