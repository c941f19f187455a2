/** How long one database check answers for readiness: a busy probe costs one ping per second, not one per call. */
export const READY_CACHE_MS = 1000;

/**
 * Whether the database answers, asked at most once per READY_CACHE_MS: one ping in flight at a
 * time, and its outcome (success or failure) stands for that long.
 */
export class Readiness {
  private last: { at: number; check: Promise<void> } | undefined;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The standing check, or a new one once it is READY_CACHE_MS old; rejects when the database did not answer. */
  check(): Promise<void> {
    const now = this.now();
    if (!this.last || now - this.last.at >= READY_CACHE_MS) {
      const check = this.ping();
      // A failure is the caller's to report; the standing promise must not be an unhandled rejection.
      check.catch(() => {});
      this.last = { at: now, check };
    }
    return this.last.check;
  }
}
