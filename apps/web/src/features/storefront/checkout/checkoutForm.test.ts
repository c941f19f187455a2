import { fieldRules } from '@vitrine/contracts/rules';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { type CheckoutForm, checkoutResolver, emptyCheckoutForm } from './checkoutForm';
import { phoneExamples } from './phoneExample';

/** Shows the key and the example it was given, so the test can read which example was chosen. */
const t = ((key: string, options?: { example?: string }) =>
  key === 'checkout.errors.phoneExample'
    ? '+99 language'
    : `${key}${options?.example ? `|${options.example}` : ''}`) as unknown as TFunction;

const countries = [
  { id: 1, country_name: 'Brazil', iso_code: 'BR' },
  { id: 2, country_name: 'India', iso_code: 'IN' },
  { id: 3, country_name: 'Atlantis', iso_code: 'ZZ' },
];

async function phoneMessage(countryId: string): Promise<string | undefined> {
  const values: CheckoutForm = { ...emptyCheckoutForm(null), country_id: countryId, phone: 'call me' };
  const result = await checkoutResolver(t, countries)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors.phone?.message as string | undefined;
}

describe('the checkout phone message', () => {
  it('shows a number of the country the form names', async () => {
    expect(await phoneMessage('1')).toBe('checkout.errors.phone|+55 11 91234-5678');
    expect(await phoneMessage('2')).toBe('checkout.errors.phone|+91 98765 43210');
  });

  it("falls back to the language's example for a country without one, or none chosen", async () => {
    expect(await phoneMessage('3')).toBe('checkout.errors.phone|+99 language');
    expect(await phoneMessage('')).toBe('checkout.errors.phone|+99 language');
  });

  it('gives only examples that the phone rule accepts', () => {
    expect(phoneExamples.length).toBeGreaterThan(10);
    for (const example of phoneExamples) expect(example).toMatch(fieldRules.phone.pattern);
  });
});
