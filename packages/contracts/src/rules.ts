// No zod here: the web app builds its form validators from these rules (`@vitrine/contracts/rules`)
// without pulling the contracts' zod schemas into the storefront; the contracts build theirs too.
import { reservedCatalogueUrls } from './route-registry.js';

/** A text field's rule, checked on the trimmed value (unless `trim` is false). */
export interface TextRule {
  /** At least this many characters; 1 means required. */
  readonly min: number;
  readonly max: number;
  readonly pattern?: RegExp;
  /** False for text taken exactly as typed (a password); everything else is trimmed first. */
  readonly trim?: false;
  /** True for text of several lines (a note): tabs and line breaks are allowed in it. */
  readonly multiline?: true;
}

/**
 * Control characters a field refuses: one-line text takes none (a CR/LF in a name breaks
 * mail headers, CSV rows and feeds), text of several lines takes tabs and line breaks only. Unicode's
 * line and paragraph separators count as line breaks.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const oneLineControls = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const multilineControls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u0084\u0086-\u009f]/;

export function hasControlCharacters(value: string, multiline = false): boolean {
  return (multiline ? multilineControls : oneLineControls).test(value);
}

/** Lowercase letters and digits in words joined by single dashes: the shape of every catalogue URL. */
export const catalogueUrlPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The catalogue URL a shop name suggests at sign-up ("Padaria São João" → "padaria-sao-joao"):
 * accents dropped, lowercase letters and digits kept, anything between them one dash, cut after a
 * whole word within the length rule, and "-shop" after a word the site keeps for its own pages.
 * The result may still be too short ("Jo" → "jo"): the rule's own message says so.
 */
export function suggestCatalogueUrl(shopName: string, reserved: readonly string[] = reservedCatalogueUrls): string {
  const words =
    shopName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? [];
  const max = fieldRules.catalogueUrl.max - '-shop'.length;
  let url = '';
  for (const word of words) {
    const longer = url ? `${url}-${word}` : word;
    if (longer.length > max) {
      url ||= word.slice(0, max);
      break;
    }
    url = longer;
  }
  return reserved.includes(url) ? `${url}-shop` : url;
}

/** Limits the server enforces and the web app's controls follow (each written once, so the two cannot drift apart). */
export const limits = {
  /** Units of one line of an order (and of a cart line). */
  orderQuantity: 999,
  /** Characters of a shopper's report of a shop. */
  reportMessage: 2000,
  /** A header text's font size, in pixels. */
  headerFontSize: { min: 8, max: 72 },
  /** Characters of the note an owner adds to a change of an order's status. */
  orderEventNote: 500,
} as const;

/** Every field rule written once, for the server's contracts and the web's forms alike. */
export const fieldRules = {
  personName: { min: 1, max: 100 },
  shopName: { min: 1, max: 120 },
  addressLine1: { min: 1, max: 200 },
  addressLine2: { min: 0, max: 200 },
  city: { min: 1, max: 100 },
  note: { min: 0, max: 1000, multiline: true },
  email: { min: 1, max: 254 },
  password: { min: 8, max: 200, trim: false },
  /**
   * Digits, spaces, brackets, dots and dashes, an optional leading +; starts with a digit or an
   * opening bracket (`(503) 555-0101`, `+1 (503) 555-0101`, `503.555.0101`) and ends with a digit.
   * Only the shape: whether it is a number at all is libphonenumber's answer on the server.
   */
  phone: { min: 6, max: 21, pattern: /^\+?[0-9(][0-9 ().-]{4,18}[0-9]$/ },
  /** Letters, digits, spaces or dashes; starts and ends with a letter or digit. */
  postalCode: { min: 3, max: 12, pattern: /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}[A-Za-z0-9]$/ },
  catalogueUrl: { min: 3, max: 60, pattern: catalogueUrlPattern },
} as const satisfies Record<string, TextRule>;

export type FieldRuleName = keyof typeof fieldRules;

/**
 * Whether an order of this delivery type asks for the customer's address. A pickup is collected
 * at the shop: the shopper gives a name and a phone (an e-mail if they like), never an address.
 */
export const needsAddress = (deliveryType: string): boolean => deliveryType !== 'pickup';

/** The customer's address fields: a delivery's checkout shows and sends them, a pickup's neither. */
export const addressFields = [
  'address_line1',
  'address_line2',
  'city',
  'country_id',
  'state_id',
  'postal_code',
] as const;

/** The address fields a delivery cannot go without (the others are optional for it too). */
export const requiredAddressFields = ['address_line1', 'city', 'postal_code'] as const;

/** What is wrong with a value under a rule (the key of its message), or null when it passes. */
export type RuleBreak = 'required' | 'tooShort' | 'tooLong' | 'pattern' | 'control';

export function breaksRule(rule: TextRule, raw: string): RuleBreak | null {
  const value = rule.trim === false ? raw : raw.trim();
  if (value.length < rule.min) return rule.min === 1 || value.length === 0 ? 'required' : 'tooShort';
  if (value.length > rule.max) return 'tooLong';
  if (rule.pattern && !rule.pattern.test(value)) return 'pattern';
  // A password is taken exactly as typed; every other text refuses control characters.
  if (rule.trim !== false && hasControlCharacters(value, rule.multiline)) return 'control';
  return null;
}
