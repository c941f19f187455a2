import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { forgotPasswordResponse, resetPasswordResponse } from '@vitrine/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../src/db/schema.js';
import { resetTokenHash } from '../../src/modules/password-reset/tokens.js';
import { decoded, smtpCatcher } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { accounts } from './helpers.js';

const tokenIn = (raw: string) => decoded(raw).match(/\/pages\/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('password reset (SMTP)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  let ip = 0;
  beforeAll(async () => {
    smtp = await smtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Vitrine Test <no-reply@vitrine.test>' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const nextIp = () => `10.60.0.${++ip}`;
  const post = (url: string, payload: unknown, address = nextIp(), headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.headers, ...headers },
      payload: payload as object,
      remoteAddress: address,
    });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
  /** Asks for a link and returns the token of the mail it brings. */
  async function linkFor(email: string): Promise<string> {
    const before = mailsTo(email).length;
    expect((await post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    const mail = await until(() => mailsTo(email)[before], `the mail to ${email}`);
    return tokenIn(mail.raw) as string;
  }

  it('answers a known and an unknown address alike, and mails the link only to the known one', async () => {
    const known = await post('/api/auth/forgot-password', { email: ' Owner@Sunrise.example ' });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@nowhere.example' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(forgotPasswordResponse.parse(known.json())).toEqual(unknown.json());
    expect(known.json().message).toMatch(/If an account exists for that address/);

    const mail = await until(() => mailsTo(accounts.sunrise.email)[0], 'the reset mail');
    expect(mail.raw).toMatch(/^From: Vitrine Test <no-reply@vitrine\.test>/m);
    expect(mail.raw).toMatch(/^Subject: Reset your Vitrine password/m);
    const token = tokenIn(mail.raw) as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decoded(mail.raw)).toContain(`http://localhost:80/pages/reset-password?token=${token}`);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.filter((m) => m.to.includes('nobody@nowhere.example'))).toHaveLength(0);

    // Only the SHA-256 of the token is kept, with one hour to live.
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(resetTokenHash(token));
    expect(rows[0].tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000);
    expect(rows[0].usedAt).toBeNull();
  });

  it('sets the new password, ends every session and refuses the link a second time', async () => {
    const email = accounts.bakery.email;
    const oldSession = (await login(email, accounts.bakery.password)).json().token as string;
    const token = await linkFor(email);

    const res = await post('/api/auth/reset-password', { token, password: 'fresh-bakery-42' });
    expect(res.statusCode).toBe(200);
    expect(resetPasswordResponse.parse(res.json()).message).toMatch(/password has been changed/);
    // Not signed in automatically: no session in the answer.
    expect(res.json()).not.toHaveProperty('token');

    expect((await login(email, 'fresh-bakery-42')).statusCode).toBe(200);
    expect((await login(email, accounts.bakery.password)).statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...t.headers, authorization: `Bearer ${oldSession}` },
    });
    expect(me.statusCode).toBe(401);

    const again = await post('/api/auth/reset-password', { token, password: 'another-pass-43' });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toHaveProperty('token');
    expect(again.json().message).toMatch(/reset link is not valid/);
    expect((await login(email, 'fresh-bakery-42')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const token = await linkFor(accounts.bulk.email);
    const both = await Promise.all([
      post('/api/auth/reset-password', { token, password: 'first-choice-1' }),
      post('/api/auth/reset-password', { token, password: 'second-choice-2' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = both[0].statusCode === 200 ? 'first-choice-1' : 'second-choice-2';
    expect((await login(accounts.bulk.email, winner)).statusCode).toBe(200);
  });

  it('refuses an expired link, an unknown one, and an earlier link once a newer one is sent', async () => {
    const email = accounts.admin.email;
    const first = await linkFor(email);
    const second = await linkFor(email);
    const earlier = await post('/api/auth/reset-password', { token: first, password: 'admin-new-pass' });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().errors).toHaveProperty('token');

    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, resetTokenHash(second)));
    const expired = await post('/api/auth/reset-password', { token: second, password: 'admin-new-pass' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/older than one hour/);

    const unknown = await post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'admin-new-pass' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty('token');
    expect((await login(email, accounts.admin.password)).statusCode).toBe(200);
  });

  it('writes the mail in the owner’s language', async () => {
    const email = 'lang-owner@example.com';
    const reg = await post('/api/auth/register', {
      name: 'Lena',
      email,
      password: 'lena-pass-123',
      shop_name: 'Lenas Laden',
      shop_catalogue_url: 'lenas-laden',
    });
    expect(reg.statusCode).toBe(200);
    await t.database.db.update(users).set({ language: 'de' }).where(eq(users.email, email));
    await linkFor(email);
    const mail = mailsTo(email)[0];
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?Q\?Ihr_Vitrine-Passwort_zur=C3=BCcksetzen\?=/m);
    expect(decoded(mail.raw)).toContain('Hallo Lena,');
  });

  it('validates both requests with 400s naming the field', async () => {
    const noEmail = await post('/api/auth/forgot-password', { email: '' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().errors).toHaveProperty('email');
    const badEmail = await post('/api/auth/forgot-password', { email: 'not-an-address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toHaveProperty('email');

    const short = await post('/api/auth/reset-password', { token: 'x'.repeat(43), password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.password).toMatch(/at least 8 characters/);
    const noToken = await post('/api/auth/reset-password', { token: '', password: 'long-enough-1' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().errors).toHaveProperty('token');
  });

  it('allows 5 requests per address per 15 minutes and 3 per e-mail per hour, then 429', async () => {
    const address = '10.61.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await post('/api/auth/forgot-password', { email: `guess-${i}@x.example` }, address)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post('/api/auth/forgot-password', { email: 'guess-9@x.example' }, address);
    expect(limited.json()).toMatchObject({ status: 'fail', message: expect.stringMatching(/wait 15 minutes/) });

    const perEmail: number[] = [];
    for (let i = 0; i < 4; i++) {
      perEmail.push((await post('/api/auth/forgot-password', { email: 'Target@x.example' })).statusCode);
    }
    expect(perEmail).toEqual([200, 200, 200, 429]);
    const again = await post('/api/auth/forgot-password', { email: 'target@X.example' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/wait an hour/);
  });
});

describe('password reset without SMTP (outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://shops.example' } });
  });
  afterAll(() => t?.close());

  it('writes the mail as an .eml file in DATA_DIR/outbox with a link on the public origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: t.headers,
      payload: { email: accounts.sunrise.email },
      remoteAddress: '10.62.0.1',
    });
    expect(res.statusCode).toBe(200);
    const outbox = path.join(t.config.dataDir, 'outbox');
    // The server creates the file, then writes the message into it: wait for the whole message
    // (a multipart mail ends with its closing boundary), not just its name, or a busy machine
    // reads the file in between (it read '' once beside other test runs).
    const raw = await until(() => {
      try {
        const file = readdirSync(outbox).find((f) => f.endsWith('.eml'));
        const text = file ? readFileSync(path.join(outbox, file), 'utf8') : '';
        return /\n--[^\n]+--\n?$/.test(text) ? text : undefined;
      } catch {
        return undefined;
      }
    }, 'the whole message in the outbox');
    expect(raw).toMatch(/^To: owner@sunrise\.example/m);
    const token = tokenIn(raw) as string;
    expect(decoded(raw)).toContain(`https://shops.example/pages/reset-password?token=${token}`);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: t.headers,
      payload: { token, password: 'outbox-pass-1' },
      remoteAddress: '10.62.0.1',
    });
    expect(reset.statusCode).toBe(200);
  });
});
