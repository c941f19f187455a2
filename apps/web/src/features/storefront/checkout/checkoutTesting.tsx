import type { Shop } from '@vitrine/contracts';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import storefront from '../../../i18n/locales/en/storefront.json';
import order from '../../../i18n/locales/en/storefrontOrder.json';
import { TranslatorContext } from '../../../i18n/shop';
import { createTranslator } from '../../../i18n/shop/translator';
import type { StorefrontData } from '../layout/useStorefront';
import { type CartItem, createShopStore, ShopStoreContext, type StorefrontStore, shopRendered } from '../state';

/** The checkout's component tests: the storefront's English strings, a shop, its store and a router. */

export function english() {
  const translator = createTranslator('en', 'en');
  translator.add('en', 'storefront', storefront);
  translator.add('en', 'storefrontOrder', order);
  return translator;
}

export const testShop = {
  shop_id: 7,
  shop_name: 'Corner Bakery',
  shop_catalogue_url: 'corner-bakery',
  shop_catalogue_header: '',
  currency_code: 'USD',
  shop_country_id: 1,
  mobile_phone_primary: '+1 555 0100',
  payment_methods: ['cod'],
  delivery: {
    pickup: { enabled: true, hours: '' },
    delivery: { enabled: true, zones: [], outside: { mode: 'fee', fee: 0 } },
  },
} as unknown as Shop;

export const loaf: CartItem = {
  product_id: 1,
  product_name: 'Loaf',
  image_url: '',
  quantity: 2,
  main_price: 5,
  selected_variant: [],
};

export function storefrontData(cart: CartItem[] = [loaf]): StorefrontData {
  return {
    shopUrl: 'corner-bakery',
    shop: testShop,
    categories: [],
    header: null,
    cart,
    price: (amount) => `$${amount.toFixed(2)}`,
  };
}

/** Where the router is now, shown for the test to read. */
function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** `ui` on the checkout's route, with the shop in a fresh store; the store is returned for the test to read. */
export function withShop(ui: ReactNode): { ui: ReactNode; store: StorefrontStore } {
  const store = createShopStore();
  shopRendered(store, 'corner-bakery', testShop, []);
  return {
    store,
    ui: (
      <TranslatorContext.Provider value={english()}>
        <ShopStoreContext.Provider value={store}>
          <MemoryRouter initialEntries={['/corner-bakery/checkout']}>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
            <Location />
          </MemoryRouter>
        </ShopStoreContext.Provider>
      </TranslatorContext.Provider>
    ),
  };
}
