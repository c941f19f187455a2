import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter } from './rate-limit.js';

describe('FixedWindowLimiter', () => {
  it('allows the limit per window and key, then refuses until the window ends', () => {
    let now = 1_000;
    const limiter = new FixedWindowLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.hit('a'))).toEqual([false, false, false]);
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.isLimited('a')).toBe(true);
    expect(limiter.hit('b')).toBe(false);
    now += 60_000;
    expect(limiter.isLimited('a')).toBe(false);
    expect(limiter.hit('a')).toBe(false);
  });

  it('checks without counting, and forgets a key on reset', () => {
    const limiter = new FixedWindowLimiter(1, 1_000);
    expect(limiter.isLimited('x')).toBe(false);
    expect(limiter.isLimited('x')).toBe(false);
    limiter.hit('x');
    expect(limiter.isLimited('x')).toBe(true);
    limiter.reset('x');
    expect(limiter.isLimited('x')).toBe(false);
  });

  it('reserves before judging: the check and the count are one step, and a release gives the slot back', () => {
    const limiter = new FixedWindowLimiter(2, 1_000);
    // Two claims made back to back (as parallel requests do) fill the budget; the third is refused, uncounted.
    expect([limiter.reserve('k'), limiter.reserve('k'), limiter.reserve('k')]).toEqual([true, true, false]);
    limiter.release('k');
    expect(limiter.reserve('k')).toBe(true);
    expect(limiter.reserve('k')).toBe(false);
    // A release never goes below zero, so it cannot buy extra attempts.
    const fresh = new FixedWindowLimiter(1, 1_000);
    fresh.release('z');
    fresh.release('z');
    expect([fresh.reserve('z'), fresh.reserve('z')]).toEqual([true, false]);
  });
});
