import { describe, expect, it } from 'vitest';
import { countryDefaults, shopStartFor, timeZonesOf } from './countries.js';
import { isCurrencyCode } from './currency.js';
import { catalogueUrlPattern, fieldRules, suggestCatalogueUrl } from './rules.js';
import { reservedCatalogueUrls } from './shop.js';
import { countryTimeZones, isTimeZone } from './timeZone.js';

describe('country defaults', () => {
  it('name a currency the shop can charge in and zones the runtime knows, the default first', () => {
    for (const [country, { currency, timeZones }] of Object.entries(countryDefaults)) {
      expect(isCurrencyCode(currency), country).toBe(true);
      for (const zone of timeZones) expect(isTimeZone(zone), zone).toBe(true);
      expect(countryTimeZones[country]).toBe(timeZones[0]);
    }
  });

  it('start a shop in the country’s currency and a zone of the country only', () => {
    expect(shopStartFor('BR')).toEqual({ currencyCode: 'BRL', timeZone: 'America/Sao_Paulo' });
    expect(shopStartFor('IN')).toEqual({ currencyCode: 'INR', timeZone: 'Asia/Kolkata' });
    expect(shopStartFor('US', 'America/Denver')).toEqual({ currencyCode: 'USD', timeZone: 'America/Denver' });
    expect(shopStartFor('BR', 'Asia/Kolkata')).toBeNull();
    expect(timeZonesOf('XX')).toEqual([]);
  });
});

describe('suggestCatalogueUrl', () => {
  it('makes a valid address of a shop name, as the server’s rule reads it', () => {
    expect(suggestCatalogueUrl('Padaria São João')).toBe('padaria-sao-joao');
    expect(suggestCatalogueUrl('  Café & Co. -- 24/7 ')).toBe('cafe-co-24-7');
    expect(suggestCatalogueUrl('Ünïcödé Bäckerei')).toBe('unicode-backerei');
    expect(suggestCatalogueUrl('!!!')).toBe('');
    const long = suggestCatalogueUrl('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(fieldRules.catalogueUrl.max);
    expect(long).toMatch(catalogueUrlPattern);
    expect(long.endsWith('-')).toBe(false);
  });

  it('moves away from an address the site keeps for its own pages', () => {
    expect(reservedCatalogueUrls).toContain('login');
    expect(suggestCatalogueUrl('Login')).toBe('login-shop');
  });
});
