import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTemplateDemo } from '../template/templateDemo';
import { apiBase, runtimeApiKey, templateDemoEnabled } from './base';
import { asList, http, isSuccess, requestWithStatus, UnauthorizedError } from './http';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('http helper', () => {
  it('sends Accept and api-key headers and returns the body', async () => {
    const fetchMock = respond(200, { status: 'success', value: 1 });
    vi.stubGlobal('fetch', fetchMock);
    const body = await http.get('getmaster/country_list');
    expect(body).toEqual({ status: 'success', value: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/getmaster/country_list');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'api-key': 'vitrine-dev-key' });
  });

  it('posts JSON', async () => {
    const fetchMock = respond(200, { status: 'success' });
    vi.stubGlobal('fetch', fetchMock);
    await http.post('/reportshop', { shop_id: 1 });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"shop_id":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('rejects on 401', async () => {
    vi.stubGlobal('fetch', respond(401, { status: 'fail' }));
    await expect(http.get('auth/me')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it.each([404, 429, 500, 503])('resolves to an empty list on HTTP %i', async (status) => {
    vi.stubGlobal('fetch', respond(status, { status: 'fail' }));
    expect(await http.get('getcatalogue/x')).toEqual([]);
  });

  it('resolves to an empty list when the network fails or the body is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await http.get('x')).toEqual([]);
    vi.stubGlobal('fetch', respond(200, '<html>'));
    expect(await http.get('x')).toEqual([]);
  });

  it('tells a success envelope from the empty-list failure', () => {
    expect(isSuccess({ status: 'success' })).toBe(true);
    expect(isSuccess({ status: 'fail' })).toBe(false);
    expect(isSuccess([])).toBe(false);
  });
});

describe('apiBase', () => {
  it('defaults to /api', () => expect(apiBase(undefined, 'https://shop.example')).toBe('/api'));
  it('drops www. from the API host when the page has none', () => {
    expect(apiBase('https://www.vitrine.example/api', 'https://vitrine.example')).toBe('https://vitrine.example/api');
  });
  it('keeps www. when the page has it too', () => {
    expect(apiBase('https://www.vitrine.example/api', 'https://www.vitrine.example')).toBe(
      'https://www.vitrine.example/api',
    );
  });
});

describe('asList', () => {
  it('turns an object of items into an array and leaves arrays alone', () => {
    expect(asList({ 0: 'a', 1: 'b' })).toEqual(['a', 'b']);
    expect(asList(['a'])).toEqual(['a']);
    expect(asList(null)).toEqual([]);
  });
});

describe('requestWithStatus (for callers that tell not-found from failure)', () => {
  it('reports the status of a failure and the body of a success', async () => {
    vi.stubGlobal('fetch', respond(404, { status: 'fail', message: 'No shop' }));
    expect(await requestWithStatus('GET', 'getcatalogue/x')).toEqual({
      ok: false,
      status: 404,
      body: { status: 'fail', message: 'No shop' },
    });
    vi.stubGlobal('fetch', respond(200, { status: 'success' }));
    expect(await requestWithStatus('GET', 'x')).toEqual({ ok: true, status: 200, body: { status: 'success' } });
  });

  it('reports status 0 when the network fails, rejects on 401, and sends extra headers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await requestWithStatus('GET', 'x')).toMatchObject({ ok: false, status: 0 });
    vi.stubGlobal('fetch', respond(401, {}));
    await expect(requestWithStatus('GET', 'x')).rejects.toBeInstanceOf(UnauthorizedError);
    const fetchMock = respond(201, { status: 'success' });
    vi.stubGlobal('fetch', fetchMock);
    await requestWithStatus('POST', 'orders', { a: 1 }, { headers: { 'Idempotency-Key': 'k-123456789' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({
      'Idempotency-Key': 'k-123456789',
      'api-key': 'vitrine-dev-key',
      'Content-Type': 'application/json',
    });
  });
});

describe('the api-key', () => {
  it('is the one the server wrote into the page, else the development key', () => {
    const page = document.implementation.createHTMLDocument('shop');
    expect(runtimeApiKey(page)).toBe('vitrine-dev-key');
    const meta = page.createElement('meta');
    meta.name = 'vitrine-api-key';
    meta.content = 'key-from-the-server';
    page.head.append(meta);
    expect(runtimeApiKey(page)).toBe('key-from-the-server');
  });
});

// The browser loads the template demo before the admin shell's first render builds its menu
// (routes.tsx); here it loads with the file.
await loadTemplateDemo();

describe('TEMPLATE_DEMO', () => {
  it('is on unless the server wrote off; off drops the demo section (its Apps among it) from the menu', async () => {
    const page = document.implementation.createHTMLDocument('shell');
    expect(templateDemoEnabled(page)).toBe(true);
    const meta = page.createElement('meta');
    meta.name = 'vitrine-template-demo';
    meta.content = 'off';
    page.head.append(meta);
    expect(templateDemoEnabled(page)).toBe(false);

    const withDemo = await import('../template/navigation/menu');
    const { menuLinks } = await import('../template/navigation/permissions');
    expect(withDemo.shellMenu().map((entry) => entry.id)).toContain('demo');
    expect(menuLinks(withDemo.shellMenu()).map((link) => link.id)).toContain('email');
    document.head.append(meta.cloneNode());
    vi.resetModules();
    try {
      const without = await import('../template/navigation/menu');
      expect(without.shellMenu().map((entry) => entry.id)).not.toContain('demo');
      expect(menuLinks(without.shellMenu()).map((link) => link.id)).not.toContain('email');
      expect(without.shellMenu().map((entry) => entry.id)).toContain('shop');
    } finally {
      document.head.querySelector('meta[name="vitrine-template-demo"]')?.remove();
      vi.resetModules();
    }
  });
});
