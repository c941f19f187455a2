import { afterEach, describe, expect, it, vi } from 'vitest';
import { AHEAD_MS, getAhead, onUnauthorized, ownerCall, SERVER_UNREACHABLE } from './ownerClient';
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

  describe('reads asked ahead', () => {
    afterEach(() => vi.useRealTimers());

    it("the page's first GET of the path takes the answer already asked; the next one asks again", async () => {
      tokenStore.set('tok-1');
      const fetch = reply(200, { status: 'success', figures: 1 });
      vi.stubGlobal('fetch', fetch);
      getAhead('account/ahead-a');
      getAhead('account/ahead-a'); // asked once
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/account/ahead-a');
      expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1' });
      expect(await ownerCall('GET', 'account/ahead-a')).toEqual({ ok: true, data: { status: 'success', figures: 1 } });
      expect(fetch).toHaveBeenCalledTimes(1);
      await ownerCall('GET', 'account/ahead-a');
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('is not taken by another token, a write, or after AHEAD_MS; nothing is asked without a token', async () => {
      const fetch = reply(200, { status: 'success' });
      vi.stubGlobal('fetch', fetch);
      getAhead('account/ahead-b');
      expect(fetch).not.toHaveBeenCalled();
      tokenStore.set('tok-1');
      getAhead('account/ahead-b');
      tokenStore.set('tok-2');
      await ownerCall('GET', 'account/ahead-b');
      expect(fetch).toHaveBeenCalledTimes(2);
      getAhead('account/ahead-c');
      await ownerCall('PUT', 'account/ahead-c', {});
      expect(fetch).toHaveBeenCalledTimes(4);
      vi.useFakeTimers();
      getAhead('account/ahead-d');
      vi.advanceTimersByTime(AHEAD_MS + 1);
      await ownerCall('GET', 'account/ahead-d');
      expect(fetch).toHaveBeenCalledTimes(6);
    });

    it('a 401 answered ahead signs out when taken, and an abort gives up the wait', async () => {
      tokenStore.set('tok-1');
      const listener = vi.fn();
      const stop = onUnauthorized(listener);
      vi.stubGlobal('fetch', reply(401, { status: 'fail', message: 'Session expired' }));
      getAhead('account/ahead-e');
      expect(listener).not.toHaveBeenCalled();
      expect(await ownerCall('GET', 'account/ahead-e')).toMatchObject({ ok: false, status: 401 });
      expect(listener).toHaveBeenCalledTimes(1);
      stop();
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>(() => undefined)),
      );
      getAhead('account/ahead-f');
      const controller = new AbortController();
      const call = ownerCall('GET', 'account/ahead-f', undefined, { signal: controller.signal });
      controller.abort();
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    });
  });
});
