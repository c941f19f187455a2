import { countryTimeZones, ownerDashboardResponse } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, orderItems, orders, shops } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs, shopIdOf } from './helpers.js';

/** Local midnight of today in a zone with a fixed offset from UTC (no daylight saving), as a UTC instant. */
function localMidnight(offsetMinutes: number, now = new Date()): number {
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetMinutes * 60_000;
}

describe('owner dashboard', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let bakeryId: number;
  let seq = 0;

  /** Orders written straight into the database: the dashboard must count what is stored, however it came. */
  async function addOrders(
    shopId: number,
    list: { at: Date; total: string; status?: string; currency?: string; lines?: [string, number][] }[],
  ): Promise<void> {
    for (let i = 0; i < list.length; i += 200) {
      const chunk = list.slice(i, i + 200);
      const rows = await t.database.db
        .insert(orders)
        .values(
          chunk.map((o) => ({
            shopId,
            orderNumber: `VT-DASH${String(seq++).padStart(6, '0')}`,
            orderStatus: o.status ?? 'pending',
            currencyCode: o.currency ?? 'USD',
            subtotal: o.total,
            total: o.total,
            customerName: 'Dash Board',
            customerPhone: '+1 555 0100',
            addressLine1: '1 Main St',
            city: 'Springfield',
            postalCode: '12345',
            createdAt: o.at,
          })),
        )
        .returning({ id: orders.id });
      const items = chunk.flatMap((o, j) =>
        (o.lines ?? []).map(([name, quantity]) => ({
          orderId: rows[j].id,
          productName: name,
          unitPrice: '1.00',
          quantity,
          lineTotal: `${quantity}.00`,
        })),
      );
      if (items.length) await t.database.db.insert(orderItems).values(items);
    }
  }

  const dashboard = async (headers = owner) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/dashboard', headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return ownerDashboardResponse.parse(res.json()).dashboard;
  };
  const putShop = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/account/shop', headers: owner, payload });

  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'bakery');
    bakeryId = await shopIdOf(t, 'corner-bakery');
    await t.database.db.delete(orders).where(eq(orders.shopId, bakeryId));
  });
  afterAll(() => t?.close());

  it('answers owners only', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/account/dashboard', headers: t.headers });
    expect(none.statusCode).toBe(401);
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/account/dashboard',
      headers: await loginAs(t, 'admin'),
    });
    expect(admin.statusCode).toBe(403);
  });

  it('shows an empty week with every day present', async () => {
    const d = await dashboard();
    expect(d.week).toEqual({ orders: 0, revenue_minor: 0 });
    expect(d.per_day).toHaveLength(7);
    expect(d.per_day.every((day) => day.orders === 0)).toBe(true);
    expect(d.top_products).toEqual([]);
    expect(d.recent_orders).toEqual([]);
  });

  it('counts every order of the week, not the newest 100, with revenue in minor units', async () => {
    // UTC keeps the day arithmetic of this test simple; the zone case is the next test.
    expect((await putShop({ time_zone: 'UTC' })).statusCode).toBe(200);
    const midnight = localMidnight(0);
    const now = Date.now();
    const today = Array.from({ length: 130 }, (_, i) => ({
      at: new Date(midnight + ((now - midnight) * i) / 130),
      total: '10.25',
      lines: [['Sourdough loaf', 2]] as [string, number][],
    }));
    const earlier = Array.from({ length: 60 }, (_, i) => ({
      at: new Date(midnight - (1 + (i % 6)) * 86_400_000 + 3_600_000),
      total: '1.10',
      status: i % 10 === 0 ? 'cancelled' : 'delivered',
      lines: [['Croissant', 1]] as [string, number][],
    }));
    const tooOld = [
      { at: new Date(midnight - 8 * 86_400_000), total: '99.00', lines: [['Old cake', 50]] as [string, number][] },
    ];
    await addOrders(bakeryId, [...today, ...earlier, ...tooOld]);

    const d = await dashboard();
    expect(d.time_zone).toBe('UTC');
    expect(d.today).toEqual({ orders: 130, revenue_minor: 130 * 1025 });
    expect(d.week.orders).toBe(190);
    // 6 of the 60 earlier orders are cancelled: counted as orders, not as revenue.
    expect(d.week.revenue_minor).toBe(130 * 1025 + 54 * 110);
    expect(d.per_day.reduce((n, day) => n + day.orders, 0)).toBe(190);
    expect(d.per_day.slice(0, 6).every((day) => day.orders === 10)).toBe(true);
    expect(d.pending_orders).toBe(131);
    expect(d.top_products).toEqual([
      { product_name: 'Sourdough loaf', quantity: 260 },
      { product_name: 'Croissant', quantity: 54 },
    ]);
    expect(d.recent_orders).toHaveLength(5);
    expect(d.recent_orders[0].created_at >= d.recent_orders[4].created_at).toBe(true);
  });

  it("counts days in the shop's time zone: 23:30 in Kolkata belongs to that Kolkata day", async () => {
    await t.database.db.delete(orders).where(eq(orders.shopId, bakeryId));
    expect((await putShop({ time_zone: 'Asia/Kolkata' })).statusCode).toBe(200);
    const midnight = localMidnight(330); // Asia/Kolkata is UTC+5:30 all year
    await addOrders(bakeryId, [
      { at: new Date(midnight - 30 * 60_000), total: '5.00' }, // 23:30 yesterday, Kolkata time
      { at: new Date(midnight + 60_000), total: '7.00' }, // 00:01 today, Kolkata time
    ]);
    const d = await dashboard();
    expect(d.time_zone).toBe('Asia/Kolkata');
    expect(d.today).toEqual({ orders: 1, revenue_minor: 700 });
    expect(d.per_day[5]).toMatchObject({ orders: 1, revenue_minor: 500 });
    const kolkataToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(d.per_day[6].day).toBe(kolkataToday);
  });

  it('never counts another shop', async () => {
    const before = await dashboard();
    await addOrders(await shopIdOf(t, 'sunrise-electronics'), [{ at: new Date(), total: '500.00' }]);
    expect(await dashboard()).toEqual(before);
  });

  it("falls back to the country's zone and validates the owner's pick", async () => {
    expect((await putShop({ time_zone: null })).json().shop.time_zone).toBeNull();
    const shop = (await t.app.inject({ method: 'GET', url: '/api/account/shop', headers: owner })).json().shop;
    const [country] = await t.database.db.select().from(countries).where(eq(countries.id, shop.shop_country_id));
    expect((await dashboard()).time_zone).toBe(countryTimeZones[country.isoCode]);

    for (const bad of ['Mars/Olympus', 'Europe/Paris; drop table shops', '../etc/passwd', '']) {
      const res = await putShop({ time_zone: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().errors ?? {}).join()).toContain('time_zone');
    }
    const ok = await putShop({ time_zone: 'Europe/Paris' });
    expect(ok.json().shop.time_zone).toBe('Europe/Paris');
  });

  it('gives revenue in whole units for a currency without minor units', async () => {
    await t.database.db.delete(orders).where(eq(orders.shopId, bakeryId));
    // Set directly: the bakery's prices have cents, so the owner could not switch to yen (see currency.test.ts).
    await t.database.db.update(shops).set({ currencyCode: 'JPY', timeZone: 'UTC' }).where(eq(shops.id, bakeryId));
    await addOrders(bakeryId, [
      { at: new Date(), total: '1500.00', currency: 'JPY' },
      // Taken while the shop sold in dollars: an order, but not yen revenue.
      { at: new Date(), total: '12.34', currency: 'USD' },
    ]);
    const d = await dashboard();
    expect(d.currency_code).toBe('JPY');
    expect(d.today).toEqual({ orders: 2, revenue_minor: 1500 });
  });
});
