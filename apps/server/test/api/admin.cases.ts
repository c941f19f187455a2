import { adminShopListResponse, reportListResponse } from '@vitrine/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema.js';
import type { TestApp } from '../support/test-app.js';
import { loginAs, shopIdOf } from './helpers.js';

/** Cases run by a test file that shares one app between several groups (each app costs seconds). */
export const adminCases = (app: () => Promise<TestApp>) =>
  describe('platform admin', () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let bulkId: number;
    beforeAll(async () => {
      t = await app();
      admin = await loginAs(t, 'admin');
      bulkId = await shopIdOf(t, 'bulk-mart');
      for (const message of ['Fake products', 'Rude on the phone']) {
        await t.app.inject({
          method: 'POST',
          url: '/api/reportshop',
          headers: { ...t.headers, 'user-agent': 'agent-x' },
          payload: { shop_id: bulkId, message },
        });
      }
    });

    it('reads complaints newest first with their shop, filterable and paged', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin });
      expect(res.statusCode).toBe(200);
      const body = reportListResponse.parse(res.json());
      expect(body.total).toBe(2);
      expect(body.reports[0]).toMatchObject({
        message: 'Rude on the phone',
        shop_id: bulkId,
        shop_catalogue_url: 'bulk-mart',
        shop_status: 'active',
        user_agent: 'agent-x',
      });
      const paged = await t.app.inject({
        method: 'GET',
        url: `/api/admin/reports?per_page=1&shop_id=${bulkId}`,
        headers: admin,
      });
      expect(paged.json().reports).toHaveLength(1);
      const none = await t.app.inject({ method: 'GET', url: '/api/admin/reports?shop_id=999999', headers: admin });
      expect(none.json()).toMatchObject({ reports: [], total: 0 });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/reports?page=x', headers: admin })).statusCode).toBe(
        400,
      );
    });

    it('suspends a shop (catalogue, SEO and orders answer 404) and reactivates it', async () => {
      const put = (status: unknown, id: number | string = bulkId) =>
        t.app.inject({ method: 'PUT', url: `/api/admin/shops/${id}`, headers: admin, payload: { status } });
      const read = () => t.app.inject({ method: 'GET', url: '/api/getcatalogue/bulk-mart', headers: t.headers });
      expect((await read()).statusCode).toBe(200);
      const res = await put('suspended');
      expect(res.json()).toEqual({ status: 'success', shop: { shop_id: bulkId, status: 'suspended' } });
      expect((await read()).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/getshopseo/${bulkId}`, headers: t.headers })).statusCode,
      ).toBe(404);
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...t.headers, 'idempotency-key': 'suspended-shop-1' },
        payload: {
          shop_id: bulkId,
          delivery_type: 'cod',
          customer: { name: 'A', phone: '+49 30 1234567', address_line1: 'x', city: 'Berlin', postal_code: '10115' },
          items: [{ product_id: 1, quantity: 1 }],
        },
      });
      expect(order.statusCode).toBe(404);
      expect((await put('active')).statusCode).toBe(200);
      expect((await read()).statusCode).toBe(200);
      expect((await put('deleted')).statusCode).toBe(400);
      expect((await put('active', 999999)).statusCode).toBe(404);
      expect((await put('active', 'abc')).statusCode).toBe(400);
    });

    it('lists shops with their owner and counts, searched by name, address or owner e-mail, paged', async () => {
      const get = (query: string, headers = admin) =>
        t.app.inject({ method: 'GET', url: `/api/admin/shops${query}`, headers });
      const res = await get('?per_page=100');
      expect(res.statusCode, res.body).toBe(200);
      const body = adminShopListResponse.parse(res.json());
      expect(body.total).toBeGreaterThanOrEqual(3);
      const bulk = body.shops.find((s) => s.shop_id === bulkId)!;
      const [{ n }] = await t.database.db.select({ n: count() }).from(products).where(eq(products.shopId, bulkId));
      expect(bulk).toMatchObject({
        shop_catalogue_url: 'bulk-mart',
        owner_email: 'owner@bulkmart.example',
        products: n,
        reports: 2,
      });
      expect(bulk.products).toBeGreaterThan(1000);
      const names = async (query: string) =>
        adminShopListResponse.parse((await get(query)).json()).shops.map((s) => s.shop_catalogue_url);
      expect(await names('?q=BULK')).toEqual(['bulk-mart']);
      expect(await names('?q=owner%40bakery.example')).toEqual(['corner-bakery']);
      const city = bulk.address.split(', ').at(-2) ?? bulk.address;
      expect(await names(`?q=${encodeURIComponent(city)}`)).toContain('bulk-mart');
      expect(await names('?q=%25%25')).toEqual([]);
      const paged = adminShopListResponse.parse((await get('?per_page=1&page=2')).json());
      expect(paged).toMatchObject({ page: 2, per_page: 1, total: body.total });
      expect(paged.shops).toHaveLength(1);
      for (const [query, field] of [
        ['?page=0', 'page'],
        ['?page=x', 'page'],
        [`?q=${'x'.repeat(101)}`, 'q'],
      ]) {
        const bad = await get(query);
        expect(bad.statusCode, query).toBe(400);
        expect(Object.keys(bad.json().errors ?? {}).join(), query).toMatch(new RegExp(field));
      }
      expect((await get('', await loginAs(t, 'bakery'))).statusCode).toBe(403);
      expect((await get('', t.headers)).statusCode).toBe(401);
    });

    it('is closed to owners and visitors', async () => {
      const owner = await loginAs(t, 'bulk');
      for (const headers of [owner, t.headers]) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/admin/shops/${bulkId}`,
          headers,
          payload: { status: 'suspended' },
        });
        expect([401, 403]).toContain(res.statusCode);
      }
    });
  });
