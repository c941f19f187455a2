import { describe, expect, it } from 'vitest';
import {
  currencyCodes,
  currencyExponent,
  fitsCurrency,
  fromMinorUnits,
  minorPerUnit,
  minorUnitsText,
} from './currency.js';

describe('the currency table', () => {
  it("agrees with ISO 4217 as the runtime's ICU data has it, for every offered currency", () => {
    for (const code of currencyCodes) {
      const icu = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions();
      expect(currencyExponent(code), code).toBe(icu.maximumFractionDigits);
    }
  });

  it('knows which amounts fit a currency', () => {
    expect(fitsCurrency(100, 'JPY')).toBe(true);
    expect(fitsCurrency(100.5, 'JPY')).toBe(false);
    expect(fitsCurrency(0.1 + 0.2, 'EUR')).toBe(true);
    expect(fitsCurrency(1.005, 'EUR')).toBe(false);
  });

  it('converts minor units back to amounts', () => {
    expect(minorPerUnit('EUR')).toBe(100);
    expect(fromMinorUnits(1234, 'EUR')).toBe(12.34);
    expect(fromMinorUnits(1234, 'JPY')).toBe(1234);
  });
});

describe('minorUnitsText', () => {
  it('writes minor units as a decimal text by integer arithmetic, in the currency’s decimals', () => {
    expect(minorUnitsText(123456, 'EUR')).toBe('1234.56');
    expect(minorUnitsText(5, 'EUR')).toBe('0.05');
    expect(minorUnitsText(-5, 'EUR')).toBe('-0.05');
    expect(minorUnitsText(0, 'INR')).toBe('0.00');
    expect(minorUnitsText(1234, 'JPY')).toBe('1234');
    // Past what a float sum of amounts keeps exact: 0.1 + 0.2 style drift never shows.
    expect(minorUnitsText(9_007_199_254_740_99, 'USD')).toBe('9007199254740.99');
  });
});
