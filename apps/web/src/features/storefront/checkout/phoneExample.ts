/**
 * A phone number written as people in the country write it, for the checkout's phone message: a
 * shopper in a Brazilian shop reading English should see a Brazilian number, not an Indian one.
 * Fictional or reserved numbers (Ofcom's 07700 900xxx, NANP 555-01xx, and the like); each passes
 * `fieldRules.phone`. The countries are the seeded ones (db/seed/data/countries.ts).
 */
const EXAMPLES: Readonly<Record<string, string>> = {
  AU: '+61 412 345 678',
  BR: '+55 11 91234-5678',
  CA: '+1 416 555 0123',
  DE: '+49 30 1234567',
  ES: '+34 612 34 56 78',
  FR: '+33 6 12 34 56 78',
  GB: '+44 7700 900123',
  IN: '+91 98765 43210',
  IT: '+39 312 345 6789',
  NL: '+31 6 12345678',
  PT: '+351 912 345 678',
  US: '+1 202 555 0123',
};

/** The example for an ISO 3166-1 alpha-2 code, or undefined (the language's own example is used). */
export function phoneExample(isoCode: string | undefined): string | undefined {
  return isoCode ? EXAMPLES[isoCode.toUpperCase()] : undefined;
}

/** Every example, for the test that each one passes the rule it illustrates. */
export const phoneExamples = Object.values(EXAMPLES);
