import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyExponent, formatPrice } from './currency';
import { languages } from './languages';
import { formatNumber, type NumberStyle, numberStyles, symbolCurrencies } from './number-format';

/** The rules as this runtime's ICU has them, read from `formatToParts` of a few probes. */
function styleFromIntl(language: string): NumberStyle {
  const parts = new Intl.NumberFormat(language).formatToParts(-1234567.5);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value);
  const small = new Intl.NumberFormat(language).formatToParts(1234);
  const primary = integers.at(-1)?.length ?? 3;
  const pattern = (display: 'code' | 'narrowSymbol', currency: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: display })
      .formatToParts(1)
      .map((p) =>
        p.type === 'currency'
          ? '¤'
          : p.type === 'integer'
            ? '#'
            : p.type === 'fraction' || p.type === 'decimal'
              ? ''
              : p.value,
      )
      .join('');
  const symbol = (currency: string) =>
    new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(1)
      .find((p) => p.type === 'currency')?.value;
  return {
    decimal: part('decimal'),
    group: part('group'),
    minus: part('minusSign'),
    grouping: [primary, integers.length > 2 ? (integers.at(-2)?.length ?? primary) : primary],
    minimumGrouping: small.some((p) => p.type === 'group') ? 1 : 2,
    currencyCode: pattern('code', 'EUR'),
    currencySymbol: pattern('narrowSymbol', 'USD'),
    symbols: Object.fromEntries(symbolCurrencies.map((code) => [code, symbol(code)])) as NumberStyle['symbols'],
  };
}

const amounts = [
  0,
  -0,
  0.004,
  0.005,
  0.015,
  0.125,
  1,
  1.005,
  7.5,
  12.345,
  19.99,
  99.995,
  100,
  999,
  999.999,
  1000,
  1234.5,
  9999.99,
  12345.678,
  100000,
  999999.995,
  1234567.891,
  24999,
  123456789.12,
  987654321098.76,
  -0.001,
  -1,
  -12.5,
  -1234.5,
  -999999.999,
  0.0049999,
  0.0000012,
  2.675,
  1.45,
  0.995,
  9.995,
  99999.5,
  // And 500 more, the same each run: 0–4 decimals, up to a billion, some negative.
  ...Array.from({ length: 500 }, (_, i) => {
    const random = ((i * 2654435761) % 4294967296) / 4294967296;
    const scale = 10 ** (i % 5);
    return ((i % 7 === 0 ? -1 : 1) * Math.round(random * 10 ** (i % 10) * scale)) / scale;
  }),
];

describe('numbers and prices without ICU', () => {
  it('holds the rules this runtime’s ICU has for each of the four languages', () => {
    for (const language of languages) expect(numberStyles[language], language).toEqual(styleFromIntl(language));
  });

  it('formats every currency in every language as Intl does, for every amount', () => {
    for (const language of languages) {
      for (const currency of currencyCodes) {
        const digits = currencyExponent(currency);
        // Rupees as the language is written in India (en-IN groups by lakh; the others as at home).
        const intl = new Intl.NumberFormat(currency === 'INR' ? `${language}-IN` : language, {
          style: 'currency',
          currency,
          currencyDisplay: (symbolCurrencies as readonly string[]).includes(currency) ? 'narrowSymbol' : 'code',
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        for (const amount of amounts)
          expect(formatPrice(amount, currency, language), `${language} ${currency} ${amount}`).toBe(
            intl.format(amount),
          );
      }
    }
  });

  it('groups rupees by lakh and crore in English, and only rupees', () => {
    expect(formatPrice(119999, 'INR', 'en')).toBe('₹1,19,999.00');
    expect(formatPrice(10000000, 'INR', 'en')).toBe('₹1,00,00,000.00');
    expect(formatPrice(-1234567.5, 'INR', 'en')).toBe('-₹12,34,567.50');
    expect(formatPrice(99999, 'INR', 'en')).toBe('₹99,999.00');
    expect(formatPrice(119999, 'USD', 'en')).toBe('$119,999.00');
    expect(formatPrice(119999, 'INR', 'de')).toBe('119.999,00\u00a0₹');
    expect(formatNumber(119999, 'en')).toBe('119,999');
  });

  it('formats plain numbers as Intl does, with its default and with given decimals', () => {
    for (const language of languages) {
      for (const digits of [{}, { minimumFractionDigits: 2, maximumFractionDigits: 2 }, { maximumFractionDigits: 0 }]) {
        const intl = new Intl.NumberFormat(language, digits);
        for (const amount of amounts)
          expect(formatNumber(amount, language, digits), `${language} ${JSON.stringify(digits)} ${amount}`).toBe(
            intl.format(amount),
          );
      }
    }
  });

  it('leaves other languages and numbers beyond its rules to Intl', () => {
    expect(formatNumber(1234567.5, 'en-IN')).toBe('12,34,567.5');
    expect(formatPrice(1234567.5, 'INR', 'hi')).toBe(
      new Intl.NumberFormat('hi', { style: 'currency', currency: 'INR', currencyDisplay: 'narrowSymbol' }).format(
        1234567.5,
      ),
    );
    expect(formatNumber(1e21, 'en')).toBe(new Intl.NumberFormat('en').format(1e21));
    expect(formatNumber(-5e-7, 'fr')).toBe('-0');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'de')).toBe('∞');
  });
});
