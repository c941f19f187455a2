import type { Product } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  type CartItem,
  cartTotal,
  clampQuantity,
  isSameLine,
  lineKey,
  lineStatus,
  MAX_QUANTITY,
  quantityLimit,
  quantityWithin,
  removeLine,
  setQuantity,
  unitsLeft,
} from './cartRules';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  product_id: 1,
  product_name: 'Nova X1',
  image_url: '/assets/phone.svg',
  quantity: 1,
  main_price: 100,
  selected_variant: [],
  ...over,
});
const v = (id: number, name = `V${id}`) =>
  [{ product_variant_id: id, product_variant_name: name }] as [
    { product_variant_id: number; product_variant_name: string },
  ];

describe('cart rules (spec section 4)', () => {
  it('adds a new item at the front and says "added"', () => {
    const first = addItem([], item());
    expect(first.outcome).toBe('added');
    const second = addItem(first.lines, item({ product_id: 2, product_name: 'Other' }));
    expect(second.outcome).toBe('added');
    expect(second.lines.map((l) => l.product_id)).toEqual([2, 1]);
  });

  it('same product without variant adds to the line quantity and says "updated"', () => {
    const { lines } = addItem([], item({ quantity: 2 }));
    const result = addItem(lines, item({ quantity: 3 }));
    expect(result.outcome).toBe('updated');
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0].quantity).toBe(5);
  });

  it('same product and same variant updates; a different variant is a new line', () => {
    const { lines } = addItem([], item({ selected_variant: v(10) }));
    const same = addItem(lines, item({ selected_variant: v(10) }));
    expect(same.outcome).toBe('updated');
    expect(same.lines[0].quantity).toBe(2);
    const other = addItem(same.lines, item({ selected_variant: v(11) }));
    expect(other.outcome).toBe('added');
    expect(other.lines.map(lineKey)).toEqual(['1:11', '1:10']);
  });

  it('a variant line and a no-variant line of one product are different lines', () => {
    const { lines } = addItem([], item({ selected_variant: v(10) }));
    const result = addItem(lines, item());
    expect(result.outcome).toBe('added');
    expect(result.lines).toHaveLength(2);
    expect(isSameLine(item(), item({ selected_variant: v(10) }))).toBe(false);
    expect(isSameLine(item({ product_id: 2 }), item())).toBe(false);
  });

  it('keeps the position of an updated line', () => {
    let lines = addItem([], item({ product_id: 1 })).lines;
    lines = addItem(lines, item({ product_id: 2 })).lines;
    lines = addItem(lines, item({ product_id: 1 })).lines;
    expect(lines.map((l) => [l.product_id, l.quantity])).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('removes only the line with that product and variant', () => {
    const lines = [item({ selected_variant: v(10) }), item()];
    expect(removeLine(lines, '1:10')).toEqual([item()]);
    expect(removeLine(lines, '1:')).toEqual([item({ selected_variant: v(10) })]);
    expect(removeLine(lines, '9:')).toEqual(lines);
  });

  it('updates a quantity, clamped to 1..999', () => {
    const lines = [item()];
    expect(setQuantity(lines, '1:', 7)[0].quantity).toBe(7);
    expect(setQuantity(lines, '1:', 0)[0].quantity).toBe(1);
    expect(setQuantity(lines, '1:', 5000)[0].quantity).toBe(999);
    expect(clampQuantity(Number.NaN)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(addItem([item({ quantity: 998 })], item({ quantity: 5 })).lines[0].quantity).toBe(999);
  });

  it('totals in minor units without floating-point drift', () => {
    expect(cartTotal([item({ main_price: 0.1, quantity: 3 }), item({ product_id: 2, main_price: 0.2 })], 'EUR')).toBe(
      0.5,
    );
    expect(cartTotal([], 'EUR')).toBe(0);
    // Whole yen are added as yen: no hundredths of a yen the order could not charge.
    expect(cartTotal([item({ main_price: 1234, quantity: 3 }), item({ product_id: 2, main_price: 5 })], 'JPY')).toBe(
      3707,
    );
  });
});

describe('checking a stored line against the fresh catalogue', () => {
  const product = (over: Partial<Product> = {}): Product => ({
    product_id: 1,
    product_name: 'Nova X1',
    description: '',
    main_price: 100,
    image_url: '',
    images: [],
    category_id: null,
    in_stock: true,
    stock_quantity: null,
    created_at: '2026-01-01T00:00:00.000Z',
    variants: [
      { product_variant_id: 10, product_variant_name: '128 GB', price: 120, stock_quantity: null, in_stock: true },
    ],
    ...over,
  });
  it('ok when product and price match', () => {
    expect(lineStatus(item(), [product()])).toBe('ok');
    expect(lineStatus(item({ main_price: 120, selected_variant: v(10) }), [product()])).toBe('ok');
  });
  it('gone when the product or its variant vanished', () => {
    expect(lineStatus(item(), [])).toBe('gone');
    expect(lineStatus(item({ selected_variant: v(99) }), [product()])).toBe('gone');
  });
  it('priceChanged when the price differs, outOfStock when it is out of stock', () => {
    expect(lineStatus(item({ main_price: 90 }), [product()])).toBe('priceChanged');
    expect(lineStatus(item({ main_price: 100, selected_variant: v(10) }), [product()])).toBe('priceChanged');
    expect(lineStatus(item(), [product({ in_stock: false })])).toBe('outOfStock');
  });
  it('short when fewer units are left than the line holds; outOfStock when none or the variant sold out', () => {
    const counted = product({ stock_quantity: 2, variants: [] });
    expect(lineStatus(item({ quantity: 2 }), [counted])).toBe('ok');
    expect(lineStatus(item({ quantity: 3 }), [counted])).toBe('short');
    expect(unitsLeft(item({ quantity: 3 }), [counted])).toBe(2);
    expect(lineStatus(item({ quantity: 1 }), [product({ stock_quantity: 0, variants: [] })])).toBe('outOfStock');
    const soldOutVariant = product({
      variants: [
        { product_variant_id: 10, product_variant_name: '128 GB', price: 120, stock_quantity: 0, in_stock: false },
      ],
    });
    expect(lineStatus(item({ main_price: 120, selected_variant: v(10) }), [soldOutVariant])).toBe('outOfStock');
  });
  it("a refused order's figure wins over the catalogue read before it", () => {
    const counted = product({ stock_quantity: 5, variants: [] });
    expect(lineStatus(item({ quantity: 3 }), [counted], 1)).toBe('short');
    expect(unitsLeft(item({ quantity: 3 }), [counted], 1)).toBe(1);
    expect(lineStatus(item({ quantity: 1 }), [counted], 1)).toBe('ok');
  });
});

describe('the cart never holds more than is left', () => {
  it('stops a new line and a growing line at the units left, and says so', () => {
    const first = addItem([], item({ quantity: 5 }), 2);
    expect(first).toMatchObject({ outcome: 'limited', lines: [{ quantity: 2 }] });
    const again = addItem(first.lines, item({ quantity: 1 }), 2);
    expect(again).toMatchObject({ outcome: 'limited', lines: [{ quantity: 2 }] });
    const roomy = addItem([], item({ quantity: 2 }), 3);
    expect(addItem(roomy.lines, item(), 3)).toMatchObject({ outcome: 'updated', lines: [{ quantity: 3 }] });
    expect(addItem([], item({ quantity: 4 }), null)).toMatchObject({ outcome: 'added', lines: [{ quantity: 4 }] });
  });
});

describe("a line's quantity, as the cart page's box and the dropdown's − and + set it", () => {
  it('stays within 1 and the order limit for an untracked item', () => {
    expect(quantityLimit(null)).toBe(MAX_QUANTITY);
    expect(quantityWithin(0, null)).toBe(1);
    expect(quantityWithin(5, null)).toBe(5);
    expect(quantityWithin(MAX_QUANTITY + 1, null)).toBe(MAX_QUANTITY);
    expect(quantityWithin(2.7, null)).toBe(2);
  });

  it('never goes past what is left of a tracked item', () => {
    expect(quantityLimit(3)).toBe(3);
    expect(quantityWithin(4, 3)).toBe(3);
    expect(quantityWithin(2, 3)).toBe(2);
    // Sold out: the line keeps one, marked at checkout, never more.
    expect(quantityLimit(0)).toBe(1);
    expect(quantityWithin(5, 0)).toBe(1);
  });
});
