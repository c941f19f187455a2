import { describe, expect, it } from 'vitest';
import { accountSchema, addressSchema } from '../wizard/wizardSchema';
import { emptyValidation, validationSchema } from './validationSchema';

const good = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  password: 'Secret123',
  confirm: 'Secret123',
  website: 'https://example.com',
  age: '30',
  role: 'editor',
  terms: true,
};
/** The first message of each field: the one the form shows (react-hook-form's resolver keeps the first). */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
};

describe('validation form rules', () => {
  it('accepts a complete form, with or without a website', () => {
    expect(validationSchema.safeParse(good).success).toBe(true);
    expect(validationSchema.safeParse({ ...good, website: '' }).success).toBe(true);
  });

  it('names each broken rule by its message key', () => {
    const result = validationSchema.safeParse(emptyValidation);
    expect(messages(result)).toMatchObject({
      name: 'errors.nameShort',
      email: 'errors.required',
      password: 'errors.passwordLength',
      age: 'errors.required',
      role: 'errors.chooseOne',
      terms: 'errors.terms',
    });
  });

  it('checks the e-mail, URL, age range, password strength and confirmation', () => {
    const bad = { ...good, email: 'jane@', website: 'example', age: '12', password: 'secretpass', confirm: 'other' };
    expect(messages(validationSchema.safeParse(bad))).toMatchObject({
      email: 'errors.email',
      website: 'errors.url',
      age: 'errors.ageRange',
      password: 'errors.passwordUpper',
    });
    expect(messages(validationSchema.safeParse({ ...good, confirm: 'Secret124' }))).toEqual({
      confirm: 'errors.passwordMatch',
    });
  });
});

describe('wizard steps', () => {
  it('checks the account step and the postcode', () => {
    const account = { username: 'jane', email: 'jane@example.com', password: 'longenough', confirm: 'longenough' };
    expect(accountSchema.safeParse(account).success).toBe(true);
    expect(messages(accountSchema.safeParse({ ...account, confirm: 'x' }))).toEqual({
      confirm: 'errors.passwordMatch',
    });
    expect(addressSchema.safeParse({ street: 'Main St 1', city: 'Berlin', postcode: '10115' }).success).toBe(true);
    expect(messages(addressSchema.safeParse({ street: 'Main St 1', city: 'Berlin', postcode: '1' }))).toEqual({
      postcode: 'errors.postcode',
    });
  });
});
