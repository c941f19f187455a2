import { describe, expect, it } from 'vitest';
import { browserNavigation } from './PreloadingRouter';

describe('browserNavigation', () => {
  it('shows an address once its routes are ready, and drops one left before that', async () => {
    const pending = new Map<string, () => void>();
    const navigation = browserNavigation(
      (location) => new Promise<void>((resolve) => pending.set(location.pathname, resolve)),
    );
    const start = navigation.shown().location.pathname;
    const seen: string[] = [];
    navigation.subscribe(() => seen.push(navigation.shown().location.pathname));

    navigation.history.push('/slow');
    navigation.history.push('/fast');
    expect(navigation.shown().location.pathname).toBe(start);
    pending.get('/fast')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigation.shown().location.pathname).toBe('/fast');
    // The address left before its code came is not shown when that code arrives.
    pending.get('/slow')?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['/fast']);
    expect(navigation.shown().location.pathname).toBe('/fast');
  });
});
