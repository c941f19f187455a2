import type { ProductCategory, Shop } from '@vitrine/contracts';
import { formatPrice } from '@vitrine/contracts/currency';
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/shop';
import { useCatalogueHeader } from '../shared/headerSource';
import type { CatalogueHeader } from '../shared/headerStyle';
import { useHydrated } from '../shared/serverRender';
import { type CartItem, selectCart, useShopState } from '../state';

/** What a page shows of its shop, without the cart (see useShopView). */
export type ShopView = Omit<StorefrontData, 'cart'>;

export interface StorefrontData {
  shopUrl: string;
  shop: Shop;
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
  const view = useShopView();
  // The saved cart is the browser's: the server renders an empty one, and hydration matches it first.
  const hydrated = useHydrated();
  const cart = useShopState((s) => selectCart(s, hydrated ? view.shopUrl : null));
  return { ...view, cart };
}

/**
 * The shop as a page shows it, read part by part: a cart change (a tap on Add to cart) does not
 * render again a page that reads only this, such as the catalogue's grid of cards, so the tap shows at once on a slow phone.
 * Nor do the products the store has seen (a product page reads those itself, useProduct.ts): a
 * catalogue page adds its products there once it has hydrated, and the store's forced update
 * rendered the whole page again in one task.
 */
export function useShopView(): ShopView {
  const shop = useShopState((s) => s.shop.shop_data) as Shop;
  const storedUrl = useShopState((s) => s.shop.shop_catalogue_url);
  const categories = useShopState((s) => s.shop.categories);
  const { language } = useTranslation();
  const shopUrl = storedUrl ?? shop.shop_catalogue_url;
  const header = useCatalogueHeader(shopUrl, shop.shop_catalogue_header);
  const currency = shop.currency_code;
  const price = useMemo(() => (amount: number) => formatPrice(amount, currency, language), [currency, language]);
  return useMemo(() => ({ shopUrl, shop, categories, header, price }), [shopUrl, shop, categories, header, price]);
}
