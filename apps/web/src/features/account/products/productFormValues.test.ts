import type { OwnerProduct } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { conflictFigures, placedErrors, shownOf, toProductInput, toValues, type Values } from './productFormValues';

const saved = {
  product_id: 7,
  product_name: 'Mug',
  sku: null,
  description: '',
  main_price: 12.5,
  category_id: null,
  in_stock: true,
  is_active: true,
  stock_quantity: 4,
  image_url: '',
  images: [],
  variants: [
    { product_variant_id: 31, product_variant_name: 'Red', sku: 'R', price: 12.5, stock_quantity: 3 },
    { product_variant_id: 32, product_variant_name: 'Blue', sku: null, price: 13, stock_quantity: null },
  ],
} as unknown as OwnerProduct;

const edited = (change: (values: Values) => void): Values => {
  const values = toValues(saved);
  change(values);
  return values;
};

describe('the product form’s save request', () => {
  it('sends a new product’s own count, and no variant figure to compare with', () => {
    const values = { ...toValues(), product_name: ' Mug ', main_price: '12,50', stock_quantity: '6' };
    const body = toProductInput(values, {
      editing: false,
      images: ['/a.webp', '/b.webp'],
      shown: shownOf(),
      mover: -1,
    });
    expect(body).toMatchObject({ product_name: 'Mug', main_price: 12.5, stock_quantity: 6, image_url: '/a.webp' });
    expect(body).not.toHaveProperty('stock_quantity_expected');
  });

  it('sends a changed count with the figure the form showed, and leaves unchanged ones out', () => {
    const values = edited((v) => {
      v.variants[0].stock_quantity = '9';
    });
    const body = toProductInput(values, { editing: true, images: [], shown: shownOf(saved), mover: -1 });
    expect(body.variants?.[0]).toMatchObject({ product_variant_id: 31, stock_quantity: 9, stock_quantity_expected: 3 });
    expect(body.variants?.[1]).not.toHaveProperty('stock_quantity');
  });

  it('leaves a moved count to the server: the first variant takes the product’s own stock', () => {
    const values = edited((v) => {
      v.variants = [{ product_variant_name: 'Green', sku: '', price: '12', stock_quantity: '4' }];
    });
    const body = toProductInput(values, { editing: true, images: [], shown: shownOf(saved), mover: 0 });
    expect(body.variants?.[0]).toEqual({
      product_variant_name: 'Green',
      sku: null,
      price: 12,
      stock_from_product: true,
    });
    expect(body).not.toHaveProperty('stock_quantity');
  });
});

describe('the server’s field errors on the product form', () => {
  it('places variant and product errors on their fields, others of a variant on the list, and leaves out the rest', () => {
    const placed = placedErrors(
      { 'variants.1.price': 'Too low', product_name: 'Taken', 'variants.0.colour': 'Odd', shop_id: 'No' },
      toValues(saved),
    );
    expect(placed).toEqual([
      ['variants.1.price', 'Too low'],
      ['product_name', 'Taken'],
      ['variants', 'Odd'],
    ]);
  });

  it('gives each refused count the figure the server holds now', () => {
    const now = { ...saved, stock_quantity: 2, variants: [{ ...saved.variants[0], stock_quantity: 1 }] };
    const figures = conflictFigures(
      { stock_quantity: 'moved', 'variants.0.stock_quantity': 'moved', 'variants.1.stock_quantity': 'moved' },
      toValues(saved),
      now,
    );
    expect(figures).toEqual([
      ['stock_quantity', 2],
      ['variants.0.stock_quantity', 1],
      ['variants.1.stock_quantity', undefined],
    ]);
  });
});
