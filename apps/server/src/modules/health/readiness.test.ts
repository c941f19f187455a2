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
  it('holds only while its last successful check stands, with one ping per second', async () => {
    const { readiness, pings, tick } = setUp();
    expect(readiness.holds()).toBe(false);
    const first = readiness.check();
    const second = readiness.check();
    expect(second).toBe(first);
    expect(pings).toHaveLength(1);
    // Not before the database answered.
    expect(readiness.holds()).toBe(false);
    pings[0].resolve();
    await first;
    expect(readiness.holds()).toBe(true);
    tick(READY_CACHE_MS - 1);
    expect(readiness.holds()).toBe(true);
    readiness.check();
    expect(pings).toHaveLength(1);
    tick(1);
    expect(readiness.holds()).toBe(false);
    readiness.check();
    expect(pings).toHaveLength(2);
  });

  it('never holds on a failed check, which stands for the route (its error) until the next second', async () => {
    const { readiness, pings, tick } = setUp();
    const failed = readiness.check();
    pings[0].reject(new Error('the database is away'));
    await expect(failed).rejects.toThrow('away');
    expect(readiness.holds()).toBe(false);
    await expect(readiness.check()).rejects.toThrow('away');
    expect(pings).toHaveLength(1);
    tick(READY_CACHE_MS);
    const next = readiness.check();
    pings[1].resolve();
    await next;
    expect(readiness.holds()).toBe(true);
  });
});
