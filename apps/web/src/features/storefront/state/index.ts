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
import { type AddOutcome, addItem, type CartItem, type LineStatus, lineStatus } from './cartRules';
import { countriesLoaded, deliveryTypesLoaded, optionsRestored, statesLoaded } from './optionsChanges';
import { changedCarts, loadPersisted, STORAGE_KEY, savePersisted } from './persistence';
import {
  cartsRestored,
  cartsSynced,
  catalogueFailed,
  catalogueLoaded,
  catalogueNotFound,
  catalogueRequested,
  categoriesLoaded,
  itemAdded,
} from './shopChanges';
import { type StorefrontState, type StorefrontStore, shopStore } from './store';

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
    shopStore.changeShop(cartsRestored(saved.carts));
    shopStore.changeOptions(optionsRestored(saved.options));
  }
  let lastCarts = shopStore.getState().shop.carts;
  let lastOptions = shopStore.getState().options;
  let adopting = false;
  shopStore.subscribe(() => {
    const { shop, options } = shopStore.getState();
    const carts = shop.carts;
    if (carts === lastCarts && options === lastOptions) return;
    const changed = changedCarts(lastCarts, carts);
    lastCarts = carts;
    lastOptions = options;
    // What another tab saved is already in storage: writing it back would only echo it.
    if (adopting) return;
    savePersisted({ carts, options }, changed);
  });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== STORAGE_KEY) return;
      const stored = loadPersisted();
      adopting = true;
      try {
        shopStore.changeShop(cartsSynced(stored?.carts ?? {}));
      } finally {
        adopting = false;
      }
    });
  }
}
startPersistence();

export const selectShop = (state: StorefrontState) => state.shop;
const EMPTY_CART: CartItem[] = [];
export const selectCart = (state: StorefrontState, shopUrl: string | null | undefined): CartItem[] =>
  (shopUrl && selectShop(state).carts[shopUrl]) || EMPTY_CART;

/** Whether this browser holds a cart with lines in any shop (the saved carts are restored on import). */
export const anyCartHasLines = (): boolean =>
  Object.values(selectShop(shopStore.getState()).carts).some((cart) => cart.length > 0);

/** Whether a stored cart line still matches the fresh catalogue ('ok' until the catalogue is loaded). */
export function statusOfLine(
  line: CartItem,
  products: readonly Product[],
  catalogueReady: boolean,
  shortage?: number,
): LineStatus {
  return catalogueReady ? lineStatus(line, products, shortage) : 'ok';
}

/**
 * Spec section 4 "Catalogue load": the shop (header, currency, address) and its categories; the
 * products come a page at a time (catalogue/useCataloguePage.ts). A shop already loaded is
 * reused unless `force` asks again.
 */
export async function loadCatalogue(store: StorefrontStore, shopUrl: string, force = false): Promise<void> {
  const current = store.getState().shop;
  if (!force && current.requested_url === shopUrl && current.status !== 'failed' && current.status !== 'idle') return;
  store.changeShop(catalogueRequested(shopUrl));
  const result = await getShop(shopUrl);
  if (result.kind === 'notFound') {
    store.changeShop(catalogueNotFound(shopUrl));
    return;
  }
  if (result.kind === 'failed') {
    store.changeShop(catalogueFailed(shopUrl));
    return;
  }
  store.changeShop(catalogueLoaded({ url: shopUrl, shop: result.value, products: [] }));
  const categories = await getProductCategories(result.value.shop_id);
  if (categories) store.changeShop(categoriesLoaded({ shopId: result.value.shop_id, categories }));
}

/**
 * The shop state a server render starts from: the server's per-request store gets it
 * before rendering, the browser's store before hydrating, so both render the same page.
 */
export function shopRendered(
  store: StorefrontStore,
  shopUrl: string,
  shop: Shop | undefined,
  categories: ProductCategory[] | undefined,
): void {
  store.changeShop(catalogueRequested(shopUrl));
  if (!shop) {
    store.changeShop(catalogueNotFound(shopUrl));
    return;
  }
  store.changeShop(catalogueLoaded({ url: shopUrl, shop, products: [] }));
  if (categories) store.changeShop(categoriesLoaded({ shopId: shop.shop_id, categories }));
}

/** A server-rendered page's shop state, from the answers it carries (before the page hydrates). */
function restoreServerRender(): void {
  const shopUrl = readBoot()?.shopUrl;
  if (!shopUrl) return;
  const shop = peek(shopCall(shopUrl));
  shopRendered(shopStore, shopUrl, shop, shop && peek(categoriesCall(shop.shop_id)));
}
restoreServerRender();

/** Adds to the shop's cart (at most `max` units of a tracked item) and tells which toast the shopper should see. */
export function addToCart(
  store: StorefrontStore,
  shopUrl: string,
  item: CartItem,
  max: number | null = null,
): AddOutcome {
  const { outcome } = addItem(selectCart(store.getState(), shopUrl), item, max);
  store.changeShop(itemAdded({ shopUrl, item, max }));
  return outcome;
}

export async function loadDeliveryTypes(store: StorefrontStore): Promise<boolean> {
  const list = await getDeliveryTypes();
  if (list) store.changeOptions(deliveryTypesLoaded(list));
  return list !== false;
}

export async function loadCountries(store: StorefrontStore): Promise<boolean> {
  const list = await getCountries();
  if (list) store.changeOptions(countriesLoaded(list));
  return list !== false;
}

export async function loadStates(store: StorefrontStore, countryId: number): Promise<boolean> {
  const states = await getStates(countryId);
  if (states) store.changeOptions(statesLoaded({ countryId, states }));
  return states !== false;
}

export { type CartItem, cartTotal, type LineStatus, lineKey } from './cartRules';
export * from './shopChanges';
export { createShopStore, ShopStoreContext, type StorefrontStore, useShopState, useShopStore } from './store';
