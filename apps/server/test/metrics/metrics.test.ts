import { productPath } from '@vitrine/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/version.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { testDriver } from '../support/test-database.js';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
interface Family {
  type: string;
  help: string;
  samples: Sample[];
}

/**
 * Prometheus' text format (0.0.4), read strictly: every line is a HELP, a TYPE or a sample whose
 * name belongs to the family declared above it (with _bucket/_sum/_count for histograms), label
 * values are quoted with \\, \" and \n escapes, values are floats, +Inf, -Inf or NaN (any case, as Go's ParseFloat). Anything
 * else throws, naming the line.
 */
function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const name = '[a-zA-Z_:][a-zA-Z0-9_:]*';
  const labelPair = new RegExp(`^(${name.replace(':', '')})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`);
  const sampleStart = new RegExp(`^(${name})`);
  let current: { name: string; family: Family } | undefined;
  const familyOf = (sample: string) => {
    if (!current) return undefined;
    const suffixes =
      current.family.type === 'histogram'
        ? ['_bucket', '_sum', '_count']
        : current.family.type === 'summary'
          ? ['', '_sum', '_count']
          : [''];
    return suffixes.some((s) => `${current?.name}${s}` === sample) ? current.family : undefined;
  };
  for (const [i, line] of text.split('\n').entries()) {
    const where = `line ${i + 1}: ${line}`;
    if (line === '') continue;
    const help = new RegExp(`^# HELP (${name}) (.*)$`).exec(line);
    if (help) {
      const family = families.get(help[1]) ?? { type: 'untyped', help: '', samples: [] };
      family.help = help[2];
      families.set(help[1], family);
      current = { name: help[1], family };
      continue;
    }
    const type = new RegExp(`^# TYPE (${name}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
    if (type) {
      const family = families.get(type[1]) ?? { type: type[2], help: '', samples: [] };
      family.type = type[2];
      families.set(type[1], family);
      current = { name: type[1], family };
      continue;
    }
    if (line.startsWith('#')) throw new Error(`unknown comment, ${where}`);
    const start = sampleStart.exec(line);
    if (!start) throw new Error(`not a sample, ${where}`);
    let rest = line.slice(start[1].length);
    const labels: Record<string, string> = {};
    if (rest.startsWith('{')) {
      rest = rest.slice(1);
      while (!rest.startsWith('}')) {
        const pair = labelPair.exec(rest);
        if (!pair) throw new Error(`bad label, ${where}`);
        labels[pair[1]] = pair[2].replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
        rest = rest.slice(pair[0].length);
        if (rest.startsWith(',')) rest = rest.slice(1);
        else if (!rest.startsWith('}')) throw new Error(`bad label list, ${where}`);
      }
      rest = rest.slice(1);
    }
    const value = /^ (\S+)(?: -?\d+)?$/.exec(rest);
    if (!value) throw new Error(`bad value, ${where}`);
    // Prometheus reads values with Go's ParseFloat: NaN and Inf in any case (prom-client writes "Nan").
    const word = value[1].toLowerCase();
    const number = /^[+-]?inf$/.test(word) ? (word.startsWith('-') ? -Infinity : Infinity) : Number(value[1]);
    if (Number.isNaN(number) && word !== 'nan') throw new Error(`bad number, ${where}`);
    const family = familyOf(start[1]);
    if (!family) throw new Error(`sample outside its family, ${where}`);
    family.samples.push({ name: start[1], labels, value: number });
  }
  return families;
}

const sum = (families: Map<string, Family>, family: string, sample: string, labels: Record<string, string> = {}) =>
  (families.get(family)?.samples ?? [])
    .filter((s) => s.name === sample && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((total, s) => total + s.value, 0);

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(res.body);
  };

  it('answers 401 without the token or with another one', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.body).not.toContain('vitrine_');
    }
  });

  it('has every family, in a text a Prometheus parser reads', async () => {
    await t.database.ping(); // a pooled connection exists (on PostgreSQL)
    const families = await scrape();
    const expected: Record<string, string> = {
      vitrine_http_requests_total: 'counter',
      vitrine_http_request_duration_seconds: 'histogram',
      vitrine_response_cache_lookups_total: 'counter',
      vitrine_orders_placed_total: 'counter',
      vitrine_orders_refused_total: 'counter',
      vitrine_change_events_published_total: 'counter',
      vitrine_change_events_received_total: 'counter',
      vitrine_event_streams_open: 'gauge',
      vitrine_build_info: 'gauge',
      process_cpu_seconds_total: 'counter',
      process_resident_memory_bytes: 'gauge',
      nodejs_eventloop_lag_seconds: 'gauge',
      nodejs_heap_size_used_bytes: 'gauge',
    };
    if (testDriver() === 'postgres') expected.vitrine_db_pool_connections = 'gauge';
    for (const [name, type] of Object.entries(expected)) {
      expect(families.get(name)?.type, name).toBe(type);
      expect(families.get(name)?.help, name).not.toBe('');
    }
    // Which version this instance runs, as labels (two may differ during an upgrade).
    expect(sum(families, 'vitrine_build_info', 'vitrine_build_info', { version: VERSION, node: process.version })).toBe(
      1,
    );
    if (testDriver() === 'postgres') {
      expect(
        sum(families, 'vitrine_db_pool_connections', 'vitrine_db_pool_connections', { state: 'total' }),
      ).toBeGreaterThan(0);
    }
  });

  it('moves with traffic: requests by route pattern, cache hits and misses, orders, change events', async () => {
    const before = await scrape();
    const product = await t.app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers: t.headers });
    const shop = product.json().catalogue;
    for (let i = 0; i < 4; i++) {
      await t.app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers: t.headers });
    }
    await t.app.inject({ method: 'GET', url: '/api/getcatalogue/no-such-shop-here', headers: t.headers });
    const item = shop.products.find(
      (p: { in_stock: boolean; variants: unknown[] }) => p.in_stock && p.variants.length === 0,
    );
    const order = (quantity: number, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...t.headers, 'idempotency-key': key },
        remoteAddress: '10.77.0.1',
        payload: {
          shop_id: shop.shop[0].shop_id,
          delivery_type: 'cod',
          customer: {
            name: 'Asha Rao',
            phone: '+91 98765 43210',
            address_line1: '12 MG Road',
            city: 'Pune',
            postal_code: '411001',
          },
          items: [{ product_id: item.product_id, quantity }],
        },
      });
    expect((await order(1, 'metrics-order-1')).statusCode).toBe(201);
    expect((await order(1, 'metrics-order-1')).statusCode).toBe(200); // a replay: not a second order
    expect((await order(0, 'metrics-order-2')).statusCode).toBe(400);
    await t.app.events.publish({ type: 'shop.changed', shopId: shop.shop[0].shop_id });

    const after = await scrape();
    const delta = (family: string, sample: string, labels: Record<string, string> = {}) =>
      sum(after, family, sample, labels) - sum(before, family, sample, labels);
    const catalogueRoute = { method: 'GET', route: '/api/getcatalogue/:catalogueUrl' };
    expect(
      delta('vitrine_http_requests_total', 'vitrine_http_requests_total', { ...catalogueRoute, status: '200' }),
    ).toBe(5);
    expect(
      delta('vitrine_http_requests_total', 'vitrine_http_requests_total', { ...catalogueRoute, status: '404' }),
    ).toBe(1);
    // By pattern, never by the raw address.
    expect(
      after.get('vitrine_http_requests_total')?.samples.some((s) => s.labels.route?.includes('corner-bakery')),
    ).toBe(false);
    expect(
      delta('vitrine_http_request_duration_seconds', 'vitrine_http_request_duration_seconds_count', {
        ...catalogueRoute,
        status: '200',
      }),
    ).toBe(5);
    expect(
      delta('vitrine_http_request_duration_seconds', 'vitrine_http_request_duration_seconds_bucket', {
        ...catalogueRoute,
        status: '200',
        le: '+Inf',
      }),
    ).toBe(5);
    expect(
      delta('vitrine_response_cache_lookups_total', 'vitrine_response_cache_lookups_total', { result: 'hit' }),
    ).toBeGreaterThanOrEqual(4);
    expect(
      delta('vitrine_response_cache_lookups_total', 'vitrine_response_cache_lookups_total', { result: 'miss' }),
    ).toBeGreaterThanOrEqual(1);
    expect(delta('vitrine_orders_placed_total', 'vitrine_orders_placed_total')).toBe(1);
    expect(delta('vitrine_orders_refused_total', 'vitrine_orders_refused_total', { reason: 'invalid_request' })).toBe(
      1,
    );
    expect(
      delta('vitrine_change_events_published_total', 'vitrine_change_events_published_total', { type: 'shop.changed' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      delta('vitrine_change_events_received_total', 'vitrine_change_events_received_total', { type: 'shop.changed' }),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('the storefront pages in the metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('are counted by their page pattern, never by the address, and other unknown addresses as "unmatched"', async () => {
    const catalogue = await t.app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers: t.headers });
    const product = catalogue.json().catalogue.products[0];
    const pages = {
      '/:shop': ['/corner-bakery', '/corner-bakery?category=2', '/sunrise-electronics/'],
      '/:shop/product-detail/:slug/:product': [productPath('corner-bakery', product)],
      '/:shop/checkout': ['/corner-bakery/checkout'],
      unmatched: ['/corner-bakery/no/such/page', '/missing-picture.png'],
    };
    for (const urls of Object.values(pages)) {
      for (const url of urls) await t.app.inject({ method: 'GET', url });
    }
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const requests = parsePrometheusText(res.body).get('vitrine_http_requests_total')?.samples ?? [];
    const countOf = (route: string) =>
      requests.filter((s) => s.labels.method === 'GET' && s.labels.route === route).reduce((n, s) => n + s.value, 0);
    for (const [route, urls] of Object.entries(pages)) expect(countOf(route), route).toBe(urls.length);
    expect(requests.some((s) => /corner-bakery|sunrise|missing/.test(s.labels.route))).toBe(false);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics route at all', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('vitrine_');
    } finally {
      await t.close();
    }
  });
});
