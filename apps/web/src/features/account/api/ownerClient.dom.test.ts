import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized, ownerCall, SERVER_UNREACHABLE } from './ownerClient';
import { tokenStore } from './tokenStore';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clear();
});

describe('owner API client', () => {
  it('sends the api-key and the bearer token, and answers the success body', async () => {
    tokenStore.set('tok-1');
    const fetch = reply(200, { status: 'success', shop: { shop_id: 1 } });
    vi.stubGlobal('fetch', fetch);
    const result = await ownerCall('PUT', 'account/shop', { shop_name: 'A' });
    expect(result).toEqual({ ok: true, data: { status: 'success', shop: { shop_id: 1 } } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/account/shop');
    expect(init.headers).toMatchObject({
      'api-key': 'vitrine-dev-key',
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"shop_name":"A"}');
  });

  it("hands back the API's message and per-field errors", async () => {
    vi.stubGlobal(
      'fetch',
      reply(400, { status: 'fail', message: 'Check the fields.', errors: { shop_email: 'Bad e-mail.' } }),
    );
    expect(await ownerCall('PUT', 'account/shop', {})).toEqual({
      ok: false,
      status: 400,
      message: 'Check the fields.',
      errors: { shop_email: 'Bad e-mail.' },
    });
  });

  it('tells a network failure apart, and never throws for it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await ownerCall('GET', 'account/orders')).toMatchObject({
      ok: false,
      status: 0,
      message: SERVER_UNREACHABLE,
    });
  });

  it('signs out on a 401 to a signed-in call, not on a failed login', async () => {
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    vi.stubGlobal('fetch', reply(401, { status: 'fail', message: 'Email Or Password Invalid' }));
    await ownerCall('POST', 'auth/login', { email: 'a', password: 'b' }, { anonymous: true });
    expect(listener).not.toHaveBeenCalled();
    tokenStore.set('expired');
    const result = await ownerCall('GET', 'account/shop');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ ok: false, status: 401 });
    stop();
  });
});
