import { describe, expect, it } from 'vitest';
import { READY_CACHE_MS, Readiness } from './readiness.js';

/** A ping the test settles by hand, and a clock it moves. */
function setUp() {
  let now = 1_000_000;
  const pings: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const ping = () => new Promise<void>((resolve, reject) => pings.push({ resolve, reject }));
  const readiness = new Readiness(ping, () => now);
  return { readiness, pings, tick: (ms: number) => (now += ms) };
}

describe('Readiness', () => {
  it('pings the database at most once per second, every caller sharing the standing check', async () => {
    const { readiness, pings, tick } = setUp();
    const first = readiness.check();
    expect(readiness.check()).toBe(first);
    expect(pings).toHaveLength(1);
    pings[0].resolve();
    await first;
    tick(READY_CACHE_MS - 1);
    expect(readiness.check()).toBe(first);
    expect(pings).toHaveLength(1);
    tick(1);
    expect(readiness.check()).not.toBe(first);
    expect(pings).toHaveLength(2);
  });

  it('lets a failed check stand (its error) until the next second', async () => {
    const { readiness, pings, tick } = setUp();
    const failed = readiness.check();
    pings[0].reject(new Error('the database is away'));
    await expect(failed).rejects.toThrow('away');
    await expect(readiness.check()).rejects.toThrow('away');
    expect(pings).toHaveLength(1);
    tick(READY_CACHE_MS);
    const next = readiness.check();
    pings[1].resolve();
    await expect(next).resolves.toBeUndefined();
  });
});
