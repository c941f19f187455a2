import { describe, expect, it } from 'vitest';
import { firstSegment, inSections, reservedCatalogueUrls } from './route-registry.js';
import { catalogueUrlSchema } from './shop.js';

describe('route registry', () => {
  it('reserves every section for the product: no shop can take one', () => {
    // The words shops could never take before the registry, still refused (and 'og', too short anyway).
    for (const word of ['account', 'admin', 'api', 'checkout', 'dashboard', 'login', 'register', 'todo', 'ui-element'])
      expect(reservedCatalogueUrls).toContain(word);
    for (const word of reservedCatalogueUrls.filter((w) => w.length >= 3 && /^[a-z-]+$/.test(w)))
      expect(catalogueUrlSchema.safeParse(word).success, word).toBe(false);
    expect(catalogueUrlSchema.safeParse('corner-bakery').success).toBe(true);
    expect(new Set(reservedCatalogueUrls).size).toBe(reservedCatalogueUrls.length);
  });

  it('tells a section path from a shop whose address only starts like one', () => {
    expect(firstSegment('/account/orders/7')).toBe('account');
    expect(firstSegment('/')).toBe('');
    expect(inSections('/account/orders/7', 'account')).toBe(true);
    expect(inSections('/app/todo', 'account', 'demoApps')).toBe(true);
    expect(inSections('/todos-shop', 'demoApps')).toBe(false);
    expect(inSections('/sunrise-electronics/checkout', 'account', 'demoApps', 'demoCatalog', 'server')).toBe(false);
  });
});
