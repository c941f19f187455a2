import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf } from './helpers.js';

/**
 * Per-address limits count the real client. X-Forwarded-For is believed only from
 * the proxies TRUST_PROXY names (none by default), and then its right-most address they did not add.
 */
describe('client address behind (and without) a trusted proxy', () => {
  // Each login goes to an account of its own, so only the per-address limit can answer 429.
  let guess = 0;
  const wrongLogin = (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...t.headers, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { email: `nobody-${++guess}@guess.example`, password: 'wrong-one' },
      remoteAddress,
    });

  describe('with TRUST_PROXY unset', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t?.close());

    it('ignores X-Forwarded-For from loopback: a new forged address per login still meets the limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await wrongLogin(t, '127.0.0.1', `198.51.100.${i + 1}`)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
    });

    it('ignores X-Forwarded-For from a private address as well (a container network, a LAN)', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await wrongLogin(t, '10.0.0.5', `203.0.113.${i + 1}`)).statusCode);
      expect(statuses.at(-1)).toBe(429);
    });

    it('holds the checkout limit (30 per 10 minutes) against a new X-Forwarded-For per order', async () => {
      const sunrise = await catalogueOf(t, 'sunrise-electronics');
      const product = sunrise.products.find((p) => p.variants.length === 0 && p.in_stock)!;
      const order = {
        shop_id: sunrise.shop[0].shop_id,
        delivery_type: 'cod',
        customer: {
          name: 'Asha',
          phone: '+91 98765 43210',
          address_line1: '1 Road',
          city: 'Pune',
          postal_code: '411001',
        },
        items: [{ product_id: product.product_id, quantity: 1 }],
      };
      const statuses: number[] = [];
      for (let i = 0; i < 32; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...t.headers, 'idempotency-key': `xff-order-${i}`, 'x-forwarded-for': `198.51.100.${i + 1}` },
          // A phone per order: the shop's cap on pending orders per phone is not what this tests.
          payload: { ...order, customer: { ...order.customer, phone: `+91 98765 ${10000 + i}` } },
          remoteAddress: '172.17.0.1',
        });
        if (i === 0) expect(res.json().status).toBe('success');
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(30);
      expect(statuses.slice(30)).toEqual([429, 429]);
    });
  });

  describe('with TRUST_PROXY naming the balancers', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1,10.8.0.0/16' } });
    });
    afterAll(() => t?.close());

    it('counts the right-most address the trusted proxies did not add, whatever the client put before it', async () => {
      // The client forges a new left-most address each time; the balancer appends what it saw.
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        statuses.push((await wrongLogin(t, '127.0.0.1', `192.0.2.${i + 1}, 203.0.113.77, 10.8.0.2`)).statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      // Another client behind the same balancers has its own budget.
      expect((await wrongLogin(t, '127.0.0.1', '203.0.113.78')).statusCode).toBe(401);
    });

    it('believes nobody outside TRUST_PROXY', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await wrongLogin(t, '10.9.0.1', `198.51.100.${i + 1}`)).statusCode);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
