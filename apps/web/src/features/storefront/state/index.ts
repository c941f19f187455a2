import type { WithSlice } from '@reduxjs/toolkit';
import type { Product, ProductCategory, Shop } from '@vitrine/contracts';
import {
  categoriesCall,
  getCountries,
  getDeliveryTypes,
  getProductCategories,
  getShop,
  getStates,
  peek,
  shopCall,
} from '../../../api/storefront';
import { readBoot } from '../../../ssr/boot';
import { type AppDispatch, type RootState, rootReducer, store } from '../../../store';
import { type AddOutcome, type CartItem, isSameLine, type LineStatus, lineStatus } from './cartRules';
import { countriesLoaded, deliveryTypesLoaded, optionsRestored, optionsSlice, statesLoaded } from './optionsSlice';
import { changedCarts, loadPersisted, STORAGE_KEY, savePersisted } from './persistence';
import {
  cartsRestored,
  cartsSynced,
  catalogueFailed,
  catalogueLoaded,
  catalogueNotFound,
  catalogueRequested,
  categoriesLoaded,
  initialShopState,
  itemAdded,
  shopSlice,
} from './shopSlice';

declare module '../../../store' {
  export interface LazyLoadedSlices extends WithSlice<typeof shopSlice>, WithSlice<typeof optionsSlice> {}
}

// The storefront's state joins the store when its code loads, so other areas never carry it.
rootReducer.inject(shopSlice);
rootReducer.inject(optionsSlice);

let persistenceStarted = false;
/**
 * Restores the saved carts and option lists once, then saves them whenever they change: only
 * the carts this tab changed. Another tab's save arrives as a `storage` event and is adopted,
 * so two tabs of one shop add to one cart instead of overwriting each other.
 */
export function startPersistence(): void {
  if (persistenceStarted) return;
  persistenceStarted = true;
  const saved = loadPersisted();
  if (saved) {
    store.dispatch(cartsRestored(saved.carts));
    store.dispatch(optionsRestored(saved.options));
  }
  const read = () => store.getState() as RootState;
  let lastCarts = read().shop?.carts;
  let lastOptions = read().options;
  let adopting = false;
  store.subscribe(() => {
    const state = read();
    const carts = state.shop?.carts;
    const options = state.options;
    if (carts === lastCarts && options === lastOptions) return;
    const changed = carts ? changedCarts(lastCarts, carts) : [];
    lastCarts = carts;
    lastOptions = options;
    // What another tab saved is already in storage: writing it back would only echo it.
    if (adopting) return;
    if (carts && options) savePersisted({ carts, options }, changed);
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== STORAGE_KEY) return;
      const stored = loadPersisted();
      adopting = true;
      try {
        store.dispatch(cartsSynced(stored?.carts ?? {}));
      } finally {
        adopting = false;
      }
    });
  }
}
startPersistence();

export const selectShop = (state: RootState) => state.shop ?? initialShopState;
const EMPTY_CART: CartItem[] = [];
export const selectCart = (state: RootState, shopUrl: string | null | undefined): CartItem[] =>
  (shopUrl && selectShop(state).carts[shopUrl]) || EMPTY_CART;

/** Whether a stored cart line still matches the fresh catalogue ('ok' until the catalogue is loaded). */
export function statusOfLine(line: CartItem, products: readonly Product[], catalogueReady: boolean): LineStatus {
  return catalogueReady ? lineStatus(line, products) : 'ok';
}

type Thunk<R = void> = (dispatch: AppDispatch, getState: () => RootState) => R;

/**
 * Spec section 4 "Catalogue load": the shop (header, currency, address) and its categories; the
 * products come a page at a time (catalogue/useCataloguePage.ts). A shop already loaded is
 * reused unless `force` asks again.
 */
export const loadCatalogue =
  (shopUrl: string, force = false): Thunk<Promise<void>> =>
  async (dispatch, getState) => {
    const current = selectShop(getState());
    if (!force && current.requested_url === shopUrl && current.status !== 'failed' && current.status !== 'idle') return;
    dispatch(catalogueRequested(shopUrl));
    const result = await getShop(shopUrl);
    if (result.kind === 'notFound') {
      dispatch(catalogueNotFound(shopUrl));
      return;
    }
    if (result.kind === 'failed') {
      dispatch(catalogueFailed(shopUrl));
      return;
    }
    dispatch(catalogueLoaded({ url: shopUrl, shop: result.value, products: [] }));
    const categories = await getProductCategories(result.value.shop_id);
    if (categories) dispatch(categoriesLoaded({ shopId: result.value.shop_id, categories }));
  };

/**
 * The shop state a server render starts from (issue 11): the server's per-request store gets it
 * before rendering, the browser's store before hydrating, so both render the same page.
 */
export const shopRendered =
  (shopUrl: string, shop: Shop | undefined, categories: ProductCategory[] | undefined): Thunk =>
  (dispatch) => {
    dispatch(catalogueRequested(shopUrl));
    if (!shop) {
      dispatch(catalogueNotFound(shopUrl));
      return;
    }
    dispatch(catalogueLoaded({ url: shopUrl, shop, products: [] }));
    if (categories) dispatch(categoriesLoaded({ shopId: shop.shop_id, categories }));
  };

/** A server-rendered page's shop state, from the answers it carries (before the page hydrates). */
function restoreServerRender(): void {
  const shopUrl = readBoot()?.shopUrl;
  if (!shopUrl) return;
  const shop = peek(shopCall(shopUrl));
  store.dispatch(shopRendered(shopUrl, shop, shop && peek(categoriesCall(shop.shop_id))));
}
restoreServerRender();

/** Adds to the shop's cart and tells which toast the shopper should see. */
export const addToCart =
  (shopUrl: string, item: CartItem): Thunk<AddOutcome> =>
  (dispatch, getState) => {
    const outcome: AddOutcome = selectCart(getState(), shopUrl).some((line) => isSameLine(line, item))
      ? 'updated'
      : 'added';
    dispatch(itemAdded({ shopUrl, item }));
    return outcome;
  };

export const loadDeliveryTypes = (): Thunk<Promise<boolean>> => async (dispatch) => {
  const list = await getDeliveryTypes();
  if (list) dispatch(deliveryTypesLoaded(list));
  return list !== false;
};

export const loadCountries = (): Thunk<Promise<boolean>> => async (dispatch) => {
  const list = await getCountries();
  if (list) dispatch(countriesLoaded(list));
  return list !== false;
};

export const loadStates =
  (countryId: number): Thunk<Promise<boolean>> =>
  async (dispatch) => {
    const states = await getStates(countryId);
    if (states) dispatch(statesLoaded({ countryId, states }));
    return states !== false;
  };

export { type CartItem, cartTotal, type LineStatus, lineKey } from './cartRules';
export * from './shopSlice';
