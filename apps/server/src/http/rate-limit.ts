/**
 * A fixed-window limit per key for attempts judged after they are counted (logins: only failures
 * count): claim an attempt before judging it (false when at the limit) and give it back. In process
 * on PGlite (one process), in PostgreSQL when several instances share the budget
 * (postgres-limiter.ts); callers always await. Whole routes use @fastify/rate-limit (app.ts).
 */
export interface AttemptLimiter {
  reserve(key: string): boolean | Promise<boolean>;
  release(key: string): void | Promise<void>;
}

/** Makes the limiter of one named budget (`login-address`, 10 per 15 minutes). */
export type LimiterFactory = (name: string, limit: number, windowMs: number) => AttemptLimiter;

export const inProcessLimiters: LimiterFactory = (_name, limit, windowMs) => new FixedWindowLimiter(limit, windowMs);

/** A fixed-window counter per key, in process: the embedded database's single instance. */
export class FixedWindowLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when the key is already at its limit for the current window (nothing is counted). */
  isLimited(key: string): boolean {
    const w = this.current(key);
    return w !== undefined && w.count >= this.limit;
  }

  /** Counts one hit; true when that hit is over the limit. */
  hit(key: string): boolean {
    const now = this.now();
    let w = this.current(key);
    if (!w) {
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    this.sweep(now);
    return w.count > this.limit;
  }

  /**
   * Claims one attempt of the budget before it is judged: false (nothing counted) when the key is
   * at its limit. Checking and counting happen in one synchronous step, so parallel requests can
   * never all pass a check made before any of them was counted.
   */
  reserve(key: string): boolean {
    if (this.isLimited(key)) return false;
    this.hit(key);
    return true;
  }

  /** Gives back one reserved attempt (it turned out not to count: a successful login). */
  release(key: string): void {
    const w = this.current(key);
    if (w && w.count > 0) w.count--;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): { start: number; count: number } | undefined {
    const w = this.windows.get(key);
    if (w && this.now() - w.start >= this.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  /** Drops expired windows now and then so the map stays small. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(key);
  }
}
