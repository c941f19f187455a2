import { createContext, useContext, useSyncExternalStore } from 'react';
import { initialOptionsState, type OptionsChange, type OptionsState } from './optionsChanges';
import { initialShopState, type ShopChange, type ShopState } from './shopChanges';

/** Spec section 3's application state on a shop page: the shop (with the carts) and the option lists. */
export interface StorefrontState {
  shop: ShopState;
  options: OptionsState;
}

/**
 * The storefront's store: one value, changed by plain functions, read through
 * `useSyncExternalStore`. The account area keeps Redux Toolkit (store/); a shop page does not
 * download it (a first visit must stay within its JavaScript budget).
 */
export interface StorefrontStore {
  getState(): StorefrontState;
  changeShop(change: ShopChange): void;
  changeOptions(change: OptionsChange): void;
  subscribe(listener: () => void): () => void;
}

export function createShopStore(): StorefrontStore {
  let state: StorefrontState = { shop: initialShopState, options: initialOptionsState };
  const listeners = new Set<() => void>();
  const set = (next: StorefrontState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getState: () => state,
    changeShop(change) {
      const shop = change(state.shop);
      if (shop !== state.shop) set({ ...state, shop });
    },
    changeOptions(change) {
      const options = change(state.options);
      if (options !== state.options) set({ ...state, options });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's one store; a server render makes one per request (entry-server.tsx), so renders never share state. */
export const shopStore = createShopStore();

export const ShopStoreContext = createContext<StorefrontStore>(shopStore);

export const useShopStore = (): StorefrontStore => useContext(ShopStoreContext);

/** A value read from the storefront state; the component re-renders when it changes (by identity). */
export function useShopState<T>(select: (state: StorefrontState) => T): T {
  const store = useShopStore();
  const read = () => select(store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
