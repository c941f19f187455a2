import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../src/db/schema.js';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ADDRESS } from '../../src/modules/auth/routes.js';
import { REPORTS_PER_HOUR } from '../../src/modules/reports/service.js';
import { accounts, shopIdOf } from '../api/helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * The abuse suite's racing cases: limits must hold when the requests arrive all at once, not
 * only one after another (a check made before any of them was counted lets them all through).
 */
describe('abuse: limits hold against parallel requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: t.headers,
      payload: { email, password },
      remoteAddress,
    });
  const tally = (codes: number[]) => ({
    judged: codes.filter((c) => c === 401).length,
    refused: codes.filter((c) => c === 429).length,
    other: codes.filter((c) => c !== 401 && c !== 429),
  });

  it('judges at most 10 of 40 wrong passwords sent at once from one address', async () => {
    const codes = (
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(accounts.sunrise.email, `wrong-${i}`, '203.0.113.7')),
      )
    ).map((r) => r.statusCode);
    expect(tally(codes)).toEqual({
      judged: LOGIN_FAILURES_PER_ADDRESS,
      refused: 40 - LOGIN_FAILURES_PER_ADDRESS,
      other: [],
    });
    // Locked is locked for the window, even with the right password.
    expect((await login(accounts.sunrise.email, accounts.sunrise.password, '203.0.113.7')).statusCode).toBe(429);
  });

  it('judges at most the per-account budget when 60 addresses guess at one account at once', async () => {
    const codes = (
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          login(accounts.bakery.email.toUpperCase(), `wrong-${i}`, `198.51.100.${i + 1}`),
        ),
      )
    ).map((r) => r.statusCode);
    expect(tally(codes)).toEqual({
      judged: LOGIN_FAILURES_PER_ACCOUNT,
      refused: 60 - LOGIN_FAILURES_PER_ACCOUNT,
      other: [],
    });
    const locked = await login(accounts.bakery.email, accounts.bakery.password, '198.51.100.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/this account/);
    // Another account from the same addresses is not affected.
    expect((await login(accounts.bulk.email, accounts.bulk.password, '198.51.100.1')).statusCode).toBe(200);
  });

  it('does not count successful logins against the budget', async () => {
    for (let i = 0; i < 15; i++) {
      expect((await login(accounts.admin.email, accounts.admin.password, '192.0.2.9')).statusCode).toBe(200);
    }
  });

  it('stores exactly 5 of 20 reports sent at once by one client about one shop', async () => {
    const shopId = await shopIdOf(t, 'corner-bakery');
    const codes = (
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/reportshop',
            headers: t.headers,
            payload: { shop_id: shopId, message: `report ${i}` },
            remoteAddress: '203.0.113.50',
          }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(REPORTS_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - REPORTS_PER_HOUR);
    const stored = await t.database.db.select().from(complaints).where(eq(complaints.shopId, shopId));
    expect(stored).toHaveLength(REPORTS_PER_HOUR);
  });
});
