import { ownerErrorOf } from '../api/ownerApi';

export type QueryState<T> =
  | { state: 'loading' }
  | { state: 'error'; status: number; message: string }
  | { state: 'ready'; data: T };

interface QueryLike {
  data?: unknown;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What an RTK Query hook says, as the owner pages render it: loading, an error with Retry, or the data. */
export function queryState<Q extends QueryLike>(
  query: Q,
): { result: QueryState<NonNullable<Q['data']>>; retry: () => void } {
  let result: QueryState<NonNullable<Q['data']>>;
  if (query.error && !query.isFetching) {
    const { status, message } = ownerErrorOf(query.error);
    result = { state: 'error', status, message };
  } else if (query.data != null && !query.error) {
    result = { state: 'ready', data: query.data as NonNullable<Q['data']> };
  } else {
    result = { state: 'loading' };
  }
  return { result, retry: () => void query.refetch() };
}
