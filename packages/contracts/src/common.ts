import { z } from 'zod';
import { normaliseWebsite } from './links.js';
import { fieldRules, hasControlCharacters, type TextRule } from './rules.js';

/** Largest value of a PostgreSQL `integer`: ids beyond it can never exist, so they fail validation, not the query. */
export const MAX_DB_ID = 2_147_483_647;

/** A database id in a JSON body. */
export const dbId = z.number().int().positive().max(MAX_DB_ID);

/** A database id in a path or query string (text on the wire). */
export const dbIdParam = z.coerce.number().int('Use a whole number.').positive('Use a positive id.').max(MAX_DB_ID);

/** Money on the wire: a number with at most two decimals, never negative, within numeric(12,2). */
export const moneyAmount = z
  .number()
  .min(0, 'Use an amount of 0 or more.')
  .max(9_999_999_999.99, 'Use a smaller amount.')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Use at most two decimals.');

/** Page and page size for owner lists (`?page=1&per_page=20`). */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageInfo = {
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
};

export { uploadImageTypes } from './image-types.js';

/** Image links a shop or product may point at: uploaded media, bundled assets or https. */
export const imageUrl = z
  .string()
  .max(500)
  .refine(
    (v) => /^\/(media|assets)\/[A-Za-z0-9._/-]+$/.test(v) && !v.includes('..'),
    'Use an uploaded image (/media/...) or a bundled asset (/assets/...).',
  )
  .or(z.url({ protocol: /^https$/, error: 'Use an https:// address.' }).max(500));

export const phoneNumber = z
  .string()
  .trim()
  .regex(fieldRules.phone.pattern, 'Use a phone number such as +91 98765 43210.');

export const POSTAL_CODE_MESSAGE = 'Use a postal code of 3 to 12 letters, digits, spaces or dashes.';

export const postalCode = z.string().trim().regex(fieldRules.postalCode.pattern, POSTAL_CODE_MESSAGE);

export const emailAddress = z.email('Use an e-mail address such as name@example.com.').max(fieldRules.email.max);

const CONTROL_MESSAGE = 'Control characters (such as line breaks) are not allowed here.';

export const websiteUrl = z
  .string()
  // Checked before parsing: the URL parser would silently drop a tab or a line break.
  .refine((v) => !hasControlCharacters(v), CONTROL_MESSAGE)
  .transform(normaliseWebsite)
  .pipe(z.url({ protocol: /^https?$/, error: 'Use a web address starting with http:// or https://.' }).max(300));

/** Text under one of the shared field rules (its length bounds, one line or several). */
export const ruleText = (rule: TextRule) =>
  rule.multiline ? multilineText(rule.max, rule.min) : shortText(rule.max, rule.min);

const boundedText = (max: number, min: number, multiline: boolean) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? 'This field is required.' : `Use at least ${min} characters.`)
    .max(max, `Use at most ${max} characters.`)
    .refine((v) => !hasControlCharacters(v, multiline), CONTROL_MESSAGE);

/** Short one-line text (a name, a tagline, an address line): trimmed, bounded, no control characters at all. */
export const shortText = (max: number, min = 0) => boundedText(max, min, false);

/** Free text of several lines (a description, a note): tabs and line breaks allowed, other control characters not. */
export const multilineText = (max: number, min = 0) => boundedText(max, min, true);
