import { COUNTRY_UNKNOWN, countryDefaults, TIME_ZONE_NOT_OF_COUNTRY } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, shops } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Sign-up asks the shop's country: the shop starts in its currency, time zone and phone country
 * (contracts' countries.ts), not in USD and UTC. An unknown country or a zone of another country
 * is refused, naming the field. On PGlite and PostgreSQL.
 */
describe('sign-up with a country', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  let n = 0;
  const register = (extra: Record<string, unknown>) => {
    n += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: t.headers,
      // Sign-ups are limited per address (20 an hour): each from its own.
      remoteAddress: `10.31.0.${n}`,
      payload: {
        name: 'Ana',
        email: `ana-${n}@padaria.example`,
        password: 'padaria-2026',
        shop_name: 'Padaria da Ana',
        shop_catalogue_url: `padaria-da-ana-${n}`,
        ...extra,
      },
    });
  };
  const shopOf = async (shopId: number) => {
    const [row] = await t.database.db
      .select({ currency: shops.currencyCode, timeZone: shops.timeZone, iso: countries.isoCode })
      .from(shops)
      .leftJoin(countries, eq(countries.id, shops.shopCountryId))
      .where(eq(shops.id, shopId));
    return row;
  };

  it('starts a Brazilian shop in BRL, São Paulo time and Brazil for phones', async () => {
    const res = await register({ country: 'BR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shopOf(res.json().user.shop_id)).toEqual({
      currency: 'BRL',
      timeZone: 'America/Sao_Paulo',
      iso: 'BR',
    });
    // The owner's own view of the shop says the same.
    const token = res.json().token as string;
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/account/shop',
      headers: { ...t.headers, authorization: `Bearer ${token}` },
    });
    expect(own.json().shop).toMatchObject({ currency_code: 'BRL', time_zone: 'America/Sao_Paulo' });
  });

  it('derives every offered country from the one mapping, and takes another zone of the country', async () => {
    for (const [country, { currency, timeZones }] of Object.entries(countryDefaults)) {
      const res = await register({ country });
      expect(res.statusCode, `${country} ${res.body}`).toBe(200);
      expect(await shopOf(res.json().user.shop_id)).toEqual({ currency, timeZone: timeZones[0], iso: country });
    }
    const chicago = await register({ country: 'US', time_zone: 'America/Chicago' });
    expect(await shopOf(chicago.json().user.shop_id)).toEqual({
      currency: 'USD',
      timeZone: 'America/Chicago',
      iso: 'US',
    });
  });

  it('refuses an unknown country and a zone that is not the country’s, naming the field', async () => {
    for (const country of ['XX', 'br', '', 42]) {
      const res = await register({ country });
      expect(res.statusCode, String(country)).toBe(400);
      expect(res.json().errors).toEqual({ country: COUNTRY_UNKNOWN });
    }
    for (const extra of [{ country: 'BR', time_zone: 'Asia/Kolkata' }, { time_zone: 'America/Sao_Paulo' }]) {
      const res = await register(extra);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ time_zone: TIME_ZONE_NOT_OF_COUNTRY });
    }
  });

  it('still opens a shop without a country for a caller that sends none', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(200);
    expect(await shopOf(res.json().user.shop_id)).toEqual({ currency: 'USD', timeZone: null, iso: null });
  });
});
