import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../api/tokenStore';
import { authSlice, login, logout, sessionExpired } from './authSlice';

const makeStore = () => configureStore({ reducer: { auth: authSlice.reducer } });
const user = { user_id: 7, shop_id: 3, userRole: 'owner' as const, name: 'Asha', email: 'a@b.example' };

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('auth state', () => {
  it('login stores the token and holds user_id, shop_id and userRole', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ status: 'success', token: 'jwt-1', user }), { status: 200 })),
    );
    const store = makeStore();
    await store.dispatch(login({ email: 'a@b.example', password: 'pw' }));
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user_id: 7, shop_id: 3, userRole: 'owner' });
    expect(tokenStore.get()).toBe('jwt-1');
  });

  it('a failed login keeps the API message and stores nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 'fail', message: 'Email Or Password Invalid' }), { status: 401 }),
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(login({ email: 'a@b.example', password: 'x' }));
    expect(result.payload).toEqual({ message: 'Email Or Password Invalid', errors: {} });
    expect(tokenStore.get()).toBeNull();
  });

  it('Log Out removes the stored token and resets user id and shop id to null (spec section 4)', () => {
    tokenStore.set('jwt-1');
    const store = makeStore();
    store.dispatch(logout());
    expect(tokenStore.get()).toBeNull();
    expect(store.getState().auth).toMatchObject({
      status: 'signedOut',
      user_id: null,
      shop_id: null,
      userRole: null,
      notice: 'loggedOut',
    });
  });

  it('Log Out tells the server, and signs out in the browser even when the server cannot be reached', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', fetch);
    tokenStore.set('jwt-2');
    const store = makeStore();
    store.dispatch(logout());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toMatch(/\/auth\/logout$/);
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-2');
    await new Promise((r) => setTimeout(r, 0));
    expect(tokenStore.get()).toBeNull();
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', user_id: null, notice: 'loggedOut' });
  });

  it('an expired session signs out with its notice', () => {
    tokenStore.set('jwt-1');
    const store = makeStore();
    store.dispatch(sessionExpired());
    expect(tokenStore.get()).toBeNull();
    expect(store.getState().auth.notice).toBe('sessionExpired');
  });
});
