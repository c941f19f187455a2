import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The app's start is spread over tasks, so a tap on a slow phone is not held back: evaluating its modules, matching the address
 * and asking for the page's code, setting up the history (its first `replaceState`), and the
 * service-worker check each made the module's task longer, which held a tap on a slow phone.
 * `nextTask` is replaced by tasks the test lets run one at a time, so the order is checked
 * exactly, not by timing.
 */
const tasks = vi.hoisted(() => {
  const waiting: Array<() => void> = [];
  return {
    waiting,
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
    /** Lets the oldest waiting task run, then everything it queues as microtasks. */
    async runOne() {
      const next = waiting.shift();
      if (!next) throw new Error('no task is waiting');
      next();
      await settle();
    },
  };
});

/** Runs every pending microtask (and the module loader's own async steps): a real timer's turn. */
function settle() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const started = vi.hoisted(() => ({
  routesReady: vi.fn((_location: unknown) => Promise.resolve()),
  browserNavigation: vi.fn(() => ({ history: {}, shown: () => ({}), pending: () => false, subscribe: () => () => {} })),
  unregisterServiceWorkers: vi.fn(),
}));

vi.mock('./next-task', () => ({ nextTask: tasks.nextTask }));
vi.mock('./routes', () => ({ routesReady: started.routesReady, AppRoutes: () => null }));
vi.mock('./routing/PreloadingRouter', () => ({
  browserNavigation: started.browserNavigation,
  PreloadingRouter: () => null,
}));
vi.mock('./unregister-service-workers', () => ({ unregisterServiceWorkers: started.unregisterServiceWorkers }));

beforeEach(() => {
  vi.resetModules();
  tasks.waiting.length = 0;
  started.routesReady.mockClear();
  started.browserNavigation.mockClear();
  started.unregisterServiceWorkers.mockClear();
});

afterEach(() => {
  document.getElementById('root')?.remove();
});

describe("the app's start", () => {
  it('matches the routes in a task after its modules, and sets up the history in a task after that', async () => {
    const app = await import('./App');
    await settle();
    expect(started.routesReady).not.toHaveBeenCalled();
    expect(started.browserNavigation).not.toHaveBeenCalled();

    await tasks.runOne();
    expect(started.routesReady).toHaveBeenCalledTimes(1);
    expect(started.routesReady.mock.calls[0]?.[0]).toBe(window.location);
    expect(started.browserNavigation).not.toHaveBeenCalled();

    await tasks.runOne();
    expect(started.browserNavigation).toHaveBeenCalledTimes(1);
    await expect(app.appReady).resolves.toBeUndefined();
  });

  it('refuses to render before it is ready', async () => {
    const { default: App } = await import('./App');
    // React reports the thrown error on the console as well.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(() => render(<App />)).toThrow('App rendered before appReady');
    } finally {
      quiet.mockRestore();
    }
  });

  it('checks for old service workers in a task of its own, not while its modules are evaluated', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);

    await import('./main');
    await settle();
    expect(started.unregisterServiceWorkers).not.toHaveBeenCalled();

    // main.tsx asks for its first task before anything else (the render waits for one of its own).
    await tasks.runOne();
    expect(started.unregisterServiceWorkers).toHaveBeenCalledTimes(1);
  });
});
