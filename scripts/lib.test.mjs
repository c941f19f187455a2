import { afterEach, describe, expect, it, vi } from 'vitest';
import { withProgress } from './lib.mjs';

describe('a build started by npm start', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says what it builds and how long it usually takes, then that it is still at it every 30 s, then how long it took', async () => {
    vi.useFakeTimers();
    const printed = [];
    vi.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
    const build = withProgress(
      'the web app (apps/web/dist)',
      '2 to 4 minutes on two cores',
      () => new Promise((resolve) => setTimeout(resolve, 95_000)),
    );
    await vi.advanceTimersByTimeAsync(95_000);
    await build;
    expect(printed).toEqual([
      'Building the web app (apps/web/dist): usually 2 to 4 minutes on two cores; later starts skip it until the sources change…',
      '  …still building the web app (apps/web/dist) (30 s)',
      '  …still building the web app (apps/web/dist) (1 min 0 s)',
      '  …still building the web app (apps/web/dist) (1 min 30 s)',
      'Built the web app (apps/web/dist) in 1 min 35 s.',
    ]);
  });
});
