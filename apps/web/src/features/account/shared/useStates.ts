import type { State } from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import { getStateList } from '../api/masters';

/** States kept per country id (spec section 3), so switching back to a country asks nothing again. */
const statesByCountry = new Map<number, State[]>();

export type StatesLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; states: State[] };

export function useStates(countryId: number | null) {
  const [load, setLoad] = useState<StatesLoad>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (countryId == null || attempt < 0) {
      setLoad({ state: 'idle' });
      return;
    }
    const kept = statesByCountry.get(countryId);
    if (kept) {
      setLoad({ state: 'ready', states: kept });
      return;
    }
    let live = true;
    setLoad({ state: 'loading' });
    getStateList(countryId).then((states) => {
      if (!live) return;
      if (states === false) {
        setLoad({ state: 'error' });
        return;
      }
      statesByCountry.set(countryId, states);
      setLoad({ state: 'ready', states });
    });
    return () => {
      live = false;
    };
  }, [countryId, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}
