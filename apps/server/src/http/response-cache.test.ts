import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.js';

describe('ResponseCache', () => {
  it('loads once for concurrent misses and serves the cached body after', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 10));
      return { n: 1 };
    };
    const [a, b] = await Promise.all([cache.get('k', ['t'], load), cache.get('k', ['t'], load)]);
    expect(a).toBe(b);
    expect(await cache.get('k', ['t'], load)).toBe(a);
    expect(loads).toBe(1);
    expect(JSON.parse(a!.json.toString())).toEqual({ status: 'success', n: 1 });
    expect(a!.etag).toMatch(/^W\/".+"$/);
  });

  it('drops entries by tag, and never stores a load that raced an invalidation', async () => {
    const cache = new ResponseCache();
    let value = 1;
    const load = async () => ({ value });
    const first = await cache.get('k', ['shop:1'], load);
    cache.invalidate('shop:2');
    expect(await cache.get('k', ['shop:1'], load)).toBe(first);
    value = 2;
    cache.invalidate('shop:1');
    expect((await cache.get('k', ['shop:1'], load))?.value).toEqual({ value: 2 });

    let release: () => void = () => {};
    const slow = cache.get('slow', ['shop:1'], async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return { value: 'old' };
    });
    await new Promise((r) => setTimeout(r, 0));
    cache.invalidate('shop:1');
    release();
    expect((await slow)?.value).toEqual({ value: 'old' });
    expect((await cache.get('slow', ['shop:1'], async () => ({ value: 'new' })))?.value).toEqual({ value: 'new' });
  });

  it('caches "not found" and tags it by the result', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const tags = (v: { id: number } | null) => (v ? [`shop:${v.id}`] : ['urls']);
    const load = async () => {
      loads++;
      return null;
    };
    expect(await cache.get('x', tags, load)).toBeNull();
    expect(await cache.get('x', tags, load)).toBeNull();
    expect(loads).toBe(1);
    cache.invalidate('urls');
    await cache.get('x', tags, load);
    expect(loads).toBe(2);
  });

  it('keeps compressed copies of large bodies and stays within its size bound', async () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    const big = await cache.get('big', [], async () => ({ text: 'abc '.repeat(1000) }));
    expect(big?.gzip?.length).toBeLessThan(big!.json.length);
    expect(big?.br?.length).toBeLessThan(big!.json.length);
    await cache.get('b', [], async () => ({}));
    await cache.get('c', [], async () => ({}));
    let reloaded = false;
    await cache.get('big', [], async () => {
      reloaded = true;
      return {};
    });
    expect(reloaded).toBe(true);
  });
});

describe('ResponseCache under pressure', () => {
  const gate = () => {
    let open: () => void = () => {};
    const opened = new Promise<void>((r) => {
      open = r;
    });
    return { open, opened };
  };

  it('stores a slow load of shop B when shop A is edited meanwhile (per-tag generations)', async () => {
    const cache = new ResponseCache();
    const { open, opened } = gate();
    let loads = 0;
    const slowLoad = async () => {
      loads++;
      await opened;
      return { shop: 'B' };
    };
    const pending = cache.get('catalogue:b', ['shop:B'], slowLoad);
    await new Promise((r) => setTimeout(r, 0));
    cache.invalidate('shop:A', 'urls');
    open();
    await pending;
    await cache.get('catalogue:b', ['shop:B'], slowLoad);
    expect(loads).toBe(1);
  });

  it('keeps hot catalogues when thousands of unknown slugs are asked for', async () => {
    const cache = new ResponseCache({ maxEntries: 100, maxMissing: 50 });
    let hotLoads = 0;
    const hot = async () => {
      hotLoads++;
      return { products: [1, 2, 3] };
    };
    await cache.get('catalogue:hot', ['shop:1'], hot);
    for (let i = 0; i < 5_000; i++) await cache.get(`catalogue:nope-${i}`, ['urls'], async () => null);
    await cache.get('catalogue:hot', ['shop:1'], hot);
    expect(hotLoads).toBe(1);
    expect(cache.stats()).toMatchObject({ found: 1, missing: 50 });
  });

  it('evicts the least recently used entry, not the oldest', async () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    const loads: string[] = [];
    const load = (key: string) => async () => {
      loads.push(key);
      return { key };
    };
    await cache.get('a', [], load('a'));
    await cache.get('b', [], load('b'));
    await cache.get('a', [], load('a')); // a is now the most recent
    await cache.get('c', [], load('c')); // evicts b
    await cache.get('a', [], load('a'));
    await cache.get('b', [], load('b'));
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('peeks at fresh found entries only, counting them as recently used', async () => {
    let now = 0;
    const cache = new ResponseCache({ maxEntries: 2, refreshAfterMs: 1000 }, () => now);
    const load = (key: string) => async () => ({ key });
    expect(cache.peek('a')).toBeUndefined(); // never loaded
    await cache.get('none', [], async () => null);
    expect(cache.peek('none')).toBeUndefined(); // "not found" is the route's to answer
    const a = await cache.get('a', [], load('a'));
    await cache.get('b', [], load('b'));
    expect(cache.peek('a')).toBe(a);
    expect(cache.peek('a')).toBe(a); // asked again: still the most recent
    await cache.get('c', [], load('c')); // evicts b, the least recently used
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.peek('a')).toBe(a);
    expect(cache.stats().found).toBe(2);
    now = 1000; // stale: the route reloads it in the background
    expect(cache.peek('a')).toBeUndefined();
  });
  it('stays within its byte bound and never keeps a body larger than the bound', async () => {
    const cache = new ResponseCache({ maxBytes: 3_000 });
    const body = (n: number) => async () => ({ text: 'x'.repeat(n) });
    await cache.get('one', [], body(900));
    await cache.get('two', [], body(900));
    await cache.get('three', [], body(900));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
    expect(cache.stats().found).toBe(3);
    await cache.get('four', [], body(900));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
    expect(cache.stats().found).toBe(3);
    let loads = 0;
    const huge = async () => {
      loads++;
      return { text: Array.from({ length: 5_000 }, (_, i) => i.toString(36)).join('') };
    };
    await cache.get('huge', [], huge);
    await cache.get('huge', [], huge);
    expect(loads).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
  });
});

describe('ResponseCache refresh', () => {
  it('serves an old entry once while reloading it in the background, then the fresh one', async () => {
    let now = 0;
    const cache = new ResponseCache({ maxEntries: 10, refreshAfterMs: 1_000 }, () => now);
    let version = 1;
    const load = async () => ({ version });
    expect((await cache.get('k', [], load))?.value).toEqual({ version: 1 });
    version = 2;
    now = 500;
    expect((await cache.get('k', [], load))?.value).toEqual({ version: 1 });
    now = 1_500;
    expect((await cache.get('k', [], load))?.value).toEqual({ version: 1 });
    await new Promise((r) => setTimeout(r, 10));
    expect((await cache.get('k', [], load))?.value).toEqual({ version: 2 });
  });
});
