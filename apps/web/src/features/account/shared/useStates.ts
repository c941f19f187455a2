import type { State } from '@vitrine/contracts';
import { useGetStateListQuery } from '../api/masters';

export type StatesLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'ready'; states: State[] };

/** The states of a country (spec section 3), as the account form shows them; kept per country by RTK Query. */
export function useStates(countryId: number | null) {
  const query = useGetStateListQuery(countryId ?? 0, { skip: countryId == null });
  let load: StatesLoad;
  if (countryId == null) load = { state: 'idle' };
  else if (query.currentData) load = { state: 'ready', states: query.currentData };
  else if (query.isError && !query.isFetching) load = { state: 'error' };
  else load = { state: 'loading' };
  return { load, retry: () => void query.refetch() };
}
