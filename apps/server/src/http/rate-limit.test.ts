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
});
