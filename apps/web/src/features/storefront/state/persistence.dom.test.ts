import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from './cartRules';
import { changedCarts, loadPersisted, STORAGE_KEY, savePersisted, validatePersisted } from './persistence';

const options = {
  country_list: [{ id: 1, country_name: 'India', iso_code: 'IN' }],
  state_list: {},
  delivery_types: [],
};
const line: CartItem = {
  product_id: 1,
  product_name: 'Bread',
  image_url: '/a.svg',
  quantity: 2,
  main_price: 3.5,
  selected_variant: [{ product_variant_id: 4, product_variant_name: 'Big' }],
};

afterEach(() => localStorage.clear());

describe('cart persistence', () => {
  it('round-trips carts and option lists under a versioned key', () => {
    savePersisted({ carts: { bakery: [line] }, options });
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEY]);
    expect(loadPersisted()).toEqual({ carts: { bakery: [line] }, options });
  });

  it('keeps carts saved beside a country list from before iso_code', () => {
    const older = { ...options, country_list: [{ id: 1, country_name: 'India' }] };
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 1, carts: { bakery: [line] }, options: older }));
    expect(loadPersisted()?.carts).toEqual({ bakery: [line] });
  });

  it.each([
    ['not JSON', '{oops'],
    ['an old version', JSON.stringify({ version: 0, carts: {}, options })],
    ['a negative quantity', JSON.stringify({ version: 1, carts: { a: [{ ...line, quantity: -1 }] }, options })],
    ['a string price', JSON.stringify({ version: 1, carts: { a: [{ ...line, main_price: '3' }] }, options })],
    [
      'two variants',
      JSON.stringify({
        version: 1,
        carts: { a: [{ ...line, selected_variant: [line.selected_variant[0], line.selected_variant[0]] as unknown }] },
        options,
      }),
    ],
    ['a list instead of carts', JSON.stringify({ version: 1, carts: [], options })],
    ['null', 'null'],
  ])('drops %s and removes it, without throwing', (_label, raw) => {
    localStorage.setItem(STORAGE_KEY, raw);
    expect(loadPersisted()).toBeUndefined();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("writes only the carts this tab changed, keeping another tab's carts as stored", () => {
    const other: CartItem = { ...line, product_id: 2, product_name: 'Cake', selected_variant: [] };
    // Another tab saved a cake in the bakery cart and something in the deli cart.
    savePersisted({ carts: { bakery: [other], deli: [line] }, options });
    // This tab still holds its older view of both, and changed only the deli cart.
    savePersisted({ carts: { bakery: [], deli: [line, other] }, options }, ['deli']);
    expect(loadPersisted()?.carts).toEqual({ bakery: [other], deli: [line, other] });
  });

  it('names the carts that changed between two snapshots', () => {
    const a = [line];
    expect(changedCarts({ x: a, y: a }, { x: a, y: [line], z: [] })).toEqual(['y', 'z']);
    expect(changedCarts(undefined, { x: a })).toEqual(['x']);
    expect(changedCarts({ x: a }, {})).toEqual(['x']);
  });

  it('removes entries of older, unversioned keys', () => {
    localStorage.setItem('vitrine.cart', '[]');
    loadPersisted();
    expect(localStorage.getItem('vitrine.cart')).toBeNull();
  });

  it('accepts a line without variant', () => {
    expect(validatePersisted({ version: 1, carts: { a: [{ ...line, selected_variant: [] }] }, options })).toBeTruthy();
  });
});
