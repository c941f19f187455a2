import { describe, expect, it } from 'vitest';
import { addressSchema } from './addressSchema';

const valid = {
  fullName: 'Ada Buyer',
  phone: '+1 (555) 010-0100',
  street: '1 Main St',
  city: 'Springfield',
  postalCode: 'N1 9GU',
  country: 'United Kingdom',
};
const errors = (value: unknown) => {
  const result = addressSchema.safeParse(value);
  // The first message of each field, as the form shows it.
  const first: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('checkout address', () => {
  it('accepts a complete address and trims it', () => {
    const result = addressSchema.parse({ ...valid, city: '  Springfield  ' });
    expect(result.city).toBe('Springfield');
  });

  it('names every missing field with its own message', () => {
    expect(errors({ fullName: ' ', phone: '', street: '', city: '', postalCode: '', country: '' })).toEqual({
      fullName: 'nameRequired',
      phone: 'phoneRequired',
      street: 'streetRequired',
      city: 'cityRequired',
      postalCode: 'postalRequired',
      country: 'countryRequired',
    });
  });

  it('refuses a phone with letters and a postal code with symbols', () => {
    expect(errors({ ...valid, phone: 'call me' })).toEqual({ phone: 'phoneInvalid' });
    expect(errors({ ...valid, postalCode: '#12' })).toEqual({ postalCode: 'postalInvalid' });
  });

  it('refuses an over-long name', () => {
    expect(errors({ ...valid, fullName: 'x'.repeat(81) })).toEqual({ fullName: 'tooLong' });
  });
});
