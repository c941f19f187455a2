import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The account area's and the template's store; each feature injects its own slice when its code
 * loads (`rootReducer.inject(slice)`). Shop pages never load it: they keep their own small store
 * (features/storefront/state/store.ts), so Redux stays out of a shopper's first download.
 */
export const rootReducer = combineSlices();

/** Middleware a lazily loaded feature adds with its slice (an RTK Query API's cache lifetimes). */
export const dynamicMiddleware = createDynamicMiddleware();

/** The browser has one store; a server render makes one per request, so renders never share state. */
export function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export const store = createStore();

export type AppStore = typeof store;
export type AppDispatch = typeof store.dispatch;
/** The state of every slice that may be injected; features declare theirs with `declare module`. */
// biome-ignore lint/suspicious/noEmptyInterface: features extend it by declaration merging
export interface LazyLoadedSlices {}
export type RootState = ReturnType<typeof rootReducer> & Partial<LazyLoadedSlices>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
