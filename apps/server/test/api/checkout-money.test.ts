import { DEFAULT_DELIVERY_RULES, type DeliveryRules } from '@vitrine/contracts';
import { eq, sql } from 'drizzle-orm';
import { parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, orders, products, shops } from '../../src/db/schema.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { placeOrder, shopper } from './stock-support.js';

/**
 * The server prices every order (fee from the shop's zones, minimum, free threshold
 * after the discount, codes, the total) and makes its UPI link or Pix code; on PGlite and PostgreSQL.
 */
/** A product sold without variants whose stock is not counted (so any number of orders may take it). */
const plainUntracked = (p: { variants: unknown[]; in_stock: boolean; stock_quantity?: number | null }) =>
  p.variants.length === 0 && p.in_stock && p.stock_quantity == null;

describe('checkout money', () => {
  let t: TestApp;
  let sunriseOwner: Record<string, string>;
  let sunrise: Awaited<ReturnType<typeof catalogueOf>>;
  let shopId: number;
  /** A plain product of Sunrise (INR) and its price in rupees. */
  let item: { product_id: number; price: number };

  beforeAll(async () => {
    t = await createTestApp();
    sunriseOwner = await loginAs(t, 'sunrise');
    sunrise = await catalogueOf(t, 'sunrise-electronics');
    shopId = sunrise.shop[0].shop_id;
    const p = sunrise.products.find((x) => plainUntracked(x))!;
    item = { product_id: p.product_id, price: p.main_price };
  });
  afterAll(() => t?.close());

  /** Stores delivery rules (minor units) straight into the shop, as the settings page would. */
  const setRules = async (rules: DeliveryRules, id = shopId) => {
    await t.database.db.update(shops).set({ deliverySettings: rules }).where(eq(shops.id, id));
  };
  const zoneRules = (over: Partial<DeliveryRules['delivery']> = {}): DeliveryRules => ({
    pickup: { enabled: true, hours: 'Mon–Sat 10–19' },
    delivery: {
      enabled: true,
      zones: [
        { name: 'Pune city', postal_codes: ['411001', '411002'], fee: 5000, free_from: null, minimum_order: null },
        { name: 'Pune district', postal_codes: ['41*'], fee: 9000, free_from: null, minimum_order: null },
        { name: 'Hinjewadi', postal_codes: ['41105*'], fee: 7000, free_from: null, minimum_order: null },
      ],
      outside: { mode: 'refuse' },
      ...over,
    },
  });
  const order = (postal: string, extra: object = {}, quantity = 1, phone = shopper().phone) =>
    placeOrder(t.app, t.headers, {
      shop_id: shopId,
      delivery_type: 'cod',
      customer: { ...shopper(), phone, postal_code: postal },
      items: [{ product_id: item.product_id, quantity }],
      ...extra,
    });
  const quote = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: t.headers,
      payload: {
        shop_id: shopId,
        delivery_type: 'cod',
        items: [{ product_id: item.product_id, quantity: 1 }],
        ...payload,
      },
    });
  const addCode = async (values: Partial<typeof discountCodes.$inferInsert> & { code: string }) => {
    const [row] = await t.database.db
      .insert(discountCodes)
      .values({ shopId, kind: 'amount', value: 10000, ...values })
      .returning();
    return row;
  };

  it('charges the zone of an exact code, else of the longest prefix, and refuses an address outside every zone', async () => {
    await setRules(zoneRules());
    const exact = await order('411 001');
    expect(exact.statusCode, exact.body).toBe(201);
    expect(exact.json().order).toMatchObject({
      subtotal: item.price,
      delivery_fee: 50,
      discount: 0,
      total: item.price + 50,
    });
    // 411057 matches 41* and 41105*: the longer prefix wins.
    expect((await order('411057')).json().order.delivery_fee).toBe(70);
    expect((await order('412000')).json().order.delivery_fee).toBe(90);
    const outside = await order('560001');
    expect(outside.statusCode, outside.body).toBe(422);
    expect(outside.json().errors).toEqual({
      'customer.postal_code': 'This shop does not deliver to this postal code.',
    });
    // Pickup costs nothing wherever the shopper lives.
    const pickup = await order('560001', { delivery_type: 'pickup' });
    expect(pickup.json().order).toMatchObject({ delivery_fee: 0, total: item.price });
  });

  it('charges the default fee outside the zones when the owner chose so, and refuses a method the shop does not offer', async () => {
    await setRules(zoneRules({ outside: { mode: 'fee', fee: 15000 } }));
    expect((await order('560001')).json().order.delivery_fee).toBe(150);
    await setRules({ ...zoneRules(), pickup: { enabled: false, hours: '' } });
    const pickup = await order('411001', { delivery_type: 'pickup' });
    expect(pickup.statusCode).toBe(422);
    expect(pickup.json().errors).toEqual({ delivery_type: 'This shop does not offer pickup.' });
  });

  it('refuses an order below the zone minimum, naming it, and waives the fee from the threshold after the discount', async () => {
    const price = Math.round(item.price * 100);
    const rules = zoneRules();
    rules.delivery.zones[0] = { ...rules.delivery.zones[0], minimum_order: price * 2, free_from: price * 3 };
    await setRules(rules);
    const small = await order('411001');
    expect(small.statusCode).toBe(422);
    expect(small.json().errors).toEqual({
      items: `The minimum order for delivery here is ${((price * 2) / 100).toFixed(2)} INR.`,
    });
    // Three units reach the threshold: free.
    expect((await order('411001', {}, 3)).json().order.delivery_fee).toBe(0);
    // With a code taking 1 rupee off, the goods paid for are under the threshold: the fee is charged.
    await addCode({ code: 'RUPEEOFF', value: 100 });
    const discounted = await order('411001', { discount_code: ' rupeeoff ' }, 3);
    expect(discounted.statusCode, discounted.body).toBe(201);
    expect(discounted.json().order).toMatchObject({
      subtotal: (price * 3) / 100,
      discount: 1,
      delivery_fee: 50,
      discount_code: 'RUPEEOFF',
      total: (price * 3 - 100 + 5000) / 100,
    });
    // The quote prices it the same way, before the order, and says how much more is free.
    const q = await quote({
      postal_code: '411001',
      discount_code: 'RUPEEOFF',
      items: [{ product_id: item.product_id, quantity: 3 }],
    });
    expect(q.json().quote).toMatchObject({
      subtotal: (price * 3) / 100,
      discount: 1,
      delivery_fee: 50,
      total: (price * 3 - 100 + 5000) / 100,
      discount_status: 'applied',
      delivery: { refusal: null, zone_name: 'Pune city', more_for_free: 1, free_from: (price * 3) / 100 },
    });
  });

  it('ignores a fee, discount or total the client sends', async () => {
    await setRules(zoneRules());
    const res = await order('411001', { delivery_fee: 0, discount: 999, total: 1, subtotal: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({
      subtotal: item.price,
      delivery_fee: 50,
      discount: 0,
      total: item.price + 50,
    });
  });

  it('tells why a code does not apply: unknown, off, not yet valid, expired, below its minimum, used up, used by this phone', async () => {
    await setRules(DEFAULT_DELIVERY_RULES);
    const day = 24 * 3600 * 1000;
    await addCode({ code: 'OFFNOW', active: false });
    await addCode({ code: 'LATER', startsAt: new Date(Date.now() + day) });
    await addCode({ code: 'GONE', endsAt: new Date(Date.now() - day) });
    await addCode({ code: 'BIGONLY', minSubtotal: 100_000_000 });
    await addCode({ code: 'ALLUSED', maxUses: 1, uses: 1 });
    await addCode({ code: 'ONCEEACH', kind: 'percent', value: 10, maxUsesPerPhone: 1 });
    const cases: [string, string, string][] = [
      ['NOPE', 'unknown', 'This code is not valid.'],
      ['OFFNOW', 'unknown', 'This code is not valid.'],
      ['LATER', 'not_yet_valid', 'This code is not valid yet.'],
      ['GONE', 'expired', 'This code has expired.'],
      ['BIGONLY', 'below_minimum', 'This code needs an order of at least 1000000.00 INR.'],
      ['ALLUSED', 'used_up', 'This code has been used up.'],
    ];
    for (const [code, status, message] of cases) {
      expect((await quote({ discount_code: code })).json().quote.discount_status, code).toBe(status);
      const res = await order('411001', { discount_code: code });
      expect(res.statusCode, code).toBe(422);
      expect(res.json().errors, code).toEqual({ discount_code: message });
    }
    const phone = shopper().phone;
    const first = await order('411001', { discount_code: 'onceeach' }, 1, phone);
    expect(first.statusCode, first.body).toBe(201);
    // 10 % of the goods, rounded down to the paisa.
    expect(first.json().order.discount).toBe(Math.floor(Math.round(item.price * 100) * 0.1) / 100);
    const again = await order('411001', { discount_code: 'ONCEEACH' }, 1, phone);
    expect(again.json().errors).toEqual({ discount_code: 'This code was already used with this phone number.' });
    expect((await quote({ discount_code: 'ONCEEACH', phone })).json().quote.discount_status).toBe('used_up_for_phone');
    // Cancelled, the order gives its use back: the phone may use the code again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${first.json().order.order_id}`,
      headers: sunriseOwner,
      payload: { order_status: 'cancelled' },
    });
    expect((await order('411001', { discount_code: 'ONCEEACH' }, 1, phone)).statusCode).toBe(201);
  });

  it('places exactly 10 of 100 simultaneous orders on a code with 10 uses left', async () => {
    await setRules(DEFAULT_DELIVERY_RULES);
    const code = await addCode({ code: 'TENLEFT', maxUses: 15, uses: 5 });
    const results = await Promise.all(Array.from({ length: 100 }, () => order('411001', { discount_code: 'TENLEFT' })));
    const placed = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(90);
    for (const r of refused) expect(r.json().errors).toEqual({ discount_code: 'This code has been used up.' });
    const [row] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(row.uses).toBe(15);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.discountCodeId, code.id));
    expect(n).toBe(10);
  });

  it('gives a UPI order its pay link for the exact total, until the owner marks it paid', async () => {
    await setRules(zoneRules());
    await t.database.db.update(shops).set({ upiId: 'sunrise.shop@okaxis' }).where(eq(shops.id, shopId));
    expect((await quote({})).json().quote.payment_methods).toEqual(['cod', 'upi']);
    const res = await order('411001', { payment_method: 'upi' });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().order;
    expect(placed).toMatchObject({
      payment_method: 'upi',
      payment_status: 'unpaid',
      payment: { method: 'upi', pix_payload: null },
    });
    const url = new URL(placed.payment.upi_url);
    expect(url.protocol).toBe('upi:');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      pa: 'sunrise.shop@okaxis',
      am: placed.total.toFixed(2),
      cu: 'INR',
      tn: `Order ${placed.order_number}`,
    });
    // Pix is not a way to pay an INR shop.
    expect((await order('411001', { payment_method: 'pix' })).json().errors).toEqual({
      payment_method: 'This shop does not take this way to pay.',
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/account/orders/${placed.order_id}/paid`,
      headers: sunriseOwner,
      payload: { note: 'UPI ref 4711' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({ payment_status: 'paid', payment: null, order_status: 'pending' });
    expect(paid.json().order.events).toEqual([
      expect.objectContaining({ kind: 'payment', from_status: 'pending', to_status: 'pending', note: 'UPI ref 4711' }),
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/account/orders/${placed.order_id}/paid`,
      headers: sunriseOwner,
    });
    expect(again.statusCode).toBe(409);
    // Another shop's owner cannot.
    const bakery = await loginAs(t, 'bakery');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/account/orders/${placed.order_id}/paid`,
      headers: bakery,
    });
    expect(foreign.statusCode).toBe(404);
    await t.database.db.update(shops).set({ upiId: '' }).where(eq(shops.id, shopId));
  });

  it("gives a Pix order a BR Code that an independent decoder reads back to the shop's key, the total and the order", async () => {
    const mart = await catalogueOf(t, 'bulk-mart');
    const martId = mart.shop[0].shop_id;
    await t.database.db
      .update(shops)
      .set({ currencyCode: 'BRL', pixKey: 'loja@example.com' })
      .where(eq(shops.id, martId));
    const p = mart.products.find((x) => plainUntracked(x))!;
    const res = await placeOrder(t.app, t.headers, {
      shop_id: martId,
      delivery_type: 'pickup',
      payment_method: 'pix',
      customer: { ...shopper(), postal_code: '01310-100' },
      items: [{ product_id: p.product_id, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json().order;
    const pix = parsePix(placed.payment.pix_payload);
    expect(pix).toMatchObject({
      type: 'STATIC',
      pixKey: 'loja@example.com',
      transactionAmount: placed.total,
      txid: placed.order_number.replace('-', ''),
    });
    await t.database.db.update(shops).set({ currencyCode: 'EUR', pixKey: '' }).where(eq(shops.id, martId));
  });

  it('prices a JPY shop in whole yen', async () => {
    const bakery = await catalogueOf(t, 'corner-bakery');
    const bakeryId = bakery.shop[0].shop_id;
    await t.database.db
      .update(products)
      .set({ mainPrice: sql`round(${products.mainPrice})` })
      .where(eq(products.shopId, bakeryId));
    await t.database.db.update(shops).set({ currencyCode: 'JPY' }).where(eq(shops.id, bakeryId));
    await setRules(
      {
        pickup: { enabled: true, hours: '' },
        delivery: {
          enabled: true,
          zones: [{ name: 'Shibuya', postal_codes: ['150*'], fee: 300, free_from: 5000, minimum_order: null }],
          outside: { mode: 'refuse' },
        },
      },
      bakeryId,
    );
    const p = (await catalogueOf(t, 'corner-bakery')).products.find((x) => plainUntracked(x))!;
    const res = await placeOrder(t.app, t.headers, {
      shop_id: bakeryId,
      delivery_type: 'cod',
      customer: { ...shopper(), postal_code: '150-0002' },
      items: [{ product_id: p.product_id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({
      currency_code: 'JPY',
      delivery_fee: 300,
      total: Math.round(p.main_price) + 300,
    });
  });

  it('keeps delivery fees and discount amounts as typed when the shop changes currency, and refuses one without cents while they have some', async () => {
    // The bakery sells in JPY since the test above, with a 300 yen zone fee.
    const bakeryOwner = await loginAs(t, 'bakery');
    const bakeryId = (await catalogueOf(t, 'corner-bakery')).shop[0].shop_id;
    const switchTo = (currency_code: string) =>
      t.app.inject({ method: 'PUT', url: '/api/account/shop', headers: bakeryOwner, payload: { currency_code } });
    const [code] = await t.database.db
      .insert(discountCodes)
      .values({ shopId: bakeryId, code: 'YEN100', kind: 'amount', value: 100, minSubtotal: 1000 })
      .returning();
    expect((await switchTo('USD')).statusCode).toBe(200);
    const [usd] = await t.database.db.select().from(shops).where(eq(shops.id, bakeryId));
    expect(usd.deliverySettings.delivery.zones[0]).toMatchObject({ fee: 30000, free_from: 500000 });
    const [usdCode] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(usdCode).toMatchObject({ value: 10000, minSubtotal: 100000 });
    const shop = (await t.app.inject({ method: 'GET', url: '/api/getshop/corner-bakery', headers: t.headers })).json()
      .shop;
    expect(shop.delivery.delivery.zones[0]).toMatchObject({ fee: 300, free_from: 5000 });
    // $0.50 off cannot become yen.
    await t.database.db.update(discountCodes).set({ value: 10050 }).where(eq(discountCodes.id, code.id));
    const refused = await switchTo('JPY');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.currency_code).toMatch(/delivery fees or discount amounts have cents/);
    await t.database.db.update(discountCodes).set({ value: 10000 }).where(eq(discountCodes.id, code.id));
    expect((await switchTo('JPY')).statusCode).toBe(200);
    const [yen] = await t.database.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
    expect(yen).toMatchObject({ value: 100, minSubtotal: 1000 });
  });
});
