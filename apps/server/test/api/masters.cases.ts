import { masterResponses, stateListResponse } from '@vitrine/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';

/** Cases run by a test file that shares one app between several groups (each app costs seconds). */
export const mastersCases = (app: () => Promise<TestApp>) =>
  describe('option lists', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await app();
    });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers });

    it('answers each list under its own key', async () => {
      for (const type of Object.keys(masterResponses) as (keyof typeof masterResponses)[]) {
        const res = await get(`/api/getmaster/${type}`);
        expect(res.statusCode, type).toBe(200);
        const body = masterResponses[type].parse(res.json()) as Record<string, unknown>;
        expect(Array.isArray(body[type]), type).toBe(true);
        expect(res.headers.etag).toBeTruthy();
      }
      const delivery = masterResponses.delivery_types.parse((await get('/api/getmaster/delivery_types')).json());
      expect(delivery.delivery_types.map((d) => d.code)).toContain('cod');
      const countries = masterResponses.country_list.parse((await get('/api/getmaster/country_list')).json());
      expect(countries.country_list[0]).toEqual({
        id: expect.any(Number),
        country_name: expect.any(String),
        iso_code: expect.stringMatching(/^[A-Z]{2}$/),
      });
      expect(countries.country_list.find((c) => c.country_name === 'India')?.iso_code).toBe('IN');
    });

    it('answers an unknown list with 404 fail', async () => {
      for (const type of ['nope', '__proto__', 'constructor', 'state_list']) {
        const res = await get(`/api/getmaster/${type}`);
        expect(res.statusCode, type).toBe(404);
        expect(res.json()).toMatchObject({ status: 'fail' });
      }
    });

    it('answers the states of a country, 404 for unknown country, 400 for a malformed id', async () => {
      const countries = masterResponses.country_list.parse((await get('/api/getmaster/country_list')).json());
      const india = countries.country_list.find((c) => c.country_name === 'India');
      expect(india).toBeDefined();
      const res = await get(`/api/getmaster/state_list/${india?.id}`);
      expect(res.statusCode).toBe(200);
      const { state_list } = stateListResponse.parse(res.json());
      expect(state_list.map((s) => s.state_name)).toContain('Maharashtra');
      expect((await get('/api/getmaster/state_list/999999')).statusCode).toBe(404);
      expect((await get('/api/getmaster/state_list/-1')).statusCode).toBe(400);
      expect((await get('/api/getmaster/state_list/x')).json()).toMatchObject({ status: 'fail' });
    });
  });
