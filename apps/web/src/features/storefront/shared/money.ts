import { currencyExponent } from '@vitrine/contracts/currency';

/**
 * Spec section 9: INR shows the rupee sign, USD the dollar sign, any other code as the
 * code itself; digits follow the current language. Unlike the original cart (which put a
 * dollar sign before every price), carts show the shop's own currency.
 */
const symbolCurrencies = new Set(['INR', 'USD']);
const cache = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, language: string): Intl.NumberFormat | undefined {
  const key = `${language}|${currency}`;
  let format = cache.get(key);
  if (!format) {
    try {
      // Decimals from the one currency table the server stores and charges by (contracts).
      const digits = currencyExponent(currency);
      format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        currencyDisplay: symbolCurrencies.has(currency) ? 'narrowSymbol' : 'code',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
    } catch {
      return undefined;
    }
    cache.set(key, format);
  }
  return format;
}

export function formatPrice(amount: number, currencyCode: string | null | undefined, language = 'en'): string {
  const currency = (currencyCode ?? '').trim().toUpperCase();
  const value = Number.isFinite(amount) ? amount : 0;
  const format = /^[A-Z]{3}$/.test(currency) ? formatter(currency, language) : undefined;
  if (format) return format.format(value);
  // No valid ISO code: show the number and whatever code the shop has.
  const number = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  return currency ? `${currency} ${number}` : number;
}
