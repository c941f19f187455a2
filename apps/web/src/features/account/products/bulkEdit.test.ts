import type { OwnerProduct } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { applyBulkEdit, type BulkForm, bulkRequest, parseMinor } from './bulkEdit';

const product = (id: number, over: Partial<OwnerProduct> = {}): OwnerProduct => ({
  product_id: id,
  product_name: `P${id}`,
  sku: null,
  description: '',
  main_price: 12.45,
  image_url: '',
  images: [],
  category_id: null,
  in_stock: true,
  is_active: true,
  stock_quantity: 4,
  created_at: '',
  updated_at: '',
  variants: [],
  ...over,
});
const form = (over: Partial<BulkForm>): BulkForm => ({
  action: 'price',
  priceMode: 'set',
  value: '',
  categoryId: '',
  visible: true,
  ...over,
});

describe('bulk edit on the owner page', () => {
  it('reads typed money in minor units of the shop currency', () => {
    expect(parseMinor('12.5', 'EUR')).toBe(1250);
    expect(parseMinor('12,05', 'EUR')).toBe(1205);
    expect(parseMinor('1250', 'JPY')).toBe(1250);
    expect(parseMinor('12.5', 'JPY')).toBeNull();
    expect(parseMinor('1.999', 'EUR')).toBeNull();
    expect(parseMinor('-1', 'EUR')).toBeNull();
  });

  it('builds the request, or names the field at fault', () => {
    const selected = [product(1), product(2, { stock_quantity: null })];
    expect(bulkRequest(form({ priceMode: 'downPercent', value: '10' }), selected, 'EUR')).toEqual({
      products: [{ product_id: 1 }, { product_id: 2 }],
      price: { mode: 'percent', percent: -10 },
    });
    expect(bulkRequest(form({ priceMode: 'down', value: '2.50' }), selected, 'EUR')).toMatchObject({
      price: { mode: 'amount', amount_minor: -250 },
    });
    expect(bulkRequest(form({ priceMode: 'downPercent', value: '150' }), selected, 'EUR')).toEqual({
      field: 'value',
      key: 'percent',
    });
    expect(bulkRequest(form({ action: 'stock', value: '7' }), selected, 'EUR')).toEqual({
      products: [
        { product_id: 1, stock_quantity_expected: 4 },
        { product_id: 2, stock_quantity_expected: null },
      ],
      stock_quantity: 7,
    });
    expect(bulkRequest(form({ action: 'stock', value: '1.5' }), selected, 'EUR')).toEqual({
      field: 'value',
      key: 'units',
    });
  });

  it('shows the edit at once as the server will save it', () => {
    const p = product(1, {
      variants: [{ product_variant_id: 9, product_variant_name: 'S', sku: null, price: 10, stock_quantity: 2 }],
    });
    const after = applyBulkEdit(p, { products: [{ product_id: 1 }], price: { mode: 'percent', percent: -10 } }, 'EUR');
    expect(after.main_price).toBe(11.21);
    expect(after.variants[0].price).toBe(9);
    // Sold in variants: its own stock stays as it is.
    expect(applyBulkEdit(p, { products: [{ product_id: 1 }], stock_quantity: 5 }, 'EUR').stock_quantity).toBe(4);
    expect(applyBulkEdit(product(2), { products: [{ product_id: 2 }], stock_quantity: 5 }, 'EUR').stock_quantity).toBe(
      5,
    );
  });
});
