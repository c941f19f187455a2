import { describe, expect, it } from 'vitest';
import { decodeProductId, encodeProductId, productLink, productSlug } from './links';

describe('product links (spec section 2)', () => {
  it('lowercases the name, turns spaces into dashes and base64-encodes the id', () => {
    expect(productSlug('Nova X1 Smartphone')).toBe('nova-x1-smartphone');
    expect(encodeProductId(12)).toBe('MTI=');
    expect(productLink('sunrise-electronics', { product_id: 12, product_name: 'Nova X1 Smartphone' })).toBe(
      '/sunrise-electronics/product-detail/nova-x1-smartphone/MTI=',
    );
  });
  it('escapes characters that would break the path', () => {
    expect(productLink('s', { product_id: 1, product_name: 'A/B 50%?' })).toBe('/s/product-detail/a%2Fb-50%25%3F/MQ==');
  });
  it('decodes the id; anything else is null', () => {
    expect(decodeProductId('MTI=')).toBe(12);
    expect(decodeProductId('MTI%3D')).toBe(12);
    expect(decodeProductId(undefined)).toBeNull();
    expect(decodeProductId('!!!')).toBeNull();
    expect(decodeProductId(btoa('abc'))).toBeNull();
    expect(decodeProductId(btoa('0'))).toBeNull();
    expect(decodeProductId(btoa('-3'))).toBeNull();
  });
});
