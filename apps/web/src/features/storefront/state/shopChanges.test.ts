import type { Shop } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cartRules';
import {
  cartCleared,
  cartEnsured,
  catalogueFailed,
  catalogueLoaded,
  catalogueNotFound,
  catalogueRequested,
  initialShopState,
  itemAdded,
  itemRemoved,
  quantityUpdated,
  type ShopChange,
  type ShopState,
} from './shopChanges';

const reduce = (state: ShopState, change: ShopChange) => change(state);
const shop = { shop_id: 7, shop_catalogue_url: 'corner-bakery', currency_code: 'USD' } as Shop;
const item: CartItem = {
  product_id: 1,
  product_name: 'Bread',
  image_url: '',
  quantity: 1,
  main_price: 3,
  selected_variant: [],
};

describe('shop state', () => {
  it('defaults delivery_type to cod', () => expect(initialShopState.delivery_type).toBe('cod'));

  it('records a found catalogue: validity, shop, products, id and identifier, and a cart for it', () => {
    let state = reduce(initialShopState, catalogueRequested('corner-bakery'));
    expect(state.status).toBe('loading');
    state = reduce(state, catalogueLoaded({ url: 'corner-bakery', shop, products: [] }));
    expect(state).toMatchObject({
      is_valid_shop: true,
      shop_id: 7,
      shop_catalogue_url: 'corner-bakery',
      status: 'ready',
      carts: { 'corner-bakery': [] },
    });
  });

  it('records a missing catalogue as not valid, and a failure without forgetting the cart', () => {
    let state = reduce(initialShopState, catalogueRequested('nope'));
    state = reduce(state, catalogueNotFound('nope'));
    expect(state.is_valid_shop).toBe(false);
    expect(state.status).toBe('notFound');
    state = reduce(state, catalogueRequested('x'));
    state = reduce(state, catalogueFailed('x'));
    expect(state.status).toBe('failed');
  });

  it('ignores a late answer for a shop no longer requested', () => {
    let state = reduce(initialShopState, catalogueRequested('a'));
    state = reduce(state, catalogueRequested('b'));
    state = reduce(state, catalogueLoaded({ url: 'a', shop, products: [] }));
    expect(state.status).toBe('loading');
    expect(state.shop_data).toBeNull();
  });

  it("keeps one cart per shop: shop A's lines never show in shop B", () => {
    let state = reduce(initialShopState, itemAdded({ shopUrl: 'a', item }));
    state = reduce(state, cartEnsured('b'));
    expect(state.carts.a).toHaveLength(1);
    expect(state.carts.b).toEqual([]);
    state = reduce(state, quantityUpdated({ shopUrl: 'a', key: '1:', quantity: 4 }));
    expect(state.carts.a[0].quantity).toBe(4);
    state = reduce(state, itemRemoved({ shopUrl: 'a', key: '1:' }));
    expect(state.carts.a).toEqual([]);
    state = reduce(state, itemAdded({ shopUrl: 'b', item }));
    state = reduce(state, cartCleared('b'));
    expect(state.carts.b).toEqual([]);
  });

  it('ensuring a cart keeps an existing one', () => {
    let state = reduce(initialShopState, itemAdded({ shopUrl: 'a', item }));
    state = reduce(state, cartEnsured('a'));
    expect(state.carts.a).toHaveLength(1);
  });
});
