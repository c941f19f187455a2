import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type CachedAnswers, etagMatches } from './cached-answer.js';
import { pickEncoding } from './compressed-pages.js';
import { PUBLIC_CACHE_CONTROL } from './shared-cache.js';

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
  bytes: number;
}

export interface ResponseCacheLimits {
  /** Found entries kept at most. */
  maxEntries: number;
  /** Bytes of found bodies (JSON plus compressed copies) kept at most. */
  maxBytes: number;
  /** "Not found" entries kept at most: their own small bound, so unknown URLs cannot evict real ones. */
  maxMissing: number;
  /**
   * Age after which an entry is reloaded in the background while the old one is still served:
   * edits made through another instance (scale-out) show up within this time.
   */
  refreshAfterMs: number;
}

const DEFAULT_LIMITS: ResponseCacheLimits = {
  maxEntries: 5_000,
  maxBytes: 256 * 1024 * 1024,
  maxMissing: 1_000,
  refreshAfterMs: 5 * 60_000,
};

const bytesOf = (body: CachedBody | null) =>
  body ? body.json.length + (body.gzip?.length ?? 0) + (body.br?.length ?? 0) : 0;

/**
 * In-process cache of public reads (catalogue, SEO, categories, masters). Entries carry tags
 * (`shop:12`); an owner's edit invalidates its shop's tag, so the next read loads fresh data.
 * Concurrent misses of one key share one load, and a load that raced an invalidation of one of
 * its own tags is not stored (other shops' edits do not discard it). Found and "not found"
 * answers are kept apart, each least-recently-used first out, found ones also bounded in bytes.
 */
export class ResponseCache {
  private readonly found = new Map<string, Entry>();
  private readonly missing = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedBody | null>>();
  private readonly limits: ResponseCacheLimits;
  private foundBytes = 0;
  /** The key `peek` last moved to the most-recently-used end; any other move forgets it. */
  private lastPeeked: string | undefined;
  /** A counter of invalidations; each tag remembers the count at its last invalidation. */
  private clock = 0;
  private clearedAt = 0;
  private readonly invalidatedAt = new Map<string, number>();
  /** Lookups answered from memory and lookups that had to load (or wait for a load): read by /metrics. */
  hits = 0;
  misses = 0;

  constructor(
    limits: Partial<ResponseCacheLimits> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  /** The cached body of `key`, loading it with `load` on a miss. `null` from `load` means "not found" and is cached too. */
  async get<T>(
    key: string,
    tags: readonly string[] | ((value: T | null) => readonly string[]),
    load: () => Promise<T | null>,
  ): Promise<CachedBody<T> | null> {
    const hit = this.touch(key);
    if (hit) {
      this.hits += 1;
      if (this.now() - hit.storedAt >= this.limits.refreshAfterMs && !this.loading.has(key)) {
        // Stale-while-revalidate: this request gets the old body, the next ones the fresh one.
        this.fill(key, tags, load).catch(() => undefined);
      }
      return hit.body as CachedBody<T> | null;
    }
    this.misses += 1;
    const pending = this.loading.get(key);
    if (pending) return (await pending) as CachedBody<T> | null;
    return this.fill(key, tags, load);
  }

  /**
   * The body of `key` if it is in memory and fresh, without loading anything (what is cached now,
   * as the tests of invalidation ask). Undefined for a miss, a "not found" entry or a stale entry.
   */
  peek(key: string): CachedBody | undefined {
    const entry = this.found.get(key);
    if (!entry?.body || this.now() - entry.storedAt >= this.limits.refreshAfterMs) return undefined;
    // The same key asked again (the usual case under load) is already the most recently used.
    if (key !== this.lastPeeked) {
      this.found.delete(key);
      this.found.set(key, entry);
      this.lastPeeked = key;
    }
    this.hits += 1;
    return entry.body;
  }

  /** Counts of what is kept, for tests and diagnostics. */
  stats(): { found: number; missing: number; bytes: number } {
    return { found: this.found.size, missing: this.missing.size, bytes: this.foundBytes };
  }

  private async fill<T>(
    key: string,
    tags: readonly string[] | ((value: T | null) => readonly string[]),
    load: () => Promise<T | null>,
  ): Promise<CachedBody<T> | null> {
    const startedAt = this.clock;
    const promise = (async () => {
      const value = await load();
      return value === null ? null : await prepareBody(value);
    })();
    this.loading.set(key, promise);
    try {
      const body = await promise;
      const entryTags = typeof tags === 'function' ? tags((body?.value ?? null) as T | null) : tags;
      if (!this.invalidatedSince(startedAt, entryTags)) {
        this.store(key, { body, tags: entryTags, storedAt: this.now(), bytes: bytesOf(body) });
      }
      return body as CachedBody<T> | null;
    } finally {
      this.loading.delete(key);
    }
  }

  /** Whether the cache was cleared, or one of these tags invalidated, after the clock read `since`. */
  private invalidatedSince(since: number, tags: readonly string[]): boolean {
    if (this.clearedAt > since) return true;
    return tags.some((t) => (this.invalidatedAt.get(t) ?? 0) > since);
  }

  /** Drops every entry carrying one of the tags; loads under way that carry one are not stored. */
  invalidate(...tags: string[]): void {
    this.clock++;
    for (const tag of tags) this.invalidatedAt.set(tag, this.clock);
    for (const map of [this.found, this.missing]) {
      for (const [key, entry] of map) if (entry.tags.some((t) => tags.includes(t))) this.remove(map, key);
    }
  }

  clear(): void {
    this.clearedAt = ++this.clock;
    // Every load under way is older than the clear: the tags' own marks are no longer needed.
    this.invalidatedAt.clear();
    this.found.clear();
    this.missing.clear();
    this.foundBytes = 0;
  }

  /** The entry of `key`, moved to the most-recently-used end. */
  private touch(key: string): Entry | undefined {
    this.lastPeeked = undefined;
    for (const map of [this.found, this.missing]) {
      const entry = map.get(key);
      if (entry) {
        map.delete(key);
        map.set(key, entry);
        return entry;
      }
    }
    return undefined;
  }

  private remove(map: Map<string, Entry>, key: string): void {
    const entry = map.get(key);
    if (!entry) return;
    map.delete(key);
    if (map === this.found) this.foundBytes -= entry.bytes;
  }

  private store(key: string, entry: Entry): void {
    this.lastPeeked = undefined;
    this.remove(this.found, key);
    this.remove(this.missing, key);
    if (entry.body === null) {
      this.missing.set(key, entry);
      this.evict(this.missing, () => this.missing.size > this.limits.maxMissing);
      return;
    }
    // A body larger than the whole byte budget is served but never kept.
    if (entry.bytes > this.limits.maxBytes) return;
    this.found.set(key, entry);
    this.foundBytes += entry.bytes;
    this.evict(this.found, () => this.found.size > this.limits.maxEntries || this.foundBytes > this.limits.maxBytes);
  }

  /** Least recently used first (Map order: `touch` moves a hit to the end). */
  private evict(map: Map<string, Entry>, over: () => boolean): void {
    while (over()) {
      const oldest = map.keys().next().value;
      if (oldest === undefined) return;
      this.remove(map, oldest);
    }
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
      // A window as large as the body and no larger (brotli allows 2^10..2^24): a larger one finds
      // nothing more to refer back to, and costs its size in each libuv thread's memory, which
      // the allocator keeps after the work is done.
      [zlibConstants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(json.length)))),
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes cached public answers with their prebuilt headers (app.ts). */
    cachedAnswers?: CachedAnswers;
  }
}

/**
 * Sends a cached body: 304 when the client has it, otherwise the best pre-compressed copy it
 * accepts. A hot route (`cachedReadRoute`) writes it to Node's response with headers built once
 * per body; Fastify's onSend hooks and header handling are skipped, its onResponse hooks (access
 * log, metrics) still run.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, body: CachedBody): FastifyReply {
  const answers = request.routeOptions.config?.hotJson ? reply.server.cachedAnswers : undefined;
  if (answers) {
    reply.hijack();
    answers.write(reply.raw, body, {
      acceptEncoding: request.headers['accept-encoding'],
      ifNoneMatch: request.headers['if-none-match'],
      requestId: request.id,
    });
    return reply;
  }
  reply.header('etag', body.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (body.br && encoding === 'br') return reply.header('content-encoding', 'br').send(body.br);
  if (body.gzip && encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
