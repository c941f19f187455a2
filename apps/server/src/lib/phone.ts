import { isSupportedCountry, parsePhoneNumberWithError } from 'libphonenumber-js/min';

/**
 * The one rule by which a phone number is compared and stored: E.164 (`+919000000009`), read in
 * the shop's country. A shop's guards (blocked phones, the open-order cap, a code's uses per
 * phone) count one phone as one whatever way it was written: `+91 90000 00009`, `9000000009`,
 * `0091 9000000009` and `+91 09000000009` in an Indian shop are all `+919000000009`.
 *
 * libphonenumber-js with its `min` metadata (about 80 kB, against 150 kB for `max`): it holds each
 * country's calling code, international and national prefixes and possible lengths, which is all
 * that reading a number and deciding it is *possible* (the right number of digits for its
 * country) need; `max` only adds the patterns that tell a mobile from a fixed line, which we
 * never ask. Both builds give the same E.164 and the same answer for every number of the tests.
 */

/**
 * The number in E.164, read in the country of `countryIso` (ISO 3166-1 alpha-2, as the shop's
 * country is stored); null when it is not a possible number (too short, too long, an unknown
 * country code, or national digits with no country to read them in). A shop without a country
 * accepts numbers written with their country code only.
 */
export function canonicalPhone(typed: string, countryIso: string | null | undefined): string | null {
  const defaultCountry = countryIso && isSupportedCountry(countryIso) ? countryIso : undefined;
  try {
    // extract: false, so a number is the whole text, never digits picked out of a sentence.
    const parsed = parsePhoneNumberWithError(typed, { defaultCountry, extract: false });
    return parsed.isPossible() ? parsed.number : null;
  } catch {
    return null;
  }
}

/** What a shopper is told when their number is not one (422 on `customer.phone`). */
export const PHONE_NOT_POSSIBLE =
  'This is not a complete phone number. Check its digits, or write it with its country code, such as +91 98765 43210.';
