import { createContext, useContext } from 'react';
import { peek, peekMissing, type StorefrontCall } from '../../../api/storefront';
import type { CatalogueHeader } from './headerStyle';

/**
 * What a server render reads instead of the browser's caches: the API answers by path
 * and the shop's parsed header. One value per request, so concurrent renders never share data.
 */
export interface ServerRenderData {
  answers: ReadonlyMap<string, unknown>;
  header?: { shopUrl: string; source: string; header: CatalogueHeader };
}

export const ServerRenderContext = createContext<ServerRenderData | undefined>(undefined);

/** A storefront read's answer if it is already here (on the server: the render's answers). */
export function usePeek<B, T>(read: StorefrontCall<B, T>): T | undefined {
  return peek(read, useContext(ServerRenderContext)?.answers);
}

/** Whether the page was rendered knowing this read answers 404 (so it shows not-found at once). */
export function useKnownMissing(read: { path: string }): boolean {
  return peekMissing(read, useContext(ServerRenderContext)?.answers);
}

export function useServerHeader(): ServerRenderData['header'] {
  return useContext(ServerRenderContext)?.header;
}

/**
 * Whether the page has hydrated. Without a provider: false on the server, true in a browser (a page
 * rendered there). The app's root provides it (`HydrationGate`), false while React takes over
 * server HTML.
 */
export const HydratedContext = createContext(typeof window !== 'undefined');

/**
 * False on the server and while the browser hydrates server HTML, true afterwards (and at once in a
 * page rendered in the browser): what only the browser knows (the saved cart) waits for it, so
 * the hydrating render matches the HTML.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
