import { z } from 'zod';
import { countryDefaults } from './countries.js';

/**
 * The zone a shop's day starts in when the owner has not picked one: the main zone of its country
 * (ISO 3166 code, countries.ts). Countries spanning several zones get their most populous one.
 */
export const countryTimeZones: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(countryDefaults).map(([country, { timeZones }]) => [country, timeZones[0]]),
);

/** The shop's own zone, else its country's, else UTC. */
export function effectiveTimeZone(timeZone: string | null | undefined, countryIsoCode: string | null | undefined) {
  return timeZone || (countryIsoCode && countryTimeZones[countryIsoCode]) || 'UTC';
}

/** Whether the runtime's time-zone database (ICU, in Node and every browser) knows this IANA name. */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time-zone name such as Asia/Kolkata. */
export const timeZoneName = z
  .string()
  .max(64)
  .refine(isTimeZone, 'Pick a time zone from the list, such as Europe/Paris.');
