import { authResponse, checkUrlResponse, meResponse } from '@vitrine/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../src/modules/auth/tokens.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { accounts, loginAs, shopIdOf } from './helpers.js';

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, ip = '10.3.0.1') =>
    t.app.inject({ method: 'POST', url, headers: t.headers, payload: payload as object, remoteAddress: ip });
  const me = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...t.headers, ...(authorization ? { authorization } : {}) },
    });

  it('logs an owner in with a token and the user', async () => {
    const res = await post('/api/auth/login', accounts.sunrise);
    expect(res.statusCode).toBe(200);
    const body = authResponse.parse(res.json());
    expect(body.user).toMatchObject({
      userRole: 'owner',
      email: 'owner@sunrise.example',
      shop_id: await shopIdOf(t, 'sunrise-electronics'),
    });
    expect(body.token.split('.')).toHaveLength(3);
    expect(res.headers['cache-control']).toBe('no-store');
    const who = await me(`Bearer ${body.token}`);
    expect(meResponse.parse(who.json()).user.user_id).toBe(body.user.user_id);
  });

  it('logs the platform admin in without a shop', async () => {
    const res = await post('/api/auth/login', { email: 'ADMIN@vitrine.example', password: 'admin123' });
    expect(res.json().user).toMatchObject({ userRole: 'admin', shop_id: null });
  });

  it('answers unknown e-mail and wrong password with the same 401', async () => {
    const unknown = await post('/api/auth/login', { email: 'nobody@x.example', password: 'sunrise123' }, '10.3.1.1');
    const wrong = await post('/api/auth/login', { email: accounts.sunrise.email, password: 'nope-nope' }, '10.3.1.1');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().status).toBe('fail');
    const empty = await post('/api/auth/login', { email: '', password: '' }, '10.3.1.1');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('email');
  });

  it('allows 10 failed logins per address per 15 minutes, then 429 even for the right password', async () => {
    const ip = '10.3.2.1';
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/auth/login', { ...accounts.bakery, password: 'wrong-one' }, ip)).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', accounts.bakery, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status).toBe('fail');
    expect((await post('/api/auth/login', accounts.bakery, '10.3.2.2')).statusCode).toBe(200);
  });

  it('does not let a client on the internet dodge the limit with a forged X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...t.headers, 'x-forwarded-for': `198.51.100.${i}` },
        payload: { ...accounts.bakery, password: 'wrong-one' },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('registers a new owner and shop, and refuses taken or reserved addresses and used e-mails', async () => {
    const input = {
      name: 'Meera',
      email: 'meera@flowers.example',
      password: 'petals-2026',
      shop_name: 'Meera Flowers',
      shop_catalogue_url: 'meera-flowers',
    };
    const res = await post('/api/auth/register', input);
    expect(res.statusCode).toBe(200);
    const body = authResponse.parse(res.json());
    expect(body.user.shop_id).toEqual(expect.any(Number));
    const shop = await t.app.inject({ method: 'GET', url: '/api/getcatalogue/meera-flowers', headers: t.headers });
    expect(shop.statusCode).toBe(200);
    expect(shop.json().catalogue.products).toEqual([]);

    const again = await post('/api/auth/register', { ...input, shop_catalogue_url: 'other-shop' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBe('This email is already in use.');
    const taken = await post('/api/auth/register', { ...input, email: 'x@y.example', shop_catalogue_url: 'bulk-mart' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toHaveProperty('shop_catalogue_url');
    for (const url of ['login', 'shop-profile', 'api', 'media', 'ab', 'Upper-Case', 'a--b', '-x-', 'x'.repeat(61)]) {
      const bad = await post('/api/auth/register', { ...input, email: 'z@y.example', shop_catalogue_url: url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().errors, url).toHaveProperty('shop_catalogue_url');
    }
    const weak = await post('/api/auth/register', { ...input, email: 'w@y.example', password: 'short', name: ' ' });
    expect(Object.keys(weak.json().errors).sort()).toEqual(['name', 'password']);
  });

  it('tells whether a catalogue URL is free', async () => {
    const check = async (url: string) =>
      checkUrlResponse.parse(
        (await t.app.inject({ method: 'GET', url: `/api/auth/check-url/${url}`, headers: t.headers })).json(),
      );
    expect(await check('brand-new-shop')).toEqual({ status: 'success', available: true });
    expect(await check('sunrise-electronics')).toMatchObject({ available: false, reason: expect.any(String) });
    for (const url of ['login', 'NO_WAY', 'ab', 'constructor', '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/check-url/${url}`, headers: t.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: 'fail', errors: expect.any(Object) });
    }
  });

  it('refuses missing, malformed, forged, expired and wrong-algorithm tokens', async () => {
    const owner = await loginAs(t, 'sunrise');
    const token = owner.authorization.slice(7);
    const [h, p] = token.split('.');
    const forgedSecret = await new TokenService('x'.repeat(40)).sign({
      userId: 2,
      shopId: 1,
      role: 'admin',
      sessionVersion: 0,
    });
    const expired = await new TokenService(t.config.jwtSecret).sign(
      { userId: 2, shopId: 1, role: 'owner', sessionVersion: 0 },
      Math.floor(Date.now() / 1000) - 9 * 60 * 60,
    );
    const payload = Buffer.from(
      JSON.stringify({ sub: '1', role: 'admin', shop_id: null, iss: 'vitrine', sv: 0 }),
    ).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${h}.${payload}.${token.split('.')[2]}`;
    const otherAlg = await new SignJWT({ role: 'owner', shop_id: 1, sv: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('2')
      .setIssuer('vitrine')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const auth of [
      undefined,
      'Bearer',
      'Basic abc',
      `Bearer ${forgedSecret}`,
      `Bearer ${expired}`,
      `Bearer ${none}`,
      `Bearer ${tampered}`,
      `Bearer ${otherAlg}`,
      `Bearer ${h}.${p}`,
      `Bearer ${'a'.repeat(5000)}`,
    ]) {
      const res = await me(auth);
      expect(res.statusCode, auth?.slice(0, 40)).toBe(401);
      expect(res.json().status).toBe('fail');
    }
    expect((await me(`Bearer ${expired}`)).json().message).toMatch(/expired/);
  });

  it('logs out on the server: every token of that user signed before stops working', async () => {
    const first = await loginAs(t, 'bulk');
    const second = await loginAs(t, 'bulk');
    const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/account/shop', headers });
    expect((await me(first)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: first });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ status: 'success' });
    expect(out.headers['cache-control']).toBe('no-store');
    for (const headers of [first, second]) {
      const refused = await me(headers);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().status).toBe('fail');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: first })).statusCode).toBe(401);
    // A new login works, and other users were never affected.
    expect((await me(await loginAs(t, 'bulk'))).statusCode).toBe(200);
    expect((await me(await loginAs(t, 'sunrise'))).statusCode).toBe(200);
  });

  it('keeps owners out of admin calls and admins out of owner calls', async () => {
    const owner = await loginAs(t, 'sunrise');
    const admin = await loginAs(t, 'admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: owner })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/shop', headers: admin })).statusCode).toBe(403);
  });
});
