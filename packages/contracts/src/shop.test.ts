import { describe, expect, it } from 'vitest';
import { catalogueUrlOf } from './shop.js';

describe('catalogueUrlOf', () => {
  it('names the lower-case address for any case of a possible shop address', () => {
    expect(catalogueUrlOf('Sunrise-Electronics')).toBe('sunrise-electronics');
    expect(catalogueUrlOf('CORNER-BAKERY')).toBe('corner-bakery');
    expect(catalogueUrlOf('corner-bakery')).toBe('corner-bakery');
  });

  it('names none for text that cannot be an address in any case', () => {
    for (const text of ['Sunrise Electronics', 'Sunrise--Electronics', '-Shop', 'Shop_1', '', 'A'.repeat(101)]) {
      expect(catalogueUrlOf(text), text).toBeNull();
    }
  });
});
