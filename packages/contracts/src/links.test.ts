import { describe, expect, it } from 'vitest';
import { decodeProductId, encodeProductId, productPath } from './links.js';

describe('product links (one format for server and web)', () => {
  it('writes the spec format and reads the id back', () => {
    expect(productPath('sunrise-electronics', { product_id: 12, product_name: 'Orbit 5G Phone' })).toBe(
      '/sunrise-electronics/product-detail/orbit-5g-phone/MTI=',
    );
    for (const id of [1, 9, 10, 12_345, 2_147_483_647]) expect(decodeProductId(encodeProductId(id))).toBe(id);
  });

  it('encodes non-Latin and reserved characters in the name segment', () => {
    const path = productPath('shop', { product_id: 7, product_name: 'Çay / 茶 #1?' });
    expect(path).toBe(`/shop/product-detail/${encodeURIComponent('çay-/-茶-#1?')}/Nw==`);
    expect(path.split('/')).toHaveLength(5);
  });

  it('refuses ids that are not base64 of a positive integer', () => {
    for (const bad of [undefined, '', 'MA==', 'LTE=', 'bm90LWEtbnVtYmVy', '%%%', 'M T I=', 'MTI=%00']) {
      expect(decodeProductId(bad), String(bad)).toBeNull();
    }
    expect(decodeProductId('MTI%3D')).toBe(12);
  });
});
