// No zod here: the storefront imports this file on its own (`@vitrine/contracts/currency`).
import { formatCurrencyAmount, formatNumber, symbolCurrencies } from './number-format.js';

/**
 * The currencies a shop may sell in, with their ISO 4217 minor-unit exponent: how many decimals a
 * price has (EUR 12.34, JPY 1234). Storage (numeric(12,2)), order arithmetic and display all read
 * this one table. Currencies with three decimals (BHD, JOD, KWD, OMR, TND) are not offered: the
 * database keeps two. Nor are those where browsers' currency data (CLDR) departs from ISO (HUF,
 * IDR, PKR: ISO says 2 decimals, browsers show 0), so no runtime can show other decimals than
 * are charged (currency.test.ts checks the table against ICU).
 */
export const currencyExponents = {
  AED: 2,
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CLP: 0,
  CNY: 2,
  CZK: 2,
  DKK: 2,
  EGP: 2,
  EUR: 2,
  GBP: 2,
  HKD: 2,
  ILS: 2,
  INR: 2,
  ISK: 0,
  JPY: 0,
  KES: 2,
  KRW: 0,
  MXN: 2,
  MYR: 2,
  NGN: 2,
  NOK: 2,
  NZD: 2,
  PHP: 2,
  PLN: 2,
  SAR: 2,
  SEK: 2,
  SGD: 2,
  THB: 2,
  TRY: 2,
  UGX: 0,
  USD: 2,
  VND: 0,
  XAF: 0,
  XOF: 0,
  ZAR: 2,
} as const satisfies Record<string, 0 | 2>;

export type CurrencyCode = keyof typeof currencyExponents;
export const currencyCodes = Object.keys(currencyExponents) as [CurrencyCode, ...CurrencyCode[]];

export const isCurrencyCode = (code: string): code is CurrencyCode => Object.hasOwn(currencyExponents, code);

/** Decimals of a currency's prices; a code outside the table (never offered) keeps the stored two. */
export const currencyExponent = (code: string): number => (isCurrencyCode(code) ? currencyExponents[code] : 2);

/** Minor units in one unit: 100 for EUR, 1 for JPY. */
export const minorPerUnit = (code: string): number => 10 ** currencyExponent(code);

/** Whether an amount has no more decimals than the currency allows (100.5 is no JPY price). */
export function fitsCurrency(amount: number, code: string): boolean {
  const scaled = amount * minorPerUnit(code);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * An amount as the owner typed it: digits with one decimal separator, a point ("12.50") or a comma
 * ("12,50", as German, French and Portuguese write it). No grouping: "1.234" is ambiguous between
 * languages, so a typed amount has one separator at most and it is the decimal one.
 */
const TYPED_AMOUNT = /^(\d+)(?:[.,](\d+))?$/;

/** Why a typed amount cannot be saved in this currency, or null: not a number, or too many decimals. */
export function typedAmountProblem(text: string, code: string): 'format' | 'decimals' | null {
  const match = TYPED_AMOUNT.exec(text.trim());
  if (!match) return 'format';
  return (match[2]?.length ?? 0) > currencyExponent(code) ? 'decimals' : null;
}

/** A typed amount ("40.5", "40,50") as a number, or NaN when it is none (see {@link typedAmountProblem}). */
export function parseTypedAmount(text: string): number {
  const match = TYPED_AMOUNT.exec(text.trim());
  return match ? Number(match[2] === undefined ? match[1] : `${match[1]}.${match[2]}`) : Number.NaN;
}

/** Minor units (an order's integer arithmetic) back to the wire's amount: 1234 EUR → 12.34, 1234 JPY → 1234. */
export const fromMinorUnits = (minor: number, code: string): number => minor / minorPerUnit(code);

/**
 * Minor units as a plain decimal text, by integer arithmetic (no float rounding): 123456 EUR →
 * `1234.56`, -5 EUR → `-0.05`, 1234 JPY → `1234`. For files a machine reads (CSV), not for display.
 */
export function minorUnitsText(minor: number, code: string): string {
  const digits = currencyExponent(code);
  const sign = minor < 0 ? '-' : '';
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/**
 * Spec section 9: INR shows the rupee sign, USD the dollar sign, any other code as the
 * code itself; digits follow the current language. Unlike the original cart (which put a
 * dollar sign before every price), carts show the shop's own currency. Used by the web app and
 * by the server (pages, share cards, mails), so a price reads the same on both. The four
 * languages are formatted by number-format.ts without ICU (a browser's first ICU format is a
 * long task); any other language by `Intl`.
 */
const cache = new Map<string, Intl.NumberFormat>();

function intlFormatter(currency: string, language: string, digits: number): Intl.NumberFormat | undefined {
  const key = `${language}|${currency}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        currencyDisplay: (symbolCurrencies as readonly string[]).includes(currency) ? 'narrowSymbol' : 'code',
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
  if (/^[A-Z]{3}$/.test(currency)) {
    const digits = currencyExponent(currency);
    const shown =
      formatCurrencyAmount(value, currency, language, digits) ??
      intlFormatter(currency, language, digits)?.format(value);
    if (shown !== undefined) return shown;
  }
  // No valid ISO code: show the number and whatever code the shop has.
  const number = formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return currency ? `${currency} ${number}` : number;
}
