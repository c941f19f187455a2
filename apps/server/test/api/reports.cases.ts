import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { complaints, shops } from '../../src/db/schema.js';
import type { TestApp } from '../support/test-app.js';

/** Cases run by a test file that shares one app between several groups (each app costs seconds). */
export const reportsCases = (app: () => Promise<TestApp>) =>
  describe('POST /api/reportshop', () => {
    let t: TestApp;
    let shopId: number;
    beforeAll(async () => {
      t = await app();
      const [row] = await t.database.db
        .select({ id: shops.id })
        .from(shops)
        .where(eq(shops.shopCatalogueUrl, 'bulk-mart'));
      shopId = row.id;
    });

    const report = (payload: unknown, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: '/api/reportshop',
        headers: { ...t.headers, 'user-agent': 'test-agent/1.0' },
        payload: payload as object,
        remoteAddress: ip,
      });

    it('stores a complaint with time, client hash and user agent; message optional', async () => {
      const res = await report({ shop_id: shopId, message: 'Never delivered.' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'success' });
      expect((await report({ shop_id: shopId }, '10.0.0.2')).statusCode).toBe(200);
      const rows = await t.database.db.select().from(complaints).where(eq(complaints.shopId, shopId));
      const stored = rows.find((r) => r.message === 'Never delivered.');
      expect(stored).toMatchObject({ userAgent: 'test-agent/1.0' });
      expect(stored?.clientHash).not.toContain('10.0.0.1');
      expect(stored?.createdAt).toBeInstanceOf(Date);
    });

    it('refuses a bad payload with the field that is wrong', async () => {
      const long = await report({ shop_id: shopId, message: 'x'.repeat(2001) });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ status: 'fail', errors: { message: expect.any(String) } });
      const noShop = await report({ message: 'hi' });
      expect(noShop.json()).toMatchObject({ status: 'fail', errors: { shop_id: expect.any(String) } });
      expect((await report({ shop_id: 'abc' })).statusCode).toBe(400);
      expect((await report({ shop_id: 999999 })).statusCode).toBe(404);
    });

    it('allows 5 reports per client per shop per hour, then 429', async () => {
      const ip = '10.9.9.9';
      for (let i = 0; i < 5; i++) expect((await report({ shop_id: shopId }, ip)).statusCode).toBe(200);
      const sixth = await report({ shop_id: shopId }, ip);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ status: 'fail' });
      expect((await report({ shop_id: shopId }, '10.9.9.8')).statusCode).toBe(200);
      const [{ n }] = await t.database.db
        .select({ n: count() })
        .from(complaints)
        .where(and(eq(complaints.shopId, shopId), eq(complaints.userAgent, 'test-agent/1.0')));
      expect(n).toBeGreaterThanOrEqual(8);
    });
  });
