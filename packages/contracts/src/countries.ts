// No zod here: the sign-up page imports this file on its own (`@vitrine/contracts/countries`).
import type { CurrencyCode } from './currency.js';

/**
 * What a new shop starts with in each country the product offers (ISO 3166 code): its currency
 * and its time zones, the first the default (the most populous). The shop's phone numbers are read
 * in its country. Sign-up (web and server) and the country's default zone all come from here.
 */
export const countryDefaults = {
  AU: {
    currency: 'AUD',
    timeZones: [
      'Australia/Sydney',
      'Australia/Melbourne',
      'Australia/Brisbane',
      'Australia/Adelaide',
      'Australia/Hobart',
      'Australia/Darwin',
      'Australia/Perth',
    ],
  },
  BR: {
    currency: 'BRL',
    timeZones: [
      'America/Sao_Paulo',
      'America/Bahia',
      'America/Fortaleza',
      'America/Recife',
      'America/Belem',
      'America/Manaus',
      'America/Cuiaba',
      'America/Campo_Grande',
      'America/Porto_Velho',
      'America/Boa_Vista',
      'America/Rio_Branco',
      'America/Noronha',
    ],
  },
  CA: {
    currency: 'CAD',
    timeZones: [
      'America/Toronto',
      'America/Vancouver',
      'America/Edmonton',
      'America/Winnipeg',
      'America/Regina',
      'America/Halifax',
      'America/St_Johns',
    ],
  },
  DE: { currency: 'EUR', timeZones: ['Europe/Berlin'] },
  ES: { currency: 'EUR', timeZones: ['Europe/Madrid', 'Atlantic/Canary'] },
  FR: { currency: 'EUR', timeZones: ['Europe/Paris'] },
  GB: { currency: 'GBP', timeZones: ['Europe/London'] },
  IN: { currency: 'INR', timeZones: ['Asia/Kolkata'] },
  IT: { currency: 'EUR', timeZones: ['Europe/Rome'] },
  NL: { currency: 'EUR', timeZones: ['Europe/Amsterdam'] },
  PT: { currency: 'EUR', timeZones: ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores'] },
  US: {
    currency: 'USD',
    timeZones: [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
    ],
  },
} as const satisfies Record<string, { currency: CurrencyCode; timeZones: readonly [string, ...string[]] }>;

export type CountryCode = keyof typeof countryDefaults;
export const countryCodes = Object.keys(countryDefaults) as [CountryCode, ...CountryCode[]];
export const isCountryCode = (code: string): code is CountryCode => Object.hasOwn(countryDefaults, code);

/** A country's time zones, its default first; none for a country the product does not offer. */
export const timeZonesOf = (country: string): readonly string[] =>
  isCountryCode(country) ? countryDefaults[country].timeZones : [];

/**
 * What a new shop in `country` starts with: its currency and a time zone, the one asked for when
 * it is one of the country's, else the country's default; null for a zone not of the country.
 */
export function shopStartFor(
  country: CountryCode,
  timeZone?: string | null,
): { currencyCode: CurrencyCode; timeZone: string } | null {
  const { currency, timeZones } = countryDefaults[country];
  const zones: readonly string[] = timeZones;
  if (timeZone && !zones.includes(timeZone)) return null;
  return { currencyCode: currency, timeZone: timeZone || timeZones[0] };
}
