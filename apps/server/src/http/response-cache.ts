import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Bodies smaller than this are sent as they are: compressing them saves nothing. */
const COMPRESS_FROM = 1024;

/** A public answer kept ready to send: the value, its JSON, an ETag and pre-compressed copies. */
export interface CachedBody<T = unknown> {
  value: T;
  json: Buffer;
  etag: string;
  gzip?: Buffer;
  br?: Buffer;
}

interface Entry {
  body: CachedBody | null;
  tags: readonly string[];
  storedAt: number;
}

/**
 * In-process cache of public reads (catalogue, SEO, categories, masters). Entries carry tags
 * (`shop:12`); an owner's edit invalidates its shop's tag, so the next read loads fresh data.
 * Concurrent misses of one key share one load, and a load that raced an invalidation is not
 * stored, so stale data never outlives the edit that replaced it.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedBody | null>>();
  private invalidations = 0;

  /**
   * @param maxEntries bound on memory (unknown URLs are cached as "not found" too)
   * @param refreshAfterMs age after which an entry is reloaded in the background while the old one
   *   is still served: edits made through another instance (scale-out) show up within this time.
   */
  constructor(
    private readonly maxEntries = 5_000,
    private readonly refreshAfterMs = 5 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached body of `key`, loading it with `load` on a miss. `null` from `load` means "not found" and is cached too. */
  async get<T>(
    key: string,
    tags: readonly string[] | ((value: T | null) => readonly string[]),
    load: () => Promise<T | null>,
  ): Promise<CachedBody<T> | null> {
    const hit = this.entries.get(key);
    if (hit) {
      if (this.now() - hit.storedAt >= this.refreshAfterMs && !this.loading.has(key)) {
        // Stale-while-revalidate: this request gets the old body, the next ones the fresh one.
        this.fill(key, tags, load).catch(() => undefined);
      }
      return hit.body as CachedBody<T> | null;
    }
    const pending = this.loading.get(key);
    if (pending) return (await pending) as CachedBody<T> | null;
    return this.fill(key, tags, load);
  }

  private async fill<T>(
    key: string,
    tags: readonly string[] | ((value: T | null) => readonly string[]),
    load: () => Promise<T | null>,
  ): Promise<CachedBody<T> | null> {
    const startedAt = this.invalidations;
    const promise = (async () => {
      const value = await load();
      return value === null ? null : await prepareBody(value);
    })();
    this.loading.set(key, promise);
    try {
      const body = await promise;
      const entryTags = typeof tags === 'function' ? tags((body?.value ?? null) as T | null) : tags;
      if (startedAt === this.invalidations) this.store(key, { body, tags: entryTags, storedAt: this.now() });
      return body as CachedBody<T> | null;
    } finally {
      this.loading.delete(key);
    }
  }

  /** Drops every entry carrying one of the tags; loads under way at this moment are not stored. */
  invalidate(...tags: string[]): void {
    this.invalidations++;
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((t) => tags.includes(t))) this.entries.delete(key);
    }
  }

  clear(): void {
    this.invalidations++;
    this.entries.clear();
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (Map keeps insertion order): a simple bound so unknown URLs cannot grow memory forever.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}

/** Bodies from this size get a second, slower, smaller brotli pass in the background. */
const RECOMPRESS_FROM = 64 * 1024;

async function prepareBody<T>(value: T): Promise<CachedBody<T>> {
  const json = Buffer.from(JSON.stringify({ status: 'success', ...(value as object) }));
  // Weak: the identity, gzip and brotli bytes differ, the content they carry does not.
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  if (json.length < COMPRESS_FROM) return { value, json, etag };
  // zlib's async calls run on libuv's thread pool, so compressing never blocks the event loop.
  const [gz, br] = await Promise.all([
    gzipAsync(json, { level: 6 }),
    brotli(json, json.length >= RECOMPRESS_FROM ? 9 : 6),
  ]);
  const body: CachedBody<T> = { value, json, etag, gzip: gz, br };
  if (json.length >= RECOMPRESS_FROM) scheduleRecompression(body);
  return body;
}

function brotli(json: Buffer, quality: number): Promise<Buffer> {
  return brotliAsync(json, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
      [zlibConstants.BROTLI_PARAM_LGWIN]: 24,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

/**
 * Large catalogues (bulk-mart: 1.6 MB of JSON) are first served with a quick brotli pass, then
 * swapped for a quality-11 copy (about 20% smaller, seconds of work) made one at a time in the
 * background. A body replaced by an edit meanwhile is simply dropped from the queue.
 */
const recompressQueue: WeakRef<CachedBody>[] = [];
let recompressing = false;

function scheduleRecompression(body: CachedBody): void {
  recompressQueue.push(new WeakRef(body));
  if (!recompressing) void drainRecompression();
}

async function drainRecompression(): Promise<void> {
  recompressing = true;
  try {
    for (let ref = recompressQueue.shift(); ref; ref = recompressQueue.shift()) {
      const body = ref.deref();
      if (!body) continue;
      const smaller = await brotli(body.json, 11).catch(() => undefined);
      if (smaller && body.br && smaller.length < body.br.length) body.br = smaller;
    }
  } finally {
    recompressing = false;
  }
}

function normaliseTag(tag: string): string {
  return tag.trim().replace(/^W\//, '');
}

/** Short browser/CDN freshness; the server-side cache is what edits invalidate at once. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

/** Weak comparison (RFC 9110 8.8.3.2), as If-None-Match asks for. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const wanted = normaliseTag(etag);
  return header.split(',').some((t) => normaliseTag(t) === wanted);
}

/** Sends a cached body: 304 when the client has it, otherwise the best pre-compressed copy it accepts. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  reply.header('etag', body.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.type('application/json; charset=utf-8');
  if (body.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br);
  if (body.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
