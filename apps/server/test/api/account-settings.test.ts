import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { accountSettingsResponse, changePasswordResponse } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

describe('account settings', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'sunrise');
  });
  afterAll(() => t?.close());

  const bearer = (token: string) => ({ ...t.headers, authorization: `Bearer ${token}` });
  const settings = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/account/settings', headers });
  const put = (payload: object, headers = owner) =>
    t.app.inject({ method: 'PUT', url: '/api/account/settings', headers, payload });
  const changePassword = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/change-password', headers, payload });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: t.headers,
      payload: { email, password },
      remoteAddress: '10.201.0.1',
    });

  /** A new owner of their own, so the password tests change nobody else's account. */
  async function freshOwner() {
    serial++;
    const email = `settings-${serial}@example.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: t.headers,
      remoteAddress: `10.202.0.${serial}`,
      payload: {
        name: 'Fresh Owner',
        email,
        password: 'first-pass-1',
        shop_name: 'Fresh Shop',
        shop_catalogue_url: `fresh-shop-${serial}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { email, token: res.json().token as string };
  }

  it('reads the own settings, for an owner and for the admin (no shop: no notification e-mail)', async () => {
    const res = await settings(owner);
    expect(res.statusCode).toBe(200);
    expect(accountSettingsResponse.parse(res.json()).settings).toEqual({
      name: expect.any(String),
      email: 'owner@sunrise.example',
      language: null,
      order_notification_email: '',
    });
    const admin = await settings(await loginAs(t, 'admin'));
    expect(admin.json().settings).toMatchObject({ email: 'admin@vitrine.example', order_notification_email: null });
    expect((await settings(t.headers)).statusCode).toBe(401);
  });

  it('saves name, e-mail, language and the notification e-mail, and keeps them', async () => {
    const { token, email } = await freshOwner();
    const me = bearer(token);
    const res = await put(
      {
        name: '  Ana Lima ',
        email: `NEW-${email}`,
        current_password: 'first-pass-1',
        language: 'pt',
        order_notification_email: 'orders@fresh.example',
      },
      me,
    );
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      name: 'Ana Lima',
      email: `NEW-${email}`,
      language: 'pt',
      order_notification_email: 'orders@fresh.example',
    };
    expect(res.json().settings).toEqual(expected);
    expect((await settings(me)).json().settings).toEqual(expected);
    // Each tab sends only its own fields; the others are left alone.
    expect((await put({ language: 'de' }, me)).json().settings).toEqual({ ...expected, language: 'de' });
    expect((await put({ order_notification_email: '' }, me)).json().settings.order_notification_email).toBe('');
    // The new e-mail signs in, in any case; /me follows the new name.
    const again = await login(`new-${email}`, 'first-pass-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ name: 'Ana Lima' });
  });

  it('refuses an e-mail another account has, whatever its case, naming the field', async () => {
    const res = await put({ email: 'OWNER@Bakery.Example', current_password: 'sunrise123' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'fail', errors: { email: expect.any(String) } });
    // The own address in another case is not "taken".
    expect((await put({ email: 'Owner@Sunrise.Example' })).statusCode).toBe(200);
    expect((await put({ email: 'owner@sunrise.example' })).statusCode).toBe(200);
  });

  it('changes the e-mail only with the current password, and tells the old address when and to what', async () => {
    const { token, email } = await freshOwner();
    const me = bearer(token);
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mailsTo = (address: string) =>
      (existsSync(outbox) ? readdirSync(outbox) : [])
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .filter((m) => m.includes(`To: ${address}`));

    // A bearer token alone (a stolen session) cannot move the address.
    const bare = await put({ email: `taken-over-${email}` }, me);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.current_password).toBe('Enter your current password to change the e-mail address.');
    const wrong = await put({ email: `taken-over-${email}`, current_password: 'not-my-pass' }, me);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password).toBe('The current password is not right.');
    expect((await settings(me)).json().settings.email).toBe(email);
    expect(mailsTo(email)).toHaveLength(0);

    // The own address in another case needs no password (it is the same address) and sends nothing.
    expect((await put({ email: email.toUpperCase() }, me)).statusCode).toBe(200);
    expect((await put({ email }, me)).statusCode).toBe(200);

    const before = Date.now();
    const moved = await put({ email: `moved-${email}`, current_password: 'first-pass-1' }, me);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().settings.email).toBe(`moved-${email}`);
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const notice = mailsTo(email)[0];
    expect(notice).toMatch(/Subject: The e-mail address of your Vitrine account was changed/);
    expect(notice).toContain(`moved-${email}`);
    // The time of the change, in UTC, as the mail's language writes it.
    const year = new Date(before).getUTCFullYear();
    expect(notice).toMatch(new RegExp(`${year}.*UTC`));
  });

  it("counts wrong passwords of an e-mail change in the lock screen's budget (5 per 15 minutes)", async () => {
    const { token, email } = await freshOwner();
    const me = bearer(token);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await put({ email: `x${i}-${email}`, current_password: 'wrong-guess' }, me)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const unlock = await t.app.inject({
      method: 'POST',
      url: '/api/auth/unlock',
      headers: me,
      payload: { password: 'first-pass-1' },
    });
    expect(unlock.statusCode).toBe(429);
  });

  it('answers bad input with 400 naming each field', async () => {
    const res = await put({
      name: ' ',
      email: 'not-an-email',
      language: 'es',
      order_notification_email: 'nobody',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'language', 'name', 'order_notification_email']);
    expect((await put({ unknown: 1 })).statusCode).toBe(400);
    expect((await put({ name: 'x'.repeat(101) })).json().errors).toHaveProperty('name');
  });

  it('keeps the notification e-mail to accounts with a shop', async () => {
    const admin = await loginAs(t, 'admin');
    const res = await put({ order_notification_email: 'a@b.example' }, admin);
    expect(res.statusCode).toBe(403);
    expect((await put({ language: 'fr' }, admin)).json().settings).toMatchObject({ language: 'fr' });
  });

  it('changes the password: the current one is checked, the rule applies, other sessions end, this one goes on', async () => {
    const { email, token } = await freshOwner();
    const other = await login(email, 'first-pass-1');
    const otherSession = bearer(other.json().token);

    const wrong = await changePassword({ current_password: 'not-it', new_password: 'second-pass-2' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('current_password');

    const short = await changePassword({ current_password: 'first-pass-1', new_password: 'short' }, bearer(token));
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('new_password');
    const same = await changePassword(
      { current_password: 'first-pass-1', new_password: 'first-pass-1' },
      bearer(token),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toHaveProperty('new_password');

    const res = await changePassword(
      { current_password: 'first-pass-1', new_password: 'second-pass-2' },
      bearer(token),
    );
    expect(res.statusCode, res.body).toBe(200);
    const fresh = changePasswordResponse.parse(res.json());
    expect(fresh.user.email).toBe(email);

    expect((await settings(bearer(token))).statusCode).toBe(401);
    expect((await settings(otherSession)).statusCode).toBe(401);
    expect((await settings(bearer(fresh.token))).statusCode).toBe(200);
    expect((await login(email, 'first-pass-1')).statusCode).toBe(401);
    expect((await login(email, 'second-pass-2')).statusCode).toBe(200);
  });

  it('rate-limits wrong current passwords per user', async () => {
    const { token } = await freshOwner();
    const attempt = () =>
      changePassword({ current_password: 'wrong-guess', new_password: 'second-pass-2' }, bearer(token));
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
    // Locked is locked: the right password waits too.
    const right = await changePassword(
      { current_password: 'first-pass-1', new_password: 'second-pass-2' },
      bearer(token),
    );
    expect(right.statusCode).toBe(429);
  });
});
