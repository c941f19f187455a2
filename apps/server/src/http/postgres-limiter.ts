import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import type { AttemptLimiter, LimiterFactory } from './rate-limit.js';

/** Expired windows are swept about once per this many hits of a budget. */
const SWEEP_EVERY = 500;

/**
 * A fixed-window budget counted in PostgreSQL, so every instance spends from the same one. Each
 * step is one statement (an upsert whose WHERE decides), so parallel requests on any number of
 * connections can neither pass a check together nor lose a count.
 */
export class PostgresWindowLimiter implements AttemptLimiter {
  private hits = 0;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async hit(key: string): Promise<boolean> {
    const [row] = await this.upsert(key, false);
    return row.count > this.limit;
  }

  async reserve(key: string): Promise<boolean> {
    return (await this.upsert(key, true)).length > 0;
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

  /** Counts one; with `onlyUnderLimit`, counts nothing (and returns no row) when the key is at its limit. */
  private upsert(key: string, onlyUnderLimit: boolean) {
    if (++this.hits % SWEEP_EVERY === 0) void this.sweep();
    const expired = sql`${rateLimits.windowStart} <= ${this.since()}`;
    return this.db
      .insert(rateLimits)
      .values({ key: this.keyOf(key), count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
        setWhere: onlyUnderLimit ? sql`${expired} or ${rateLimits.count} < ${this.limit}` : undefined,
      })
      .returning({ count: rateLimits.count });
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
