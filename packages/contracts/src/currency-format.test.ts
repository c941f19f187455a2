import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyExponent, formatPrice } from './currency';

describe('prices (spec section 9)', () => {
  it('shows INR with the rupee sign and USD with the dollar sign', () => {
    expect(formatPrice(24999, 'INR', 'en')).toBe('₹24,999.00');
    expect(formatPrice(7.5, 'USD', 'en')).toBe('$7.50');
  });
  it('shows other codes as the code', () => {
    expect(formatPrice(12.5, 'EUR', 'en')).toMatch(/^EUR\s12\.50$/);
    expect(formatPrice(12.5, 'GBP', 'en')).toContain('GBP');
    expect(formatPrice(12.5, 'GBP', 'en')).not.toContain('£');
  });
  it('formats digits for the current language', () => {
    expect(formatPrice(1234.5, 'EUR', 'de')).toMatch(/^1\.234,50\sEUR$/);
    expect(formatPrice(1234.5, 'USD', 'fr')).toMatch(/^1\s234,50\s\$$/);
    expect(formatPrice(1234.5, 'INR', 'pt')).toMatch(/₹/);
  });
  it('never throws on a missing or odd code', () => {
    expect(formatPrice(3, '', 'en')).toBe('3.00');
    expect(formatPrice(3, null, 'en')).toBe('3.00');
    expect(formatPrice(3, 'usd', 'en')).toBe('$3.00');
    expect(formatPrice(3, 'POINTS', 'en')).toBe('POINTS 3.00');
    expect(formatPrice(Number.NaN, 'USD', 'en')).toBe('$0.00');
  });
  it('shows exactly the decimals the server stores and charges for each currency (one table)', () => {
    for (const code of currencyCodes) {
      const digits = currencyExponent(code);
      const shown = formatPrice(1440, code, 'en').replace(/[^0-9.]/g, '');
      expect(shown, code).toBe(digits === 0 ? '1440' : '1440.00');
    }
    // A yen total of 1,440 is shown as 1,440, never 1,440.00 (and never rounded from cents: the server refuses them).
    expect(formatPrice(1440, 'JPY', 'en')).toMatch(/^JPY\s1,440$/);
  });
});
