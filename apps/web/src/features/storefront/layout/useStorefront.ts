import type { Product, ProductCategory, Shop } from '@vitrine/contracts';
import { formatPrice } from '@vitrine/contracts/currency';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/shop';
import { useCatalogueHeader } from '../shared/headerSource';
import type { CatalogueHeader } from '../shared/headerStyle';
import { useHydrated } from '../shared/serverRender';
import { type CartItem, selectCart, selectShop, useShopState } from '../state';

export interface StorefrontData {
  shopUrl: string;
  shop: Shop;
  products: Product[];
  categories: ProductCategory[];
  /** Null while the shared parser loads (see headerSource.ts). */
  header: CatalogueHeader | null;
  cart: CartItem[];
  price: (amount: number) => string;
}

/**
 * What every storefront page reads once the layout has loaded the shop. The catalogue URL
 * always comes from the shop state (spec section 2), never from the address bar.
 */
export function useStorefront(): StorefrontData {
  const state = useShopState(selectShop);
  const { language } = useTranslation();
  const shop = state.shop_data as Shop;
  const shopUrl = state.shop_catalogue_url ?? shop.shop_catalogue_url;
  // The saved cart is the browser's: the server renders an empty one, and hydration matches it first.
  const hydrated = useHydrated();
  const cart = useShopState((s) => selectCart(s, hydrated ? shopUrl : null));
  const header = useCatalogueHeader(shopUrl, shop.shop_catalogue_header);
  const currency = shop.currency_code;
  const price = useMemo(() => (amount: number) => formatPrice(amount, currency, language), [currency, language]);
  return { shopUrl, shop, products: state.products, categories: state.categories, header, cart, price };
}
