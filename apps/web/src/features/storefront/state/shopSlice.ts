import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

export const shopSlice = createSlice({
  name: 'shop',
  initialState: initialShopState,
  reducers: {
    catalogueRequested(state, action: PayloadAction<string>) {
      state.requested_url = action.payload;
      state.status = 'loading';
    },
    /** Spec section 4: record whether the catalogue was found, then the shop, products, id and identifier. */
    catalogueLoaded(state, action: PayloadAction<{ url: string; shop: Shop; products: Product[] }>) {
      if (state.requested_url !== action.payload.url) return;
      state.is_valid_shop = true;
      state.shop_data = action.payload.shop;
      state.products = action.payload.products;
      state.shop_id = action.payload.shop.shop_id;
      state.shop_catalogue_url = action.payload.shop.shop_catalogue_url;
      state.categories = [];
      state.status = 'ready';
      state.carts[action.payload.shop.shop_catalogue_url] ??= [];
    },
    catalogueNotFound(state, action: PayloadAction<string>) {
      if (state.requested_url !== action.payload) return;
      state.is_valid_shop = false;
      state.shop_data = null;
      state.products = [];
      state.categories = [];
      state.shop_id = null;
      state.shop_catalogue_url = null;
      state.status = 'notFound';
    },
    catalogueFailed(state, action: PayloadAction<string>) {
      if (state.requested_url !== action.payload) return;
      state.status = 'failed';
    },
    /**
     * Products the shopper has been shown (pages, product pages, the cart's check), newest answer
     * first: what the cart and the product links know of the shop's list, which is never loaded whole.
     */
    productsSeen(state, action: PayloadAction<{ shopId: number; products: Product[] }>) {
      if (state.shop_id !== action.payload.shopId || !action.payload.products.length) return;
      const fresh = new Set(action.payload.products.map((p) => p.product_id));
      // Frozen before they enter the store, so Immer does not walk (and freeze) every product one by one.
      state.products = Object.freeze([
        ...action.payload.products,
        ...state.products.filter((p) => !fresh.has(p.product_id)),
      ]) as Product[];
    },
    categoriesLoaded(state, action: PayloadAction<{ shopId: number; categories: ProductCategory[] }>) {
      if (state.shop_id === action.payload.shopId) state.categories = action.payload.categories;
    },
    deliveryTypeChosen(state, action: PayloadAction<string>) {
      state.delivery_type = action.payload;
    },
    cartEnsured(state, action: PayloadAction<string>) {
      state.carts[action.payload] ??= [];
    },
    itemAdded(state, action: PayloadAction<{ shopUrl: string; item: CartItem }>) {
      const { shopUrl, item } = action.payload;
      state.carts[shopUrl] = addItem(state.carts[shopUrl] ?? [], item).lines;
    },
    itemRemoved(state, action: PayloadAction<LinePayload>) {
      const { shopUrl, key } = action.payload;
      state.carts[shopUrl] = removeLine(state.carts[shopUrl] ?? [], key);
    },
    quantityUpdated(state, action: PayloadAction<LinePayload & { quantity: number }>) {
      const { shopUrl, key, quantity } = action.payload;
      state.carts[shopUrl] = setQuantity(state.carts[shopUrl] ?? [], key, quantity);
    },
    /** The shopper accepts today's price for a line whose price changed. */
    linePriceRefreshed(state, action: PayloadAction<LinePayload & { price: number }>) {
      const { shopUrl, key, price } = action.payload;
      state.carts[shopUrl] = (state.carts[shopUrl] ?? []).map((line) =>
        lineKey(line) === key ? { ...line, main_price: price } : line,
      );
    },
    cartCleared(state, action: PayloadAction<string>) {
      state.carts[action.payload] = [];
    },
    cartsRestored(state, action: PayloadAction<Record<string, CartItem[]>>) {
      state.carts = { ...action.payload, ...state.carts };
    },
    /** Another tab saved the carts: they are the newest truth (each tab saves only carts it changed). */
    cartsSynced(state, action: PayloadAction<Record<string, CartItem[]>>) {
      const next: Record<string, CartItem[]> = {};
      for (const url of new Set([...Object.keys(state.carts), ...Object.keys(action.payload)])) {
        const stored = action.payload[url] ?? [];
        // Unchanged carts keep their identity, so nothing re-renders or is saved again.
        next[url] =
          JSON.stringify(stored) === JSON.stringify(state.carts[url] ?? []) ? (state.carts[url] ?? stored) : stored;
      }
      state.carts = next;
    },
  },
});

export const {
  catalogueRequested,
  catalogueLoaded,
  catalogueNotFound,
  catalogueFailed,
  categoriesLoaded,
  productsSeen,
  deliveryTypeChosen,
  cartEnsured,
  itemAdded,
  itemRemoved,
  quantityUpdated,
  linePriceRefreshed,
  cartCleared,
  cartsRestored,
  cartsSynced,
} = shopSlice.actions;
