import { describe, expect, it } from 'vitest';
import { bulkPrice, bulkProductEdit } from './product-bulk.js';

describe('bulk price changes, in minor units', () => {
  it('sets, adds and takes off amounts; below zero is refused, not clamped', () => {
    expect(bulkPrice(1250, { mode: 'set', amount_minor: 999 })).toBe(999);
    expect(bulkPrice(1250, { mode: 'amount', amount_minor: 250 })).toBe(1500);
    expect(bulkPrice(1250, { mode: 'amount', amount_minor: -1250 })).toBe(0);
    expect(bulkPrice(1250, { mode: 'amount', amount_minor: -1251 })).toBeNull();
  });

  it('rounds a percentage to the nearest minor unit, a half up, without float drift', () => {
    expect(bulkPrice(1245, { mode: 'percent', percent: -10 })).toBe(1121); // 1120.5 → 1121
    expect(bulkPrice(1000, { mode: 'percent', percent: 12.5 })).toBe(1125);
    expect(bulkPrice(999, { mode: 'percent', percent: 33.33 })).toBe(1332); // 1331.97 → 1332
    expect(bulkPrice(1, { mode: 'percent', percent: 49.99 })).toBe(1); // 1.4999 → 1
    expect(bulkPrice(1, { mode: 'percent', percent: 50 })).toBe(2); // 1.5 → 2
    expect(bulkPrice(4999, { mode: 'percent', percent: -100 })).toBe(0);
    expect(bulkPrice(999_999_999_999, { mode: 'percent', percent: 1 })).toBe(1_009_999_999_999);
  });

  it('names what is wrong in a request', () => {
    const parsed = bulkProductEdit.safeParse({ products: [{ product_id: 1 }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].path).toEqual(['price']);
    const twice = bulkProductEdit.safeParse({ products: [{ product_id: 1 }, { product_id: 1 }], is_active: true });
    expect(twice.error?.issues[0].path).toEqual(['products']);
    const percent = bulkProductEdit.safeParse({
      products: [{ product_id: 1 }],
      price: { mode: 'percent', percent: -120 },
    });
    expect(percent.error?.issues[0].path).toEqual(['price', 'percent']);
  });
});
