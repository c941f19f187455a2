import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../src/modules/auth/tokens.js';
import { loginAs } from '../api/helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { conforms, example, mutations, type Schema, setAt } from './support/json-schema.js';
import { recordResult } from './support/report.js';
import { random } from './support/workload.js';

/**
 * The abuse suite: requests generated from the app's own route list (the OpenAPI document of
 * the zod contracts, cross-checked against `printRoutes`), so a new route is attacked the day it
 * is added. Every /api answer must be below 500, and every 4xx must be the `fail` envelope; a
 * request the documented contract refuses must be refused.
 */

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: string; schema: Schema; required?: boolean }[];
  body?: Schema;
  multipart: boolean;
  bearer: boolean;
}

interface Case {
  op: Operation;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
  /** What the case is, for failure messages. */
  what: string;
  mustRefuse: boolean;
}

const BAD_INTEGER_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '99999999999999999999',
  'NaN',
  '%00',
  '1%20or%201=1',
];
const BAD_TEXT_PARAMS = [
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%252f..%252f',
  '%3Cscript%3E',
  '%E2%80%AE',
  '%F0%9F%98%80',
  "x'%20or%20'1'='1",
  '__proto__',
  'constructor',
  '%',
  '%zz',
];
const RAW_BODIES: [string, string][] = [
  ['{', 'application/json'],
  ['{"a":1,}', 'application/json'],
  ['nul', 'application/json'],
  ['"text"', 'application/json'],
  ['[]', 'application/json'],
  ['123', 'application/json'],
  ['null', 'application/json'],
  ['{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}', 'application/json'],
  [`${'['.repeat(3000)}${']'.repeat(3000)}`, 'application/json'],
  [`{"x":"${'y'.repeat(110 * 1024)}"}`, 'application/json'],
  ['\u0000\u0001\u0002', 'application/json'],
  ['a=1&b=2', 'application/x-www-form-urlencoded'],
  ['<x>1</x>', 'application/xml'],
  ['plain words', 'text/plain'],
  ['{"a":1}', 'application/json; charset=utf-16'],
  ['--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--b--\r\n', 'multipart/form-data; boundary=b'],
];

function operationsOf(document: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
      out.push({
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Operation['params'] | undefined) ?? [],
        body: content?.['application/json']?.schema,
        multipart: Boolean(content?.['multipart/form-data']),
        bearer: JSON.stringify(op.security ?? []).includes('bearer'),
      });
    }
  }
  return out;
}

/** The route's URL with each path parameter set to a value its schema allows (or a given one). */
function urlOf(op: Operation, override?: { name: string; value: string }): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (override?.name === name) return override.value;
    const param = op.params.find((p) => p.name === name && p.in === 'path');
    return encodeURIComponent(String(example(param?.schema ?? {}, name)));
  });
}

function casesFor(op: Operation, rng: ReturnType<typeof random>): Case[] {
  const cases: Case[] = [];
  const base = op.body ? example(op.body) : undefined;
  const jsonBody = base === undefined ? undefined : JSON.stringify(base);

  for (const param of op.params.filter((p) => p.in === 'path')) {
    const integer = param.schema.type === 'integer' || JSON.stringify(param.schema).includes('"integer"');
    const tooLong = 'x'.repeat((param.schema.maxLength ?? 200) + 1);
    const values = integer ? BAD_INTEGER_PARAMS : [...BAD_TEXT_PARAMS, tooLong];
    for (const value of values) {
      const decoded = (() => {
        try {
          return decodeURIComponent(value);
        } catch {
          return value;
        }
      })();
      cases.push({
        op,
        url: urlOf(op, { name: param.name, value }),
        payload: jsonBody,
        what: `path ${param.name}=${value.slice(0, 40)}`,
        // Integers the schema refuses must be refused. Text may be answered (check-url says "not available"),
        // except text longer than the schema allows.
        mustRefuse: integer ? !conforms(param.schema, Number(decoded)) || !/^\d+$/.test(decoded) : value === tooLong,
      });
    }
  }
  for (const param of op.params.filter((p) => p.in === 'query')) {
    const values = [...new Set([...mutations(param.schema).map((m) => m.value), 'abc', '-1'])]
      .filter((v) => typeof v === 'string' || typeof v === 'number')
      .slice(0, 30);
    for (const value of values) {
      const text = String(value);
      // Query strings arrive as text and are coerced: a refusal is required only when the text is no number at all.
      const asNumber = Number(text);
      const judged = param.schema.type === 'integer' || param.schema.type === 'number' ? asNumber : text;
      cases.push({
        op,
        url: `${urlOf(op)}?${param.name}=${encodeURIComponent(text)}`,
        what: `query ${param.name}=${text.slice(0, 40)}`,
        mustRefuse: text !== '' && !conforms(param.schema, judged),
      });
    }
    cases.push({ op, url: `${urlOf(op)}?${param.name}=1&${param.name}=2`, what: 'repeated query', mustRefuse: false });
    cases.push({ op, url: `${urlOf(op)}?${param.name}[]=1`, what: 'array query', mustRefuse: false });
  }
  cases.push({
    op,
    url: `${urlOf(op)}?__proto__[polluted]=1&constructor[prototype][polluted]=1`,
    what: 'proto query',
    mustRefuse: false,
  });

  if (op.body) {
    const all = mutations(op.body);
    // At most 160 body cases per route, picked with a fixed seed so a failure replays.
    const picked = all.length > 160 ? Array.from({ length: 160 }, () => rng.pick(all)) : all;
    for (const m of picked) {
      const body = setAt(base, m.field, m.value);
      cases.push({
        op,
        url: urlOf(op),
        payload: JSON.stringify(body),
        contentType: 'application/json',
        what: `body ${m.field || '(whole)'}=${JSON.stringify(m.value)?.slice(0, 50)}`,
        mustRefuse: !conforms(op.body, body),
      });
    }
    for (const key of op.body.required ?? []) {
      const { [key]: _dropped, ...rest } = base as Record<string, unknown>;
      cases.push({
        op,
        url: urlOf(op),
        payload: JSON.stringify(rest),
        contentType: 'application/json',
        what: `body without ${key}`,
        mustRefuse: true,
      });
    }
  }
  if (op.body || op.multipart || op.method === 'POST' || op.method === 'PUT') {
    for (const [raw, type] of RAW_BODIES) {
      // Prototype keys are dropped by the parser: what remains may be a valid (empty) partial update.
      const mustRefuse = !raw.includes('__proto__');
      cases.push({
        op,
        url: urlOf(op),
        payload: raw,
        contentType: type,
        what: `raw ${type} ${raw.slice(0, 30)}`,
        mustRefuse,
      });
    }
  }
  if (op.path === '/api/orders') {
    for (const key of ['', 'short', 'has space in it', 'x'.repeat(101), '../../etc', '<script>']) {
      cases.push({
        op,
        url: urlOf(op),
        payload: jsonBody,
        contentType: 'application/json',
        headers: { 'idempotency-key': key },
        what: `idempotency-key ${key.slice(0, 20)}`,
        mustRefuse: true,
      });
    }
  }
  return cases;
}

describe('abuse: generated malformed requests on every route', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let admin: Record<string, string>;
  let ops: Operation[];
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'bakery');
    admin = await loginAs(t, 'admin');
    ops = operationsOf(t.app.swagger() as never);
  });
  afterAll(() => t?.close());

  it('documents every /api route it serves, so the generator reaches all of them', () => {
    const served = new Set<string>();
    const tree = t.app.printRoutes({ commonPrefix: false });
    // Lines look like "├── /api/account/orders (GET, HEAD)" with nested "/:orderId (...)" children.
    const stack: string[] = [];
    for (const line of tree.split('\n')) {
      const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
      if (!match) continue;
      const depth = match[1].length / 4;
      stack.length = depth;
      stack.push(match[2]);
      const full = stack.join('').replace(/:(\w+)/g, '{$1}');
      for (const method of match[3].split(', ')) if (method !== 'HEAD') served.add(`${method} ${full}`);
    }
    const documented = new Set(ops.map((o) => `${o.method} ${o.path}`));
    const undocumented = [...served].filter(
      (r) => r.includes(' /api/') && !r.includes('/api/docs') && !documented.has(r),
    );
    expect(undocumented).toEqual([]);
    expect(ops.length).toBeGreaterThanOrEqual(29);
  });

  it('refuses at least 1,000 generated bad requests with a 4xx fail, and never answers 5xx', async () => {
    const rng = random(6_1122);
    const cases = ops.flatMap((op) => casesFor(op, rng));
    // Wrong or missing api-key and broken sessions on every route but the open ones.
    const tokens = new TokenService('another-secret-that-is-long-enough-to-sign');
    const foreign = await tokens.sign({ userId: 1, shopId: 1, role: 'owner', sessionVersion: 0 });
    const api = (op: Operation) => op.path.startsWith('/api/');
    for (const op of ops.filter((o) => api(o) && o.path !== '/api/health' && o.path !== '/api/ready')) {
      cases.push({ op, url: urlOf(op), headers: { 'api-key': '' }, what: 'no api-key', mustRefuse: true });
      cases.push({
        op,
        url: urlOf(op),
        headers: { 'api-key': 'vitrine-wrong-key' },
        what: 'wrong api-key',
        mustRefuse: true,
      });
      if (op.bearer) {
        for (const authorization of [
          '',
          'Bearer',
          'Bearer x.y.z',
          `Bearer ${foreign}`,
          'Basic YTpi',
          `Bearer ${'a'.repeat(9000)}`,
        ]) {
          cases.push({
            op,
            url: urlOf(op),
            headers: { authorization },
            what: `authorization ${authorization.slice(0, 20)}`,
            mustRefuse: true,
          });
        }
      }
      for (const method of ['PATCH', 'OPTIONS', 'TRACE'] as const) {
        cases.push({ op: { ...op, method }, url: urlOf(op), what: `method ${method}`, mustRefuse: true });
      }
    }
    expect(cases.length).toBeGreaterThanOrEqual(1000);

    const gotThrough: string[] = [];
    const statuses: Record<number, number> = {};
    let n = 0;
    for (const c of cases) {
      n++;
      const session = c.op.bearer ? (c.op.path.startsWith('/api/admin') ? admin : owner) : t.headers;
      const headers: Record<string, string> = { ...session, ...c.headers };
      for (const [k, v] of Object.entries(headers)) if (v === '') delete headers[k];
      if (c.payload !== undefined) headers['content-type'] = c.contentType ?? 'application/json';
      if (c.op.path === '/api/orders' && !(c.headers && 'idempotency-key' in c.headers))
        headers['idempotency-key'] = `abuse-key-${n}`;
      const res = await t.app.inject({
        method: c.op.method as 'GET',
        url: c.url,
        headers,
        payload: c.payload,
        // A different client for each case, so per-client limits do not hide the validation.
        remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      });
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      const where = `${c.op.method} ${c.url.slice(0, 70)} [${c.what}] -> ${res.statusCode} ${res.body.slice(0, 160)}`;
      if (res.statusCode >= 500) {
        gotThrough.push(where);
        continue;
      }
      if (res.statusCode >= 400 && !api(c.op)) continue;
      if (res.statusCode >= 400) {
        let body: { status?: unknown; message?: unknown } = {};
        try {
          body = res.json();
        } catch {
          // An empty answer is allowed only where HTTP forbids a body.
        }
        if (c.op.method !== 'OPTIONS' && (body.status !== 'fail' || typeof body.message !== 'string'))
          gotThrough.push(where);
      } else if (c.mustRefuse) {
        gotThrough.push(`accepted: ${where}`);
      }
    }
    recordResult('abuse', { tried: cases.length, routes: ops.length, statuses, gotThrough: gotThrough.length });
    expect(gotThrough).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 120_000);
});

/**
 * Spellings of an /api path that the router may still route to an API handler. Whatever reaches
 * an API route obeys its rules: no api-key, no data; an owner's answer is never stored by a cache.
 */
describe('abuse: the api-key and no-store rules hold for every spelling of /api', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'sunrise');
  });
  afterAll(() => t?.close());

  const spell = (rest: string) => [
    `/api/${rest}`,
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/%41PI/${rest}`,
    `/a%70i/${rest}`,
    `/ap%69/${rest}`,
    `/%61%50%49/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/./api/${rest}`,
    `/api/./${rest}`,
    `/x/../api/${rest}`,
    `/api/${rest.replace(/^(.)/, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    `/api/${rest.replace(/^(.)/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    `/%2561pi/${rest}`,
  ];

  it('never answers public data without the api-key', async () => {
    for (const rest of [
      'getcatalogue/sunrise-electronics',
      'getmaster/delivery_types',
      'getshopseo/sunrise-electronics',
    ]) {
      for (const url of spell(rest)) {
        const res = await t.app.inject({ method: 'GET', url });
        const leaked = res.statusCode === 200 && /"status"\s*:\s*"success"/.test(res.body);
        expect(leaked, `${url} answered ${res.statusCode} without an api-key`).toBe(false);
        expect(res.statusCode, url).toBeLessThan(500);
        const withKey = await t.app.inject({ method: 'GET', url, headers: t.headers });
        expect(withKey.statusCode, url).toBeLessThan(500);
      }
    }
  });

  it("marks an owner's answer no-store whatever the spelling", async () => {
    for (const url of spell('account/shop')) {
      const res = await t.app.inject({ method: 'GET', url, headers: owner });
      expect(res.statusCode, url).toBeLessThan(500);
      if (res.statusCode === 200 && res.headers['content-type']?.toString().includes('json')) {
        expect(res.headers['cache-control'], `${url} carries owner data`).toBe('no-store');
      }
      const anonymous = await t.app.inject({ method: 'GET', url, headers: t.headers });
      expect(/"shop_name"/.test(anonymous.body), `${url} without a session`).toBe(false);
    }
  });
});
