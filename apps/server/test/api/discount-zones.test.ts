import { accountShopResponse, discountCodeResponse } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, shops } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * A discount's start and end are instants; the owner reads and enters them on the shop's clock,
 * which the owner's shop answer names (`effective_time_zone`: the shop's pick, else its country's).
 * A shop in São Paulo and one in Kolkata, on PGlite and PostgreSQL.
 */
describe("discount times on the shop's clock", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  let n = 0;
  /** A new owner whose shop is in `country`, with no zone of its own picked (null: the country's). */
  async function ownerIn(country: string) {
    n += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: t.headers,
      remoteAddress: `10.32.0.${n}`,
      payload: {
        name: 'Owner',
        email: `zone-${n}@example.com`,
        password: 'zone-pass-2026',
        shop_name: `Zone shop ${n}`,
        shop_catalogue_url: `zone-shop-${n}`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token, user } = res.json();
    const [c] = await t.database.db.select().from(countries).where(eq(countries.isoCode, country));
    await t.database.db.update(shops).set({ shopCountryId: c.id, timeZone: null }).where(eq(shops.id, user.shop_id));
    return { ...t.headers, authorization: `Bearer ${token}` };
  }
  const shopOf = async (headers: Record<string, string>) =>
    accountShopResponse.parse((await t.app.inject({ method: 'GET', url: '/api/account/shop', headers })).json()).shop;

  it("names the shop's zone, its own pick or its country's", async () => {
    const saoPaulo = await ownerIn('BR');
    expect(await shopOf(saoPaulo)).toMatchObject({ time_zone: null, effective_time_zone: 'America/Sao_Paulo' });
    const kolkata = await ownerIn('IN');
    expect(await shopOf(kolkata)).toMatchObject({ time_zone: null, effective_time_zone: 'Asia/Kolkata' });
    const picked = await t.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: kolkata,
      payload: { time_zone: 'Europe/Lisbon' },
    });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(await shopOf(kolkata)).toMatchObject({ time_zone: 'Europe/Lisbon', effective_time_zone: 'Europe/Lisbon' });
  });

  it('stores the instant a shop-clock midnight is, for each zone', async () => {
    // 2026-12-24 00:00 in São Paulo (UTC−3) and in Kolkata (UTC+5:30), as the owner's form sends them.
    for (const [country, startsAt] of [
      ['BR', '2026-12-24T03:00:00.000Z'],
      ['IN', '2026-12-23T18:30:00.000Z'],
    ]) {
      const owner = await ownerIn(country);
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/account/discounts',
        headers: owner,
        payload: { code: `NATAL${country}`, kind: 'percent', value: 10, starts_at: startsAt },
      });
      expect(made.statusCode, made.body).toBe(201);
      const code = discountCodeResponse.parse(made.json()).discount_code;
      expect(new Date(code.starts_at as string).toISOString()).toBe(startsAt);
    }
  });
});
