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
  tagTypes: ['Shop', 'Dashboard', 'Share', 'Products', 'Categories', 'Orders', 'Masters'],
  endpoints: () => ({}),
});

rootReducer.inject(ownerApi);
dynamicMiddleware.addMiddleware(ownerApi.middleware);

declare module '../../../store' {
  export interface LazyLoadedSlices {
    [ownerApi.reducerPath]: ReturnType<typeof ownerApi.reducer>;
  }
}
