import { isAction, type Middleware } from '@reduxjs/toolkit';
import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, rootReducer } from '../../../store';
import { ownerCall } from './ownerClient';

/** What an owner call asks for: the method, the path under /api, and a JSON or FormData body. */
export interface OwnerRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/** A failed owner call as pages show it: the server's message and its per-field errors. */
export interface OwnerError {
  status: number;
  message: string;
  errors: Record<string, string>;
}

/** The owner client (api-key, session token, 401 → signed out) as RTK Query's base query. */
const ownerBaseQuery: BaseQueryFn<OwnerRequest, unknown, OwnerError> = async ({ method = 'GET', path, body }, api) => {
  const result = await ownerCall<unknown>(method, path, body, { signal: api.signal });
  return result.ok
    ? { data: result.data }
    : { error: { status: result.status, message: result.message, errors: result.errors } };
};

/**
 * The owner area's one data layer: each area injects its endpoints (`ownerApi.injectEndpoints`)
 * and names what it provides and changes with these tags, so a save refreshes every page that
 * shows the data. Loaded with the account area only; the storefront keeps its own lean loader.
 */
export const ownerApi = createApi({
  reducerPath: 'ownerApi',
  baseQuery: ownerBaseQuery,
  tagTypes: ['Shop', 'Dashboard', 'Share', 'Products', 'Categories', 'Orders', 'Reports', 'Setup', 'Mail'],
  endpoints: () => ({}),
});

/** Another sign-in (or a sign-out) in this tab must never see the previous owner's cached data. */
const sessionChanges = new Set([
  'auth/logout',
  'auth/sessionExpired',
  'auth/login/fulfilled',
  'auth/register/fulfilled',
]);
const forgetOnSessionChange: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (isAction(action) && sessionChanges.has(action.type)) store.dispatch(ownerApi.util.resetApiState());
  return result;
};

rootReducer.inject(ownerApi);
dynamicMiddleware.addMiddleware(ownerApi.middleware, forgetOnSessionChange);

/** A hook's error (the server's, or a thrown one) as pages show it. */
export function ownerErrorOf(error: unknown): OwnerError {
  if (error && typeof error === 'object' && 'errors' in error) return error as OwnerError;
  return { status: 0, message: (error as { message?: string } | undefined)?.message ?? '', errors: {} };
}

/** A mutation's outcome in the owner client's shape, for forms that show a message and per-field errors. */
export async function asOwnerResult<R extends { data?: unknown; error?: unknown }>(
  call: PromiseLike<R>,
): Promise<{ ok: true; data: NonNullable<R['data']> } | ({ ok: false } & OwnerError)> {
  const outcome = await call;
  return outcome.error === undefined
    ? { ok: true, data: outcome.data as NonNullable<R['data']> }
    : { ok: false, ...ownerErrorOf(outcome.error) };
}
