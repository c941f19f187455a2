/**
 * Runs `load` with V8's error stacks off, and turns them back on once it has settled.
 *
 * For React DOM's start (main.tsx): its module creates five `Error` objects as it initialises
 * (sentinels its work loop throws and catches; their stacks are never shown). While DevTools is
 * attached (Lighthouse, PageSpeed Insights, Playwright, a developer's open panel), V8 gives each new
 * error a stack with line numbers, and for the first it re-parses React DOM's whole 190 KB module
 * function to find them: about 40 ms on the main thread here, 160 ms in Lighthouse's 4× slowdown,
 * all in one task. A shopper's browser without DevTools never pays it (measured by tracing Chromium
 * from its own start: no such re-parse). Only V8 has `Error.stackTraceLimit`; elsewhere nothing
 * changes.
 */
export function withoutErrorStacks<T>(load: () => Promise<T>): Promise<T> {
  const errors = Error as { stackTraceLimit?: unknown };
  if (typeof errors.stackTraceLimit !== 'number') return load();
  const limit = errors.stackTraceLimit;
  // A limit that is not a number makes V8 record no stack at all, for the page or for DevTools.
  errors.stackTraceLimit = undefined;
  const restore = () => {
    errors.stackTraceLimit = limit;
  };
  try {
    return load().finally(restore);
  } catch (error) {
    restore();
    throw error;
  }
}
