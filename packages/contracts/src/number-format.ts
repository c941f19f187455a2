// No zod here: the storefront's first download imports this module (through currency.ts).

/**
 * Numbers and prices in the product's four languages without `Intl.NumberFormat`.
 *
 * Why: in a browser the first `Intl.NumberFormat` a page makes loads ICU's number data, one long
 * task that no later format pays again: 20–35 ms on a 2.1 GHz Xeon and 37–127 ms on a host with
 * costly page faults, so 80–500 ms at the 4× CPU slowdown that stands for a phone. A
 * shop's page formats a price in every card, so that task sat in every first visit. These rules
 * are what ICU answers for the four languages (CLDR), written down once; `number-format.test.ts`
 * derives them from `Intl` and compares every language, currency and many amounts, so a runtime
 * whose data changes fails the test instead of showing another format. The server renders with
 * the same function, so a page's HTML and its hydration always agree.
 */

export interface NumberStyle {
  decimal: string;
  group: string;
  minus: string;
  /** Digits in the last group and in each group before it (3 and 3 for all four; Indian English would be 3 and 2). */
  grouping: readonly [primary: number, secondary: number];
  /** A number is grouped from `primary + minimumGrouping` integer digits on (1: 1,234; 2 would keep 1234). */
  minimumGrouping: number;
  /** Where a currency stands beside the number: `¤` for it, `#` for the number. */
  currencyCode: string;
  currencySymbol: string;
  /** The narrow symbols the spec shows instead of a code (section 9). */
  symbols: Readonly<Record<SymbolCurrency, string>>;
}

/** Spec section 9: INR shows the rupee sign, USD the dollar sign, any other currency its code. */
export const symbolCurrencies = ['INR', 'USD'] as const;
export type SymbolCurrency = (typeof symbolCurrencies)[number];

const symbols = { INR: '₹', USD: '$' } as const;
const NBSP = '\u00a0';
const NNBSP = '\u202f';

/** What the four languages share: ASCII minus, groups of three from 1,000 on, the same symbols. */
const shared = { minus: '-', grouping: [3, 3], minimumGrouping: 1, symbols } as const;

export const numberStyles: Readonly<Record<'en' | 'de' | 'fr' | 'pt', NumberStyle>> = {
  en: { ...shared, decimal: '.', group: ',', currencyCode: `¤${NBSP}#`, currencySymbol: '¤#' },
  de: { ...shared, decimal: ',', group: '.', currencyCode: `#${NBSP}¤`, currencySymbol: `#${NBSP}¤` },
  fr: { ...shared, decimal: ',', group: NNBSP, currencyCode: `#${NBSP}¤`, currencySymbol: `#${NBSP}¤` },
  pt: { ...shared, decimal: ',', group: '.', currencyCode: `¤${NBSP}#`, currencySymbol: `¤${NBSP}#` },
};

/** Beyond this, doubles lose whole units (and `String` writes exponents from 1e21): `Intl` formats it. */
const LARGEST = 1e15;

const styleOf = (language: string): NumberStyle | undefined =>
  Object.hasOwn(numberStyles, language) ? numberStyles[language as keyof typeof numberStyles] : undefined;

/**
 * Money is grouped as the language writes it where the currency is used, as ICU does for
 * `${language}-IN`: Indian English groups rupees by lakh and crore (₹1,19,999.00, ₹1,00,00,000.00),
 * while German, French and Portuguese keep their groups of three there too. Only the exceptions are listed.
 */
const currencyGroupings: Readonly<Record<string, Readonly<Record<string, NumberStyle['grouping']>>>> = {
  INR: { en: [3, 2] },
};

function groupingOf(currency: string, language: string): NumberStyle['grouping'] | undefined {
  const byLanguage = Object.hasOwn(currencyGroupings, currency) ? currencyGroupings[currency] : undefined;
  return byLanguage && Object.hasOwn(byLanguage, language) ? byLanguage[language] : undefined;
}

function groupDigits(integer: string, style: NumberStyle, grouping = style.grouping): string {
  const [primary, secondary] = grouping;
  if (integer.length < primary + style.minimumGrouping) return integer;
  let out = integer.slice(-primary);
  let rest = integer.slice(0, -primary);
  while (rest.length > secondary) {
    out = `${rest.slice(-secondary)}${style.group}${out}`;
    rest = rest.slice(0, -secondary);
  }
  return `${rest}${style.group}${out}`;
}

/** "1299" + 1 in the last place → "1300"; "999" → "1000". */
function addOne(digitString: string): string {
  const out = digitString.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

/**
 * |value| as integer and fraction digits, rounded to `maxDigits` decimals as ICU rounds: on the
 * shortest decimal that reads back as the double (JavaScript's own `String(value)`), half away
 * from zero, so 0.015 shows 0.02 (`toFixed` would round its binary value, 0.01499…, down).
 * Undefined for what `String` writes with an exponent (below 1e-6).
 */
function roundedDigits(value: number, maxDigits: number): [integer: string, fraction: string] | undefined {
  const text = String(Math.abs(value));
  if (text.includes('e')) return undefined;
  const [integer = '0', fraction = ''] = text.split('.');
  if (fraction.length <= maxDigits) return [integer, fraction];
  const kept = fraction.slice(0, maxDigits);
  if (fraction.charCodeAt(maxDigits) < 53 /* '5' */) return [integer, kept];
  const sum = addOne(integer + kept);
  const cut = sum.length - maxDigits;
  return [sum.slice(0, cut), sum.slice(cut)];
}

/** The unsigned digits of |value| with `minDigits`–`maxDigits` decimals, grouped. */
function digits(
  value: number,
  style: NumberStyle,
  minDigits: number,
  maxDigits: number,
  grouping = style.grouping,
): string | undefined {
  const rounded = roundedDigits(value, maxDigits);
  if (!rounded) return undefined;
  const [integer, fraction] = rounded;
  let shown = fraction.padEnd(minDigits, '0');
  while (shown.length > minDigits && shown.endsWith('0')) shown = shown.slice(0, -1);
  const grouped = groupDigits(integer, style, grouping);
  return shown ? `${grouped}${style.decimal}${shown}` : grouped;
}

/** ICU's sign display ("auto"): a minus for any negative value, negative zero too. */
const negative = (value: number) => value < 0 || Object.is(value, -0);

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** As `new Intl.NumberFormat(language, digits).format(value)`: up to 3 decimals unless told. */
export function formatNumber(value: number, language: string, fraction: FractionDigits = {}): string {
  const min = fraction.minimumFractionDigits ?? 0;
  const max = Math.max(min, fraction.maximumFractionDigits ?? 3);
  const style = styleOf(language);
  const shown =
    style && Number.isFinite(value) && Math.abs(value) < LARGEST ? digits(value, style, min, max) : undefined;
  if (style && shown !== undefined) return `${negative(value) ? style.minus : ''}${shown}`;
  return new Intl.NumberFormat(language, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
}

/**
 * As `Intl.NumberFormat` with `style: 'currency'`, `currencyDisplay` narrowSymbol for INR and
 * USD and code for the others, and exactly `fractionDigits` decimals, grouped as the currency's
 * country writes the language (`currencyGroupings`: en-IN for rupees); undefined for a language
 * or amount outside these rules (the caller asks `Intl`).
 */
export function formatCurrencyAmount(
  value: number,
  currency: string,
  language: string,
  fractionDigits: number,
): string | undefined {
  const style = styleOf(language);
  if (!style || !Number.isFinite(value) || Math.abs(value) >= LARGEST) return undefined;
  const number = digits(value, style, fractionDigits, fractionDigits, groupingOf(currency, language));
  if (number === undefined) return undefined;
  const symbol = Object.hasOwn(style.symbols, currency) ? style.symbols[currency as SymbolCurrency] : undefined;
  const pattern = symbol === undefined ? style.currencyCode : style.currencySymbol;
  // Functions, not strings, as replacements: a `$` in a string replacement is a pattern.
  const shown = pattern.replace('¤', () => symbol ?? currency).replace('#', () => number);
  return negative(value) ? `${style.minus}${shown}` : shown;
}
