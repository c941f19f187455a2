import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CONFIRM_FAILURES_PER_USER } from '../../src/modules/auth/confirm-budget.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

describe('the lock screen: POST /api/auth/unlock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const unlock = (password: unknown, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/unlock', headers, payload: { password } });

  it('accepts the right password and refuses a wrong one with a 400 naming the field', async () => {
    const owner = await loginAs(t, 'sunrise');
    expect((await unlock('sunrise123', owner)).json()).toEqual({ status: 'success' });
    const wrong = await unlock('sunrise124', owner);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      status: 'fail',
      message: expect.any(String),
      errors: { password: expect.any(String) },
    });
    expect((await unlock('', owner)).statusCode).toBe(400);
    // The session goes on: a wrong password does not sign out.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: owner })).statusCode).toBe(200);
  });

  it('works for the admin too', async () => {
    expect((await unlock('admin123', await loginAs(t, 'admin'))).statusCode).toBe(200);
  });

  it('needs a valid session', async () => {
    expect((await unlock('sunrise123', t.headers)).statusCode).toBe(401);
    expect((await unlock('sunrise123', { ...t.headers, authorization: 'Bearer not.a.valid-token' })).statusCode).toBe(
      401,
    );
    const ended = await loginAs(t, 'bulk');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: ended });
    expect((await unlock('bulkmart123', ended)).statusCode).toBe(401);
  });

  it(`allows ${PASSWORD_CONFIRM_FAILURES_PER_USER} wrong passwords per user, then answers 429 even for the right one`, async () => {
    const baker = await loginAs(t, 'bakery');
    // A right password gives its attempt back: it never counts towards the limit.
    for (let i = 0; i < 3; i++) expect((await unlock('bakery123', baker)).statusCode).toBe(200);
    for (let i = 0; i < PASSWORD_CONFIRM_FAILURES_PER_USER; i++) {
      expect((await unlock(`guess-${i}`, baker)).statusCode).toBe(400);
    }
    const limited = await unlock('guess-x', baker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/15 minutes/);
    expect((await unlock('bakery123', baker)).statusCode).toBe(429);
    // Another user has a budget of their own.
    expect((await unlock('sunrise123', await loginAs(t, 'sunrise'))).statusCode).toBe(200);
  });
});
