import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import type { AttemptLimiter, LimiterFactory } from './rate-limit.js';

/** Expired windows are swept about once per this many hits of a budget. */
const SWEEP_EVERY = 500;
/** The store's counts are never refused by the statement: @fastify/rate-limit compares them itself. */
const NO_LIMIT = 2_147_483_647;

/**
 * Counts one hit of `key` in a window of `windowSecs`, unless the key is already at `limit` (then
 * no row comes back). Prepared once per database: it runs before every limited request, and
 * building it afresh cost about three times what PostgreSQL spends running it.
 */
function prepareCount(db: Db) {
  const since = sql`now() - make_interval(secs => ${sql.placeholder('windowSecs')})`;
  const expired = sql`${rateLimits.windowStart} <= ${since}`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.count} < ${sql.placeholder('limit')}`,
    })
    .returning({
      count: rateLimits.count,
      ttl: sql<number>`greatest(0, extract(epoch from (${rateLimits.windowStart} - ${since})) * 1000)::float8`,
    })
    .prepare('rate_limit_count');
}
type CountHit = ReturnType<typeof prepareCount>;
const counters = new WeakMap<Db, CountHit>();
function countHit(db: Db, key: string, limit: number, windowMs: number) {
  let prepared = counters.get(db);
  if (!prepared) {
    prepared = prepareCount(db);
    counters.set(db, prepared);
  }
  return prepared.execute({ key, limit, windowSecs: windowMs / 1000 });
}

export class PostgresWindowLimiter implements AttemptLimiter {
  private hits = 0;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async reserve(key: string): Promise<boolean> {
    return (await this.upsert(key)).length > 0;
  }

  async release(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(
        and(eq(rateLimits.key, this.keyOf(key)), gt(rateLimits.count, 0), gt(rateLimits.windowStart, this.since())),
      );
  }

  private keyOf(key: string) {
    return `${this.name}:${key}`;
  }

  /** The start of the current window: a row older than this starts afresh. */
  private since() {
    return sql`now() - make_interval(secs => ${this.windowMs / 1000})`;
  }

  /** Counts one, or nothing (and returns no row) when the key is at its limit. */
  private upsert(key: string) {
    if (++this.hits % SWEEP_EVERY === 0) void this.sweep();
    return countHit(this.db, this.keyOf(key), this.limit, this.windowMs);
  }

  private async sweep(): Promise<void> {
    await this.db
      .delete(rateLimits)
      .where(and(sql`${rateLimits.key} like ${`${this.name}:%`}`, lt(rateLimits.windowStart, this.since())))
      .catch(() => undefined);
  }
}

export const postgresLimiters =
  (db: Db): LimiterFactory =>
  (name, limit, windowMs) =>
    new PostgresWindowLimiter(db, name, limit, windowMs);

/**
 * The same PostgreSQL counters as a store of @fastify/rate-limit (the plugin that limits whole
 * routes: registrations, checkouts), so every instance spends from one budget per route (or per
 * `groupId`). Each count is one upsert, like the limiter above.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'route';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, `${this.prefix}:${key}`, NO_LIMIT, timeWindow).then(
        ([row]) => callback(null, { current: row.count, ttl: Math.ceil(Number(row.ttl)) }),
        callback,
      );
    }

    /** The plugin asks one store per limited route, with the route's merged options. */
    child(options: unknown): FastifyRateLimitStore {
      const { groupId, routeInfo } = options as { groupId?: string; routeInfo?: { method?: unknown; url?: string } };
      return new PostgresRateLimitStore(
        groupId ? `group:${groupId}` : `route:${String(routeInfo?.method)}:${routeInfo?.url}`,
      );
    }
  };
}
