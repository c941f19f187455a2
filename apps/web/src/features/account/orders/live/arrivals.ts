import { useSyncExternalStore } from 'react';

/**
 * Orders that arrived live while this tab was open, so the list can mark them "new"; kept in
 * memory only (a reload shows the list as the server has it).
 */
let arrived: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function markArrived(orderId: number): void {
  if (arrived.has(orderId)) return;
  arrived = new Set([...arrived, orderId]);
  notify();
}

/** Forgets them all (the owner signed out). */
export function forgetArrivals(): void {
  if (arrived.size === 0) return;
  arrived = new Set();
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useArrivedOrders(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => arrived,
    () => arrived,
  );
}
