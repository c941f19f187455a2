import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStore } from '../api/tokenStore';

const user = { user_id: 7, shop_id: 3, userRole: 'owner' as const, name: 'Asha', email: 'a@b.example' };
const meAnswer = () => new Response(JSON.stringify({ status: 'success', user }), { status: 200 });
const expired = () => new Response(JSON.stringify({ status: 'fail', message: 'Unauthorized' }), { status: 401 });

/** The module holds its once-per-page-load state: each test loads it fresh, as a page load does. */
async function fresh() {
  vi.resetModules();
  const [check, slice, client] = await Promise.all([
    import('./sessionCheck'),
    import('./authSlice'),
    import('../api/ownerClient'),
  ]);
  const store = configureStore({ reducer: { auth: slice.authSlice.reducer } });
  return { ...check, ...slice, onUnauthorized: client.onUnauthorized, store };
}

beforeEach(() => tokenStore.set('jwt-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('the session check started ahead (the admin shell route)', () => {
  it('is the one restoreSession uses: one GET /api/auth/me per page load', async () => {
    const fetch = vi.fn(async () => meAnswer());
    vi.stubGlobal('fetch', fetch);
    const { checkSessionAhead, restoreSession, store } = await fresh();
    checkSessionAhead();
    checkSessionAhead();
    await store.dispatch(restoreSession());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0 as never])).toMatch(/\/api\/auth\/me$/);
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', user_id: 7 });
  });

  it('is not used for another token (signed in again meanwhile): that one is asked about', async () => {
    const fetch = vi.fn(async () => meAnswer());
    vi.stubGlobal('fetch', fetch);
    const { checkSessionAhead, restoreSession, store } = await fresh();
    checkSessionAhead();
    tokenStore.set('jwt-2');
    await store.dispatch(restoreSession());
    expect(fetch).toHaveBeenCalledTimes(2);
    const headers = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer jwt-2');
  });

  it('nothing is asked without a stored token', async () => {
    tokenStore.clear();
    const fetch = vi.fn(async () => meAnswer());
    vi.stubGlobal('fetch', fetch);
    const { checkSessionAhead, restoreSession, store } = await fresh();
    checkSessionAhead();
    await store.dispatch(restoreSession());
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState().auth.status).toBe('signedOut');
  });

  it('a 401 that came before the shell listened still signs out with "session expired", heard once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => expired()),
    );
    const { checkSessionAhead, restoreSession, sessionExpired, onUnauthorized: listen, store } = await fresh();
    checkSessionAhead();
    await new Promise((resolve) => setTimeout(resolve, 0)); // the answer is in before anyone listens
    const heard = vi.fn(() => store.dispatch(sessionExpired()));
    listen(heard);
    await store.dispatch(restoreSession());
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', notice: 'sessionExpired' });
    expect(tokenStore.get()).toBeNull();
  });

  it('a 401 still on its way when the shell listens is heard once, by the call itself', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { checkSessionAhead, restoreSession, sessionExpired, onUnauthorized: listen, store } = await fresh();
    checkSessionAhead();
    const heard = vi.fn(() => store.dispatch(sessionExpired()));
    listen(heard);
    const restoring = store.dispatch(restoreSession());
    answer(expired());
    await restoring;
    expect(heard).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', notice: 'sessionExpired' });
  });
});
