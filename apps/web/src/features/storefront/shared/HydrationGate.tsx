import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { HydratedContext } from './serverRender';

/**
 * Tells the tree when a server-rendered page has hydrated (`useHydrated`). The flip re-renders
 * whatever waited for the browser (the saved cart, enabled controls) in a transition, in slices
 * that give the main thread back: a store's forced update (useSyncExternalStore) did it in one
 * task, which on a slow phone held a first tap for tens of milliseconds.
 */
export function HydrationGate({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}
