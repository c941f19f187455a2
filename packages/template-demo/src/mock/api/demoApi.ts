import { type BaseQueryFn, createApi } from '@reduxjs/toolkit/query/react';
import { dynamicMiddleware, rootReducer } from '@vitrine/web/store';
import type { AxiosError, Method } from 'axios';
import { demoAxios } from '..';

/** A call to the in-browser mock: its path exactly as the spec spells it, params, body. */
export interface DemoRequest {
  url: string;
  method?: Method;
  params?: Record<string, unknown>;
  body?: unknown;
}

/** A refused mock call: the status and the handler's `error` (a message or one per field). */
export interface DemoError {
  status: number;
  error: string | Record<string, string>;
}

/** The mock's axios instance as RTK Query's base query: the demo apps never reach the real server. */
const demoBaseQuery: BaseQueryFn<DemoRequest, unknown, DemoError> = async ({ url, method = 'GET', params, body }) => {
  try {
    const response = await demoAxios.request({ url, method, params, data: body });
    return { data: response.data };
  } catch (caught) {
    const error = caught as AxiosError<{ error?: DemoError['error'] }>;
    return { error: { status: error.response?.status ?? 0, error: error.response?.data?.error ?? error.message } };
  }
};

/** The demo apps' data layer, the same RTK Query setup as the owner area, over the mock. */
export const demoApi = createApi({
  reducerPath: 'demoApi',
  baseQuery: demoBaseQuery,
  tagTypes: ['Mail', 'Chat', 'Task', 'Event', 'User', 'DataList', 'Grid', 'Movie', 'Ecommerce'],
  endpoints: () => ({}),
});

rootReducer.inject(demoApi);
dynamicMiddleware.addMiddleware(demoApi.middleware);

declare module '@vitrine/web/store' {
  export interface LazyLoadedSlices {
    [demoApi.reducerPath]: ReturnType<typeof demoApi.reducer>;
  }
}
