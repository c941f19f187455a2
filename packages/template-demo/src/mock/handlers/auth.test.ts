import { describe, expect, it } from 'vitest';
import { createAuthDb, MOCK_TOKEN_LIFETIME_MS } from '../db/auth';
import { loginUser, refreshToken, registerUser } from './auth';

const t0 = Date.UTC(2026, 0, 1);

describe('mock login', () => {
  it('answers the user with loggedInWith and a token when email and password both match', () => {
    const result = loginUser(createAuthDb(), { data: { email: 'demo@demo.com', password: 'demo' }, now: t0 });
    expect(result.status).toBe(200);
    const body = result.body as { user: Record<string, unknown>; accessToken: string };
    expect(body.user).toMatchObject({ email: 'demo@demo.com', name: 'John Doe', loggedInWith: 'jwt' });
    expect(body.user.password).toBeUndefined();
    expect(result.db?.sessions.map((s) => s.accessToken)).toEqual([body.accessToken]);
  });
  it("says 'Email Or Password Invalid' with status 200, and 'Something went wrong' for a broken body", () => {
    const db = createAuthDb();
    expect(loginUser(db, { data: { email: 'demo@demo.com', password: 'admin' } })).toEqual({
      status: 200,
      body: { error: 'Email Or Password Invalid' },
    });
    expect(loginUser(db, { data: { email: 'nobody@demo.com', password: 'demo' } }).body).toEqual({
      error: 'Email Or Password Invalid',
    });
    expect(loginUser(db, { data: 'garbage' }).body).toEqual({ error: 'Something went wrong' });
  });
});

describe('mock registration', () => {
  it('rejects an email in use and a blank name with the spec texts', () => {
    const result = registerUser(createAuthDb(), { data: { email: 'ADMIN@demo.com', password: 'x', name: '  ' } });
    expect(result).toEqual({
      status: 200,
      body: { error: { email: 'This email is already in use.', name: 'Please enter your name.' } },
    });
  });
  it('creates the user with the next id, who can then log in', () => {
    const result = registerUser(createAuthDb(), {
      data: { email: 'new@demo.com', password: 'pw', name: 'New One' },
      now: t0,
    });
    expect(result.body).toMatchObject({ user: { id: 4, email: 'new@demo.com', name: 'New One' } });
    expect(loginUser(result.db!, { data: { email: 'new@demo.com', password: 'pw' } }).body).toHaveProperty(
      'accessToken',
    );
  });
});

describe('mock token refresh', () => {
  const signedIn = () => {
    const result = loginUser(createAuthDb(), { data: { email: 'staff@demo.com', password: 'staff' }, now: t0 });
    return { db: result.db!, token: (result.body as { accessToken: string }).accessToken };
  };
  it('swaps a live token for a new one; the old one stops working', () => {
    const { db, token } = signedIn();
    const refreshed = refreshToken(db, { data: { accessToken: token }, now: t0 + 1000 });
    expect(refreshed.status).toBe(200);
    const body = refreshed.body as { userData: { email: string }; accessToken: string };
    expect(body.userData.email).toBe('staff@demo.com');
    expect(body.accessToken).not.toBe(token);
    expect(refreshToken(refreshed.db!, { data: { accessToken: token }, now: t0 + 2000 }).status).toBe(401);
  });
  it("answers 401 'Invalid access token' for unknown and expired tokens, refreshed ones included", () => {
    const { db, token } = signedIn();
    expect(refreshToken(db, { data: { accessToken: 'forged' }, now: t0 })).toEqual({
      status: 401,
      body: { error: 'Invalid access token' },
    });
    expect(refreshToken(db, { data: { accessToken: token }, now: t0 + MOCK_TOKEN_LIFETIME_MS }).status).toBe(401);
    const refreshed = refreshToken(db, { data: { accessToken: token }, now: t0 + 10 });
    const next = (refreshed.body as { accessToken: string }).accessToken;
    expect(
      refreshToken(refreshed.db!, { data: { accessToken: next }, now: t0 + 10 + MOCK_TOKEN_LIFETIME_MS }).status,
    ).toBe(401);
    expect(refreshToken(db, {}).status).toBe(401);
  });
});
