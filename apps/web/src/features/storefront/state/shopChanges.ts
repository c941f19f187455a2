import type { Product, ProductCategory, Shop } from '@vitrine/contracts';
import { addItem, type CartItem, lineKey, removeLine, setQuantity } from './cartRules';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'notFound' | 'failed';

/** Spec section 3 "Shop state", plus where the current load stands. */
export interface ShopState {
  shop_data: Shop | null;
  products: Product[];
  categories: ProductCategory[];
  /** null until the first answer arrives. */
  is_valid_shop: boolean | null;
  shop_id: number | null;
  /** The catalogue identifier the state belongs to: every storefront link is built from it. */
  shop_catalogue_url: string | null;
  delivery_type: string;
  /** Carts keyed by shop catalogue URL: shop A's cart never shows in shop B. */
  carts: Record<string, CartItem[]>;
  status: LoadStatus;
  /** The URL being loaded (or last loaded), so a late answer for another shop is ignored. */
  requested_url: string | null;
}

export const initialShopState: ShopState = {
  shop_data: null,
  products: [],
  categories: [],
  is_valid_shop: null,
  shop_id: null,
  shop_catalogue_url: null,
  delivery_type: 'cod',
  carts: {},
  status: 'idle',
  requested_url: null,
};

interface LinePayload {
  shopUrl: string;
  key: string;
}

/**
 * A change to the shop state: the state before in, the state after out (the same object when
 * nothing changed, so nothing re-renders). Plain functions instead of Redux Toolkit's slices keep
 * Redux, Immer and RTK off a shop page's first download, which must stay within its script budget.
 */
export type ShopChange = (state: ShopState) => ShopState;

const setCart = (state: ShopState, shopUrl: string, lines: CartItem[]): ShopState => ({
  ...state,
  carts: { ...state.carts, [shopUrl]: lines },
});

export const catalogueRequested =
  (url: string): ShopChange =>
  (state) => ({ ...state, requested_url: url, status: 'loading' });

/** Spec section 4: record whether the catalogue was found, then the shop, products, id and identifier. */
export const catalogueLoaded =
  ({ url, shop, products }: { url: string; shop: Shop; products: Product[] }): ShopChange =>
  (state) => {
    if (state.requested_url !== url) return state;
    const cartUrl = shop.shop_catalogue_url;
    return {
      ...state,
      is_valid_shop: true,
      shop_data: shop,
      products,
      shop_id: shop.shop_id,
      shop_catalogue_url: cartUrl,
      categories: [],
      status: 'ready',
      carts: state.carts[cartUrl] ? state.carts : { ...state.carts, [cartUrl]: [] },
    };
  };

export const catalogueNotFound =
  (url: string): ShopChange =>
  (state) =>
    state.requested_url !== url
      ? state
      : {
          ...state,
          is_valid_shop: false,
          shop_data: null,
          products: [],
          categories: [],
          shop_id: null,
          shop_catalogue_url: null,
          status: 'notFound',
        };

export const catalogueFailed =
  (url: string): ShopChange =>
  (state) =>
    state.requested_url !== url ? state : { ...state, status: 'failed' };

/**
 * Products the shopper has been shown (pages, product pages, the cart's check), newest answer
 * first: what the cart and the product links know of the shop's list, which is never loaded whole.
 */
export const productsSeen =
  ({ shopId, products }: { shopId: number; products: Product[] }): ShopChange =>
  (state) => {
    if (state.shop_id !== shopId || !products.length) return state;
    const fresh = new Set(products.map((p) => p.product_id));
    return { ...state, products: [...products, ...state.products.filter((p) => !fresh.has(p.product_id))] };
  };

export const categoriesLoaded =
  ({ shopId, categories }: { shopId: number; categories: ProductCategory[] }): ShopChange =>
  (state) =>
    state.shop_id === shopId ? { ...state, categories } : state;

export const deliveryTypeChosen =
  (code: string): ShopChange =>
  (state) => ({ ...state, delivery_type: code });

export const cartEnsured =
  (shopUrl: string): ShopChange =>
  (state) =>
    state.carts[shopUrl] ? state : setCart(state, shopUrl, []);

export const itemAdded =
  ({ shopUrl, item, max = null }: { shopUrl: string; item: CartItem; max?: number | null }): ShopChange =>
  (state) =>
    setCart(state, shopUrl, addItem(state.carts[shopUrl] ?? [], item, max).lines);

export const itemRemoved =
  ({ shopUrl, key }: LinePayload): ShopChange =>
  (state) =>
    setCart(state, shopUrl, removeLine(state.carts[shopUrl] ?? [], key));

export const quantityUpdated =
  ({ shopUrl, key, quantity }: LinePayload & { quantity: number }): ShopChange =>
  (state) =>
    setCart(state, shopUrl, setQuantity(state.carts[shopUrl] ?? [], key, quantity));

/** The shopper accepts today's price for a line whose price changed. */
export const linePriceRefreshed =
  ({ shopUrl, key, price }: LinePayload & { price: number }): ShopChange =>
  (state) =>
    setCart(
      state,
      shopUrl,
      (state.carts[shopUrl] ?? []).map((line) => (lineKey(line) === key ? { ...line, main_price: price } : line)),
    );

export const cartCleared =
  (shopUrl: string): ShopChange =>
  (state) =>
    setCart(state, shopUrl, []);

export const cartsRestored =
  (carts: Record<string, CartItem[]>): ShopChange =>
  (state) => ({ ...state, carts: { ...carts, ...state.carts } });

/** Another tab saved the carts: they are the newest truth (each tab saves only carts it changed). */
export const cartsSynced =
  (stored: Record<string, CartItem[]>): ShopChange =>
  (state) => {
    const next: Record<string, CartItem[]> = {};
    let changed = false;
    for (const url of new Set([...Object.keys(state.carts), ...Object.keys(stored)])) {
      const lines = stored[url] ?? [];
      // Unchanged carts keep their identity, so nothing re-renders or is saved again.
      const same = JSON.stringify(lines) === JSON.stringify(state.carts[url] ?? []);
      next[url] = same ? (state.carts[url] ?? lines) : lines;
      if (next[url] !== state.carts[url]) changed = true;
    }
    return changed ? { ...state, carts: next } : state;
  };
