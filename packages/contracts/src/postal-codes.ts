// No zod here: the owner's delivery form imports this file on its own (`@vitrine/contracts/postal-codes`).

/**
 * Postal codes as each seeded country writes them (ISO 3166-1 alpha-2), for placeholders that look
 * like the owner's own: two codes and a prefix (`*` covers every code that starts so), the way a
 * delivery zone lists them. A country outside the table gets {@link defaultPostalCodeExample}.
 */
export const postalCodeExamples: Readonly<Record<string, readonly string[]>> = {
  AU: ['2000', '2010', '20*'],
  BR: ['01310-100', '01311-000', '0131*'],
  CA: ['K1A 0B1', 'K1P 1J1', 'K1*'],
  DE: ['10115', '10117', '101*'],
  ES: ['28013', '28014', '280*'],
  FR: ['75001', '75002', '750*'],
  GB: ['SW1A 1AA', 'SW1A 2AA', 'SW1*'],
  IN: ['110001', '110002', '1100*'],
  IT: ['00184', '00185', '001*'],
  NL: ['1012 AB', '1013 CD', '101*'],
  PT: ['1100-148', '1200-195', '11*'],
  US: ['94105', '94107', '941*'],
};

/** For a shop whose country is not set (or not in the table): Indian PINs, where the catalogue began. */
export const defaultPostalCodeExample: readonly string[] = postalCodeExamples.IN;

/** The postal codes a zone of a shop in this country could list, as a placeholder text. */
export function postalCodePlaceholder(isoCode: string | null | undefined): string {
  const codes = (isoCode && postalCodeExamples[isoCode.toUpperCase()]) || defaultPostalCodeExample;
  return codes.join(', ');
}
