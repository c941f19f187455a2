import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_DEVICE } from '../../src/modules/auth/routes.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { accounts } from './helpers.js';

/**
 * Guessing stays expensive, but a stranger cannot lock the owner out. A browser
 * that signed in before carries a signed device cookie and spends its own budget of wrong passwords.
 */
describe('login lockout and device cookies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const login = (credentials: { email: string; password: string }, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...t.headers, ...(cookie ? { cookie } : {}) },
      payload: credentials,
      remoteAddress,
    });
  /** The device cookie a successful sign-in set, as the browser sends it back. */
  const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => {
    const header = String(res.headers['set-cookie'] ?? '');
    expect(header).toMatch(/^vitrine_device=[^;]+; Max-Age=31536000; Path=\/api\/auth; HttpOnly; SameSite=Strict/);
    return header.split(';')[0];
  };
  /** Wrong passwords for the account from many addresses, as a spread attack sends them. */
  const lockOut = async (email: string, from: number) => {
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await login({ email, password: 'guess-guess' }, `198.51.100.${from + i}`)).statusCode).toBe(401);
    }
  };

  it('keeps a browser that signed in before working while strangers have locked the account', async () => {
    const ownersBrowser = deviceCookieOf(await login(accounts.bakery, '10.40.0.1'));
    await lockOut(accounts.bakery.email, 1);

    // The account is locked for everyone without the cookie, the right password included.
    const stranger = await login(accounts.bakery, '10.40.0.2');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe('Too many failed logins for this account. Please wait 15 minutes.');
    // A cookie that was not signed by this server, or was signed for another account, counts for nothing.
    const [user, id] = ownersBrowser.replace('vitrine_device=', '').split('.');
    expect((await login(accounts.bakery, '10.40.0.3', `vitrine_device=${user}.${id}.forged`)).statusCode).toBe(429);
    const sunriseBrowser = deviceCookieOf(await login(accounts.sunrise, '10.40.0.4'));
    expect((await login(accounts.bakery, '10.40.0.4', sunriseBrowser)).statusCode).toBe(429);

    // The owner's own browser signs in, from anywhere.
    const owner = await login(accounts.bakery, '10.40.0.9', ownersBrowser);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(accounts.bakery.email);
  });

  it("judges a known browser's wrong passwords on its own budget, then refuses it too", async () => {
    const browser = deviceCookieOf(await login(accounts.bulk, '10.41.0.1'));
    const statuses: number[] = [];
    for (let i = 0; i <= LOGIN_FAILURES_PER_DEVICE; i++) {
      statuses.push(
        (await login({ ...accounts.bulk, password: 'wrong-wrong' }, `10.41.1.${i + 1}`, browser)).statusCode,
      );
    }
    expect(statuses.slice(0, LOGIN_FAILURES_PER_DEVICE)).toEqual(Array(LOGIN_FAILURES_PER_DEVICE).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect((await login(accounts.bulk, '10.41.2.1', browser)).statusCode).toBe(429);
    // Its guesses did not spend the account's budget: a new browser still signs in.
    expect((await login(accounts.bulk, '10.41.2.2')).statusCode).toBe(200);
  });

  it('lets an owner behind an address a neighbour has exhausted sign in from their known browser', async () => {
    const shared = '10.42.0.1';
    const browser = deviceCookieOf(await login(accounts.sunrise, shared));
    for (let i = 0; i < 10; i++) {
      await login({ email: `neighbour-${i}@shared.example`, password: 'guess-guess' }, shared);
    }
    expect((await login(accounts.sunrise, shared)).statusCode).toBe(429);
    expect((await login(accounts.sunrise, shared, browser)).statusCode).toBe(200);
  });
});
