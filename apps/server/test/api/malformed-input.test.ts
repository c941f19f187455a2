import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs } from './helpers.js';

/** A small seeded PRNG (mulberry32), so a failing case can be reproduced. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Auth = 'none' | 'owner' | 'admin';
interface Route {
  method: Method;
  path: string;
  auth: Auth;
  /** A plausible body whose fields the generator corrupts one by one. */
  body?: Record<string, unknown>;
}

const customer = { name: 'A', phone: '+1 212 555 0100', address_line1: 'x', city: 'y', postal_code: '12345' };
const routes: Route[] = [
  { method: 'GET', path: '/api/getcatalogue/:p', auth: 'none' },
  { method: 'GET', path: '/api/getshopseo/:p', auth: 'none' },
  { method: 'GET', path: '/api/getproductcategories/:p', auth: 'none' },
  { method: 'GET', path: '/api/getmaster/:p', auth: 'none' },
  { method: 'GET', path: '/api/getmaster/state_list/:p', auth: 'none' },
  { method: 'POST', path: '/api/reportshop', auth: 'none', body: { shop_id: 1, message: 'x' } },
  {
    method: 'POST',
    path: '/api/orders',
    auth: 'none',
    body: { shop_id: 1, delivery_type: 'cod', customer, note: '', items: [{ product_id: 1, quantity: 1 }] },
  },
  { method: 'POST', path: '/api/auth/login', auth: 'none', body: { email: 'a@b.example', password: 'x' } },
  {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'none',
    body: { name: 'n', email: 'e@x.example', password: 'password1', shop_name: 's', shop_catalogue_url: 'fuzz-shop' },
  },
  { method: 'GET', path: '/api/auth/check-url/:p', auth: 'none' },
  { method: 'GET', path: '/api/auth/me', auth: 'owner' },
  { method: 'GET', path: '/api/account/shop', auth: 'owner' },
  {
    method: 'PUT',
    path: '/api/account/shop',
    auth: 'owner',
    body: { shop_name: 'S', shop_email: 'a@b.example', shop_catalogue_header: { bg_color: '#fff' }, shop_state_id: 1 },
  },
  { method: 'GET', path: '/api/account/products', auth: 'owner' },
  {
    method: 'POST',
    path: '/api/account/products',
    auth: 'owner',
    body: { product_name: 'p', main_price: 1, category_id: 1, variants: [{ product_variant_name: 'v', price: 1 }] },
  },
  { method: 'GET', path: '/api/account/products/:p', auth: 'owner' },
  { method: 'PUT', path: '/api/account/products/:p', auth: 'owner', body: { product_name: 'p', main_price: 2 } },
  { method: 'DELETE', path: '/api/account/products/:p', auth: 'owner' },
  { method: 'GET', path: '/api/account/categories', auth: 'owner' },
  { method: 'POST', path: '/api/account/categories', auth: 'owner', body: { name: 'c' } },
  { method: 'POST', path: '/api/account/categories/reorder', auth: 'owner', body: { ids: [1, 2] } },
  { method: 'PUT', path: '/api/account/categories/:p', auth: 'owner', body: { name: 'c', sort_order: 1 } },
  { method: 'DELETE', path: '/api/account/categories/:p', auth: 'owner' },
  { method: 'POST', path: '/api/account/images', auth: 'owner' },
  { method: 'GET', path: '/api/account/orders', auth: 'owner' },
  { method: 'GET', path: '/api/account/orders/:p', auth: 'owner' },
  { method: 'PUT', path: '/api/account/orders/:p', auth: 'owner', body: { order_status: 'shipped' } },
  { method: 'GET', path: '/api/admin/reports', auth: 'admin' },
  { method: 'PUT', path: '/api/admin/shops/:p', auth: 'admin', body: { status: 'active' } },
];

const badParams = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999',
  '2147483648',
  '%00',
  '%2e%2e%2f%2e%2e',
  '__proto__',
  'constructor',
  'prototype',
  '%E2%9C%93',
  '%F0%9F%98%80',
  "1' or '1'='1",
  '1;drop table shops',
  'x'.repeat(99),
  'x'.repeat(3000),
  '%',
  '%zz',
  ' ',
  'a%00b',
];
const badValues: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 53,
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  [],
  [null],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  '2026-13-45',
  '1e3',
  'NaN',
];
const badQueries = [
  '?page=-1',
  '?page=abc',
  '?per_page=100000',
  '?per_page=0',
  '?status=lost',
  '?status[]=pending',
  `?q=${'x'.repeat(500)}`,
  '?category_id=abc',
  '?shop_id=-5',
  '?page=1&page=2',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?q=%00',
  '?status=%00',
];
const brokenJson = [
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"just text"',
  '12345',
  '{"a":1,}',
  `{"x":"${'y'.repeat(120 * 1024)}"}`,
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];

describe('malformed requests on every route', () => {
  let t: TestApp;
  const auth: Record<Auth, Record<string, string>> = { none: {}, owner: {}, admin: {} };
  beforeAll(async () => {
    t = await createTestApp();
    auth.none = t.headers;
    auth.owner = await loginAs(t, 'bakery');
    auth.admin = await loginAs(t, 'admin');
  });
  afterAll(() => t?.close());

  it('answers at least 500 generated bad requests with a 4xx fail (or success), never 5xx', async () => {
    const rng = random(20261122);
    const cases: {
      route: Route;
      url: string;
      payload?: string;
      contentType?: string;
      headers?: Record<string, string>;
    }[] = [];
    const pathFor = (route: Route) => route.path.replace(':p', rng.pick(badParams));
    for (const route of routes) {
      const hasParam = route.path.includes(':p');
      for (let i = 0; i < (hasParam ? 8 : 3); i++) cases.push({ route, url: pathFor(route) });
      if (route.method === 'GET') {
        for (const q of badQueries) cases.push({ route, url: `${pathFor(route).replace(':p', '1')}${q}` });
      }
      if (route.body) {
        const fields = Object.keys(route.body);
        for (let i = 0; i < 14; i++) {
          const body: Record<string, unknown> = { ...route.body };
          body[rng.pick(fields)] = rng.pick(badValues);
          if (rng.next() < 0.3)
            body[rng.pick(['__proto__', 'constructor', 'extra', 'items', 'customer'])] = rng.pick(badValues);
          cases.push({
            route,
            url: pathFor(route).replace(/\/[^/]*$/, route.path.includes(':p') ? '/1' : '$&'),
            payload: JSON.stringify(body),
          });
        }
        // Every field, deterministically: a NUL character (PostgreSQL text cannot hold one) and an id past int4.
        for (const field of fields) {
          for (const value of ['\u0000', 'a\u0000b', 2147483648]) {
            cases.push({
              route,
              url: route.path.replace(':p', '1'),
              payload: JSON.stringify({ ...route.body, [field]: value }),
            });
          }
        }
        for (const raw of brokenJson) cases.push({ route, url: route.path.replace(':p', '1'), payload: raw });
        cases.push({
          route,
          url: route.path.replace(':p', '1'),
          payload: 'a=1&b=2',
          contentType: 'application/x-www-form-urlencoded',
        });
        cases.push({ route, url: route.path.replace(':p', '1'), payload: '<x/>', contentType: 'text/xml' });
      }
      cases.push({ route, url: route.path.replace(':p', '1'), headers: { authorization: 'Bearer not.a.token' } });
      if (route.method !== 'GET') {
        cases.push({
          route,
          url: route.path.replace(':p', '1'),
          payload: '--x\r\n',
          contentType: 'multipart/form-data; boundary=x',
        });
      }
    }
    expect(cases.length).toBeGreaterThanOrEqual(500);

    const failures: string[] = [];
    let n = 0;
    for (const c of cases) {
      n++;
      const headers: Record<string, string> = { ...auth[c.route.auth], ...c.headers };
      if (c.payload !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
      if (c.route.path === '/api/orders') headers['idempotency-key'] = `fuzz-key-${n}`;
      const res = await t.app.inject({
        method: c.route.method,
        url: c.url,
        headers,
        payload: c.payload,
        remoteAddress: `10.${Math.floor(n / 250) % 250}.${n % 250}.9`,
      });
      const where = `${c.route.method} ${c.url.slice(0, 80)} ${String(c.payload).slice(0, 80)} -> ${res.statusCode}`;
      if (res.statusCode >= 500) {
        failures.push(`${where} ${res.body.slice(0, 200)}`);
        continue;
      }
      if (res.statusCode >= 400) {
        let body: { status?: string; message?: string } = {};
        try {
          body = res.json();
        } catch {
          failures.push(`${where} not JSON: ${res.body.slice(0, 100)}`);
          continue;
        }
        if (body.status !== 'fail' || typeof body.message !== 'string')
          failures.push(`${where} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    // The server still answers normally afterwards.
    const ok = await t.app.inject({ method: 'GET', url: '/api/getcatalogue/sunrise-electronics', headers: t.headers });
    expect(ok.statusCode).toBe(200);
  });

  it('answers over-large bodies with 413, broken JSON with 400 and unknown routes with 404, all as fail', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/reportshop',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ shop_id: 1, message: 'x'.repeat(101 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().status).toBe('fail');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/reportshop',
      headers: { ...t.headers, 'content-type': 'application/json' },
      payload: '{"shop_id": 1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: 'fail', message: 'The request body is not valid JSON.' });
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['DELETE', '/api/reportshop'],
      ['PATCH', '/api/account/shop'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: t.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().status).toBe('fail');
    }
  });
});
