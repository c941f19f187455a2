import { deliverySettingsResponse } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema.js';
import { type Instance, startInstance } from '../scale/instances.js';
import { createTestApp, TEST_API_KEY, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database.js';
import { accounts, catalogueOf, loginAs } from './helpers.js';
import { placeOrder, shopper } from './stock-support.js';

/** Settings as the owner's page sends them; `patch` replaces whole top-level parts. */
const settings = (patch: Record<string, unknown> = {}) => ({
  pickup: { enabled: true, hours: 'Mon–Sat 10:00–19:00' },
  delivery: {
    enabled: true,
    zones: [
      { name: 'Pune central', postal_codes: ['411001', '4110*'], fee: 40.5, free_from: 5000, minimum_order: null },
      { name: 'Pune outskirts', postal_codes: ['4120*'], fee: 80, free_from: null, minimum_order: 1000 },
    ],
    outside: { mode: 'refuse' },
  },
  payment: { upi_id: 'sunrise@okaxis', pix_key: null, cash_on_delivery: true },
  ...patch,
});

/** The owner's "Delivery and payment" settings, and what the storefront and checkout make of them. */
describe('delivery and payment settings', () => {
  let t: TestApp;
  let sunrise: Record<string, string>;
  let yen: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    sunrise = await loginAs(t, 'sunrise');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: t.headers,
      payload: {
        name: 'Yui',
        email: 'yui@delivery.example',
        password: 'matcha-2026',
        shop_name: 'Yui Tea',
        shop_catalogue_url: 'yui-tea-delivery',
      },
      remoteAddress: '10.56.0.1',
    });
    expect(registered.statusCode, registered.body).toBe(200);
    yen = { ...t.headers, authorization: `Bearer ${registered.json().token}` };
  });
  afterAll(() => t?.close());

  const get = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/account/delivery', headers });
  const put = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/account/delivery', headers, payload });
  const getshop = async (url: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/getshop/${url}`, headers: t.headers })).json().shop;

  it('starts every shop with both methods and free delivery everywhere', async () => {
    const res = await get(yen);
    expect(res.statusCode, res.body).toBe(200);
    expect(deliverySettingsResponse.parse(res.json())).toEqual({
      status: 'success',
      currency_code: 'USD',
      delivery: {
        pickup: { enabled: true, hours: '' },
        delivery: { enabled: true, zones: [], outside: { mode: 'fee', fee: 0 } },
        payment: { upi_id: null, pix_key: null, cash_on_delivery: true },
      },
    });
  });

  it('keeps INR settings in paise and answers them in rupees; getshop shows them at once', async () => {
    // The public answer is cached before the change: the save must drop it.
    expect((await getshop('sunrise-electronics')).payment_methods).toEqual(['cod']);
    const saved = await put(sunrise, settings());
    expect(saved.statusCode, saved.body).toBe(200);
    const { payment: _payment, ...rules } = settings();
    expect(saved.json()).toEqual({ status: 'success', currency_code: 'INR', delivery: settings() });
    expect((await get(sunrise)).json().delivery).toEqual(settings());

    const [row] = await t.database.db
      .select({ rules: shops.deliverySettings, upi: shops.upiId, pix: shops.pixKey })
      .from(shops)
      .where(eq(shops.shopCatalogueUrl, 'sunrise-electronics'));
    expect(row.rules.delivery.zones[0]).toMatchObject({ fee: 4050, free_from: 500000, minimum_order: null });
    expect(row.rules.delivery.zones[1]).toMatchObject({ fee: 8000, free_from: null, minimum_order: 100000 });
    expect(row).toMatchObject({ upi: 'sunrise@okaxis', pix: '' });

    const shop = await getshop('sunrise-electronics');
    expect(shop.payment_methods).toEqual(['cod', 'upi']);
    expect(shop.delivery).toEqual(rules);
    // The owner's key stays private: the public answer names only the ways to pay.
    expect(JSON.stringify(shop)).not.toContain('sunrise@okaxis');
  });

  it('round-trips yen (no decimals) and refuses a yen amount with decimals, naming the field', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/account/shop', headers: yen, payload: { currency_code: 'JPY' } }))
        .statusCode,
    ).toBe(200);
    const whole = settings({
      delivery: {
        enabled: true,
        zones: [{ name: 'Ginza', postal_codes: ['104-0061'], fee: 500, free_from: 8000, minimum_order: 3000 }],
        outside: { mode: 'fee', fee: 1200 },
      },
      payment: { upi_id: null, pix_key: null, cash_on_delivery: true },
    });
    const saved = await put(yen, whole);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ status: 'success', currency_code: 'JPY', delivery: whole });
    const [row] = await t.database.db
      .select({ rules: shops.deliverySettings })
      .from(shops)
      .where(eq(shops.shopCatalogueUrl, 'yui-tea-delivery'));
    expect(row.rules.delivery.zones[0]).toMatchObject({ fee: 500, free_from: 8000, minimum_order: 3000 });
    expect(row.rules.delivery.outside).toEqual({ mode: 'fee', fee: 1200 });

    const cents = await put(
      yen,
      settings({
        delivery: {
          enabled: true,
          zones: [{ name: 'Ginza', postal_codes: ['104-0061'], fee: 500.5, free_from: null, minimum_order: null }],
          outside: { mode: 'refuse' },
        },
        payment: { upi_id: null, pix_key: null, cash_on_delivery: true },
      }),
    );
    expect(cents.statusCode).toBe(422);
    expect(cents.json().errors).toEqual({ 'delivery.zones.0.fee': 'JPY amounts have no decimals.' });
    const outside = await put(
      yen,
      settings({
        delivery: { enabled: true, zones: [], outside: { mode: 'fee', fee: 9.99 } },
        payment: { upi_id: null, pix_key: null, cash_on_delivery: true },
      }),
    );
    expect(outside.statusCode).toBe(422);
    expect(Object.keys(outside.json().errors)).toEqual(['delivery.outside.fee']);
    // Nothing of a refused save is kept.
    expect((await get(yen)).json().delivery).toEqual(whole);
  });

  it('takes a UPI ID only for an INR shop and a Pix key only for a BRL shop; blank clears it', async () => {
    const upi = await put(
      yen,
      settings({
        delivery: { enabled: true, zones: [], outside: { mode: 'refuse' } },
        payment: { upi_id: 'yui@okaxis', pix_key: null },
      }),
    );
    expect(upi.statusCode).toBe(422);
    expect(upi.json().errors).toEqual({ 'payment.upi_id': 'UPI takes Indian rupees: this shop sells in JPY.' });
    const pix = await put(sunrise, settings({ payment: { upi_id: 'sunrise@okaxis', pix_key: 'loja@example.com' } }));
    expect(pix.statusCode).toBe(422);
    expect(pix.json().errors).toEqual({ 'payment.pix_key': 'Pix takes Brazilian reais: this shop sells in INR.' });

    await t.app.inject({ method: 'PUT', url: '/api/account/shop', headers: yen, payload: { currency_code: 'BRL' } });
    const brl = await put(yen, settings({ payment: { upi_id: null, pix_key: 'loja@example.com' } }));
    expect(brl.statusCode, brl.body).toBe(200);
    expect((await getshop('yui-tea-delivery')).payment_methods).toEqual(['cod', 'pix']);

    const cleared = await put(yen, settings({ payment: { upi_id: null, pix_key: '   ' } }));
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().delivery.payment).toEqual({ upi_id: null, pix_key: null, cash_on_delivery: true });
    expect((await getshop('yui-tea-delivery')).payment_methods).toEqual(['cod']);
  });

  it('keeps a key from before a currency change (not offered) while the owner does not retype it', async () => {
    await put(yen, settings({ payment: { upi_id: null, pix_key: 'loja@example.com' } }));
    await t.app.inject({ method: 'PUT', url: '/api/account/shop', headers: yen, payload: { currency_code: 'USD' } });
    expect((await getshop('yui-tea-delivery')).payment_methods).toEqual(['cod']);
    const kept = await put(yen, settings({ payment: { upi_id: null, pix_key: 'loja@example.com' } }));
    expect(kept.statusCode, kept.body).toBe(200);
    const other = await put(yen, settings({ payment: { upi_id: null, pix_key: 'outra@example.com' } }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors['payment.pix_key']).toBe('Pix takes Brazilian reais: this shop sells in USD.');
  });

  it('names the field of a repeated zone name or a postal code in two zones', async () => {
    const zone = (name: string, postal_codes: string[]) => ({
      name,
      postal_codes,
      fee: 10,
      free_from: null,
      minimum_order: null,
    });
    const twice = await put(
      sunrise,
      settings({
        delivery: {
          enabled: true,
          zones: [zone('Centre', ['411001']), zone(' centre ', ['411002'])],
          outside: { mode: 'refuse' },
        },
      }),
    );
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ 'delivery.zones.1.name': 'Zone 1 already has this name.' });

    const shared = await put(
      sunrise,
      settings({
        delivery: {
          enabled: true,
          zones: [zone('Centre', ['411001', '4110*']), zone('North', ['411 002', '4110*'])],
          outside: { mode: 'refuse' },
        },
      }),
    );
    expect(shared.statusCode).toBe(422);
    expect(Object.keys(shared.json().errors)).toEqual(['delivery.zones.1.postal_codes.1']);
    expect(shared.json().errors['delivery.zones.1.postal_codes.1']).toMatch(/already in zone 1 \(Centre\)/);

    const sameCode = await put(
      sunrise,
      settings({
        delivery: {
          enabled: true,
          zones: [zone('A', ['411001']), zone('B', ['411-001'])],
          outside: { mode: 'refuse' },
        },
      }),
    );
    expect(Object.keys(sameCode.json().errors)).toEqual(['delivery.zones.1.postal_codes.0']);

    // Every problem in one answer, so the form marks them all at once.
    const several = await put(
      yen,
      settings({
        delivery: { enabled: true, zones: [zone('A', ['123']), zone('a', ['123'])], outside: { mode: 'refuse' } },
        payment: { upi_id: 'yui@okaxis', pix_key: null },
      }),
    );
    expect(several.statusCode).toBe(422);
    expect(Object.keys(several.json().errors).sort()).toEqual([
      'delivery.zones.1.name',
      'delivery.zones.1.postal_codes.0',
      'payment.upi_id',
    ]);

    // The contract's own checks (400): each named by its path.
    const invalid = await put(
      sunrise,
      settings({
        pickup: { enabled: false, hours: '' },
        delivery: { enabled: false, zones: [zone('', []), zone('B', ['4*1'])], outside: { mode: 'fee', fee: -1 } },
      }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(
      [
        'delivery.enabled',
        'delivery.outside.fee',
        'delivery.zones.0.name',
        'delivery.zones.0.postal_codes',
        'delivery.zones.1.postal_codes.0',
      ].sort(),
    );
  });

  it("is the owner's only: another owner sees and changes their own shop, others are refused", async () => {
    expect((await put(sunrise, settings())).statusCode).toBe(200);
    const bakery = await loginAs(t, 'bakery');
    const theirs = await get(bakery);
    expect(theirs.json()).toMatchObject({ currency_code: 'USD', delivery: { payment: { upi_id: null } } });
    expect(theirs.json().delivery.delivery.zones).toEqual([]);
    const changed = await put(
      bakery,
      settings({ payment: { upi_id: null, pix_key: null }, pickup: { enabled: true, hours: 'Bakery hours' } }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(sunrise)).json().delivery).toEqual(settings());

    expect((await get(t.headers)).statusCode).toBe(401);
    expect((await put(t.headers, settings())).statusCode).toBe(401);
    const admin = await loginAs(t, 'admin');
    expect((await get(admin)).statusCode).toBe(403);
  });

  it('prices the checkout from the settings: outside the zones refused, a zone fee charged', async () => {
    expect((await put(sunrise, settings())).statusCode).toBe(200);
    const catalogue = await catalogueOf(t, 'sunrise-electronics');
    const item = catalogue.products.find((p) => p.in_stock && p.variants.length === 0 && p.main_price < 5000)!;
    const order = (postal_code: string) =>
      placeOrder(t.app, t.headers, {
        shop_id: catalogue.shop[0].shop_id,
        delivery_type: 'cod',
        customer: { ...shopper(), postal_code },
        items: [{ product_id: item.product_id, quantity: 1 }],
        delivery_fee: 0,
        total: 1,
      });
    const outside = await order('560001');
    expect(outside.statusCode, outside.body).toBe(422);
    expect(Object.keys(outside.json().errors)).toEqual(['customer.postal_code']);

    const inside = await order('411038');
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json().order).toMatchObject({
      subtotal: item.main_price,
      delivery_fee: 40.5,
      discount: 0,
      total: Math.round((item.main_price + 40.5) * 100) / 100,
    });
  });

  it('turns cash on delivery off only beside a key the currency takes, naming the field otherwise', async () => {
    const cashOff = (payment: Record<string, unknown>) =>
      put(sunrise, settings({ payment: { upi_id: null, pix_key: null, cash_on_delivery: false, ...payment } }));
    // No UPI ID: the shop would have no way to be paid.
    const none = await cashOff({});
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().errors).toEqual({
      'payment.cash_on_delivery': 'Set a UPI ID before turning cash on delivery off: shoppers need a way to pay.',
    });
    // A key the currency does not take does not count (and is refused on its own field).
    const pixOnly = await cashOff({ pix_key: 'loja@example.com' });
    expect(pixOnly.statusCode).toBe(422);
    expect(Object.keys(pixOnly.json().errors).sort()).toEqual(['payment.cash_on_delivery', 'payment.pix_key']);
    expect((await get(sunrise)).json().delivery.payment.cash_on_delivery).toBe(true);

    const upiOnly = await cashOff({ upi_id: 'sunrise@okaxis' });
    expect(upiOnly.statusCode, upiOnly.body).toBe(200);
    expect(upiOnly.json().delivery.payment).toEqual({
      upi_id: 'sunrise@okaxis',
      pix_key: null,
      cash_on_delivery: false,
    });
    expect((await getshop('sunrise-electronics')).payment_methods).toEqual(['upi']);
    // Clearing the key while cash is off is refused too: it would leave no way to pay.
    const cleared = await cashOff({ upi_id: '  ' });
    expect(cleared.statusCode).toBe(422);
    expect(Object.keys(cleared.json().errors)).toEqual(['payment.cash_on_delivery']);
  });

  it('refuses a cash order from a shop that turned cash off (422 on payment_method), takes UPI', async () => {
    const off = await put(
      sunrise,
      settings({ payment: { upi_id: 'sunrise@okaxis', pix_key: null, cash_on_delivery: false } }),
    );
    expect(off.statusCode, off.body).toBe(200);
    const catalogue = await catalogueOf(t, 'sunrise-electronics');
    const item = catalogue.products.find((p) => p.in_stock && p.variants.length === 0 && p.main_price < 5000)!;
    const order = (payment?: 'cod' | 'upi') =>
      placeOrder(t.app, t.headers, {
        shop_id: catalogue.shop[0].shop_id,
        delivery_type: 'cod',
        customer: { ...shopper(), postal_code: '411038' },
        items: [{ product_id: item.product_id, quantity: 1 }],
        ...(payment ? { payment_method: payment } : {}),
        delivery_fee: 0,
        total: 1,
      });
    // Sent as cash, or not said at all (the request's default is cash): refused, naming the field.
    for (const refused of await Promise.all([order('cod'), order()])) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['payment_method']);
    }
    const upi = await order('upi');
    expect(upi.statusCode, upi.body).toBe(201);
    expect(upi.json().order).toMatchObject({ payment_method: 'upi', payment_status: 'unpaid' });

    // Cash back on: a cash order is taken again.
    expect((await put(sunrise, settings())).statusCode).toBe(200);
    expect((await order('cod')).statusCode).toBe(201);
  });
});

/** Two servers on one PostgreSQL: a save on one shows in the other's (cached) public answer. */
describe.runIf(testDriver() === 'postgres')('delivery settings on two instances', () => {
  let shared: TestDatabase;
  let a: Instance;
  let b: Instance;
  const headers = { 'api-key': TEST_API_KEY };
  beforeAll(async () => {
    shared = await createTestDatabase();
    const url = shared.database.url as string;
    [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.dispose();
  });

  it("B's getshop follows a save made on A within a second", async () => {
    const onB = async () =>
      (await b.app.inject({ method: 'GET', url: '/api/getshop/sunrise-electronics', headers })).json().shop;
    expect((await onB()).payment_methods).toEqual(['cod']);
    const login = await a.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.sunrise });
    const owner = { ...headers, authorization: `Bearer ${login.json().token}` };
    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/account/delivery',
      headers: owner,
      payload: settings(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = Date.now();
    while ((await onB()).payment_methods.length < 2) {
      expect(Date.now() - started).toBeLessThan(1_000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await onB()).delivery.delivery.zones.map((z: { name: string }) => z.name)).toEqual([
      'Pune central',
      'Pune outskirts',
    ]);
  });
});
