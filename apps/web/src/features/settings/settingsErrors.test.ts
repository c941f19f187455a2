import { describe, expect, it } from 'vitest';
import { SERVER_UNREACHABLE } from '../account/api/ownerClient';
import { describeFailure } from './settingsErrors';

const t = (key: string) => `t:${key}`;

describe('a failed settings save', () => {
  it('puts a taken e-mail and a wrong current password next to their fields, in words of our own', () => {
    const taken = describeFailure(
      { status: 409, message: 'This email is already in use.', errors: { email: 'This email is already in use.' } },
      ['name', 'email'],
      t,
    );
    expect(taken).toEqual({ fields: { email: 't:errors.emailTaken' }, summary: 't:errors.fixFields' });
    const wrong = describeFailure(
      { status: 400, message: 'x', errors: { current_password: 'The password is not right.' } },
      ['current_password', 'new_password'],
      t,
    );
    expect(wrong.fields).toEqual({ current_password: 't:errors.currentWrong' });
  });

  it("keeps the server's words for other fields and ignores fields the form does not have", () => {
    const result = describeFailure(
      {
        status: 400,
        message: 'Some fields are not valid.',
        errors: { name: 'Use at most 100 characters.', other: 'x' },
      },
      ['name', 'email'],
      t,
    );
    expect(result).toEqual({ fields: { name: 'Use at most 100 characters.' }, summary: 't:errors.fixFields' });
  });

  it('says why when no field is to blame', () => {
    expect(describeFailure({ status: 429, message: 'Too many', errors: {} }, [], t).summary).toBe('t:errors.tooMany');
    expect(describeFailure({ status: 0, message: SERVER_UNREACHABLE, errors: {} }, [], t).summary).toBe(
      't:errors.unreachable',
    );
    expect(describeFailure({ status: 403, message: 'This account has no shop.', errors: {} }, [], t).summary).toBe(
      'This account has no shop.',
    );
    expect(describeFailure({ status: 500, message: '', errors: {} }, [], t).summary).toBe('t:errors.generic');
  });
});
