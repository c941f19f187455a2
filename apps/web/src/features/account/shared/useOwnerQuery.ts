import { useCallback, useEffect, useState } from 'react';
import type { OwnerResult } from '../api/ownerClient';

export type QueryState<T> =
  | { state: 'loading' }
  | { state: 'error'; status: number; message: string }
  | { state: 'ready'; data: T };

/**
 * Loads one owner resource, aborting when the inputs change or the page leaves. `reload`
 * fetches again (Retry, or after a change) without dropping what is shown meanwhile.
 */
export function useOwnerQuery<T>(load: (signal: AbortSignal) => Promise<OwnerResult<T>>, deps: unknown[]) {
  const [result, setResult] = useState<QueryState<T>>({ state: 'loading' });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the loader depends on.
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((outcome) => {
        if (controller.signal.aborted) return;
        setResult(
          outcome.ok
            ? { state: 'ready', data: outcome.data }
            : { state: 'error', status: outcome.status, message: outcome.message },
        );
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') setResult({ state: 'error', status: 0, message: error.message });
      });
    return () => controller.abort();
  }, [...deps, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const retry = useCallback(() => {
    setResult({ state: 'loading' });
    setVersion((v) => v + 1);
  }, []);
  return { result, reload, retry, setResult };
}
