import { describe, expect, it } from 'vitest';
import { defaultCatalogueQuery } from './catalogue-view.js';
import { parseStorefrontRead, storefrontReadPath } from './storefront-reads.js';

describe('storefront reads', () => {
  it('parse back to what built them', () => {
    const query = { q: 'tea & cake', category: 4, sort: 'price-asc' as const, page: 3 };
    expect(parseStorefrontRead(storefrontReadPath.shop('café-ü'))).toEqual({ read: 'shop', shopUrl: 'café-ü' });
    expect(parseStorefrontRead(storefrontReadPath.cataloguePage('demo', query))).toEqual({
      read: 'cataloguePage',
      shopUrl: 'demo',
      query,
    });
    expect(storefrontReadPath.cataloguePage('demo')).toBe('getcataloguepage/demo');
    expect(parseStorefrontRead('getcataloguepage/demo')).toEqual({
      read: 'cataloguePage',
      shopUrl: 'demo',
      query: defaultCatalogueQuery,
    });
    expect(parseStorefrontRead(storefrontReadPath.product('demo', 12))).toEqual({
      read: 'product',
      shopUrl: 'demo',
      productId: 12,
    });
    expect(parseStorefrontRead(storefrontReadPath.categories(7))).toEqual({ read: 'categories', shopId: 7 });
    expect(parseStorefrontRead(storefrontReadPath.shopSeo(7))).toEqual({ read: 'shopSeo', shopId: 7 });
    expect(storefrontReadPath.products('demo', [1, 2])).toBe('getproducts/demo?ids=1,2');
  });

  it('refuse what is no read of theirs', () => {
    for (const path of [
      'getshop',
      'getshop/a/b',
      'getproduct/demo/x',
      'getshopseo/abc',
      'getshop/%E0%A4%A',
      'nothing/demo',
    ])
      expect(parseStorefrontRead(path), path).toBeNull();
  });
});
