import { minorPerUnit } from '@vitrine/contracts';

/**
 * Money moves as integer minor units (cents, paise) in code; the database keeps numeric(12,2)
 * text such as "24999.00". Nothing here goes through floating-point arithmetic.
 */
export function toMinor(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not a money amount: ${text}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** Minor units back to numeric text for the database ("1234.50"). */
export function minorToText(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Minor units to the JSON number the wire format uses (exact for two decimals as printed). */
export const minorToNumber = (minor: number): number => Number(minorToText(minor));

/** Database numeric text to the JSON number of the wire format. */
export const moneyNumber = (amount: string): number => minorToNumber(toMinor(amount));

/**
 * Stored numeric text in the currency's own minor units (contracts' ISO 4217 table): "1500.00" is
 * 150000 for EUR, 1500 for JPY. A stored amount finer than the currency allows is an error, never
 * rounded silently (prices are checked against the currency when they are saved).
 */
export function toCurrencyMinor(amount: string, currencyCode: string): number {
  const cents = toMinor(amount);
  const perMinor = 100 / minorPerUnit(currencyCode);
  if (cents % perMinor !== 0) throw new Error(`${amount} has more decimals than ${currencyCode} allows`);
  return cents / perMinor;
}

/** The currency's minor units back to the database's numeric text. */
export const currencyMinorToText = (minor: number, currencyCode: string): string =>
  minorToText(minor * (100 / minorPerUnit(currencyCode)));
