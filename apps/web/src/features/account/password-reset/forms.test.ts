import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { resetSchema } from './forms';

const t = ((key: string) => key) as unknown as TFunction;

describe('resetSchema', () => {
  const check = (password: string, confirm = password) => resetSchema(t).safeParse({ password, confirm });

  it('follows the product password rule: 8 to 200 characters, taken as typed', () => {
    expect(check('12345678').success).toBe(true);
    expect(check('  spaced  ').success).toBe(true);
    expect(check('1234567').error?.issues[0]).toMatchObject({ path: ['password'], message: 'errors.passwordShort' });
    expect(check('x'.repeat(201)).error?.issues[0].message).toBe('errors.tooLong');
  });

  it('asks for the same password twice', () => {
    expect(check('long-enough-1', 'long-enough-2').error?.issues[0]).toMatchObject({
      path: ['confirm'],
      message: 'errors.mismatch',
    });
  });
});
