import { act, render } from '@testing-library/react';
import type { Product, Shop } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { addToCart, type CartItem, createShopStore, productsSeen, ShopStoreContext, shopRendered } from '../state';
import { useShopView, useStorefront } from './useStorefront';

const shop = {
  shop_id: 7,
  shop_name: 'Test Shop',
  shop_catalogue_url: 'test-shop',
  shop_catalogue_header: '',
  currency_code: 'USD',
} as unknown as Shop;

const product = { product_id: 1, product_name: 'Loaf', main_price: 5, variants: [] } as unknown as Product;

const item: CartItem = {
  product_id: 1,
  product_name: 'Loaf',
  image_url: '',
  quantity: 1,
  main_price: 5,
  selected_variant: [],
};

/**
 * A shop's grid (reads the shop view) and navbar (reads the shop with its cart), rendered on a store
 * with the shop loaded and settled: how often each renders, and the navbar's cart length.
 */
async function renderGridAndNavbar() {
  const store = createShopStore();
  shopRendered(store, 'test-shop', shop, []);
  const renders = { view: 0, storefront: 0 };
  const seen = { cartLength: -1 };
  function Grid() {
    renders.view += 1;
    return <p>{useShopView().shop.shop_name}</p>;
  }
  function Navbar() {
    renders.storefront += 1;
    seen.cartLength = useStorefront().cart.length;
    return null;
  }
  render(
    <ShopStoreContext.Provider value={store}>
      <Grid />
      <Navbar />
    </ShopStoreContext.Provider>,
  );
  // Settle the first renders (the header's parse, the hydrated flag).
  await act(async () => undefined);
  return { store, renders, seen, before: { ...renders } };
}

/**
 * A tap on Add to cart must show in the badge at once on a slow phone. The catalogue's
 * page reads the shop without the cart, so adding to the cart renders the navbar again, not the
 * grid of cards.
 */
describe('useShopView and useStorefront', () => {
  it('a cart change renders what reads the cart again, and not what reads only the shop', async () => {
    const { store, renders, seen, before } = await renderGridAndNavbar();
    expect(seen.cartLength).toBe(0);

    act(() => {
      addToCart(store, 'test-shop', item);
    });
    expect(seen.cartLength).toBe(1);
    expect(renders.storefront).toBeGreaterThan(before.storefront);
    expect(renders.view).toBe(before.view);
  });

  it('the products a page has seen render nothing again that reads the shop', async () => {
    const { store, renders, before } = await renderGridAndNavbar();

    // What a catalogue page does once it has hydrated (useCataloguePage.ts): the store's forced
    // update had rendered the whole page again in one task.
    act(() => {
      store.changeShop(productsSeen({ shopId: 7, products: [product] }));
    });
    expect(store.getState().shop.products).toEqual([product]);
    expect(renders).toEqual(before);
  });
});
