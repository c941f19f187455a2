import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';

/** Cases run by a test file that shares one app between several groups (each app costs seconds). */
export const docsCases = (app: () => Promise<TestApp>) =>
  describe('API documentation', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await app();
    });

    it('serves Swagger UI at /api/docs without an api-key', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('swagger');
    });

    it('documents every API route with its request and response schemas', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const spec = res.json() as {
        paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
      };
      const expected: [string, string][] = [
        ['/api/getcatalogue/{catalogueUrl}', 'get'],
        ['/api/getshopseo/{shopId}', 'get'],
        ['/api/getproductcategories/{shopId}', 'get'],
        ['/api/getmaster/{type}', 'get'],
        ['/api/getmaster/state_list/{countryId}', 'get'],
        ['/api/reportshop', 'post'],
        ['/api/orders', 'post'],
        ['/api/auth/login', 'post'],
        ['/api/auth/register', 'post'],
        ['/api/auth/check-url/{url}', 'get'],
        ['/api/auth/me', 'get'],
        ['/api/account/shop', 'get'],
        ['/api/account/shop', 'put'],
        ['/api/account/products', 'get'],
        ['/api/account/products', 'post'],
        ['/api/account/products/{productId}', 'get'],
        ['/api/account/products/{productId}', 'put'],
        ['/api/account/products/{productId}', 'delete'],
        ['/api/account/categories', 'get'],
        ['/api/account/categories', 'post'],
        ['/api/account/categories/reorder', 'post'],
        ['/api/account/categories/{id}', 'put'],
        ['/api/account/categories/{id}', 'delete'],
        ['/api/account/delivery', 'get'],
        ['/api/account/delivery', 'put'],
        ['/api/account/images', 'post'],
        ['/api/account/orders', 'get'],
        ['/api/account/orders/{orderId}', 'get'],
        ['/api/account/orders/{orderId}', 'put'],
        ['/api/admin/reports', 'get'],
        ['/api/admin/shops/{shopId}', 'put'],
      ];
      for (const [path, method] of expected) {
        const op = spec.paths[path]?.[method];
        expect(op, `${method} ${path}`).toBeDefined();
        expect(
          Object.keys(op.responses).some((c) => c.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        expect(
          Object.keys(op.responses).some((c) => c.startsWith('4')),
          `${method} ${path}`,
        ).toBe(true);
        if (method === 'post' || method === 'put') expect(op.requestBody, `${method} ${path}`).toBeDefined();
      }
    });
  });
