import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicaliseStoredPhones } from '../../src/db/phone-migration.js';
import { blockedPhones, orders, settings } from '../../src/db/schema.js';
import { PHONE_NOT_POSSIBLE } from '../../src/lib/phone.js';
import { PHONE_REFUSED } from '../../src/modules/orders/phone-guard.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { loginAs, shopIdOf } from './helpers.js';
import { customer, placeOrder } from './stock-support.js';

/**
 * One phone is one phone: a number is compared and stored in E.164, read in the shop's
 * country, so writing it another way walks past none of the guards. Sunrise Electronics is in
 * India; on PGlite and PostgreSQL.
 */
describe('one phone, however it is written', () => {
  let t: TestApp;
  let owner: Record<string, string>;
  let sunriseId: number;
  /** A Sunrise product of its own, untracked, for these orders. */
  let gadget: number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginAs(t, 'sunrise');
    sunriseId = await shopIdOf(t, 'sunrise-electronics');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/account/products',
      headers: owner,
      payload: { product_name: 'Spelling gadget', main_price: 99.99 },
    });
    expect(made.statusCode, made.body).toBe(201);
    gadget = made.json().product.product_id;
  });
  afterAll(() => t?.close());

  let next = 0;
  /** An Indian mobile number no other test uses, as its ten national digits. */
  const freshNational = () => `97${String(++next).padStart(8, '0')}`;
  /** The ways the probe wrote one number, the canonical one first; all are one phone in India. */
  const spellings = (national: string) => [
    `+91 ${national.slice(0, 5)} ${national.slice(5)}`,
    national,
    `0091 ${national}`,
    `+91 0${national}`,
  ];

  const order = (phone: string, code?: string) =>
    placeOrder(t.app, t.headers, {
      shop_id: sunriseId,
      delivery_type: 'cod',
      customer: { ...customer, phone },
      discount_code: code,
      items: [{ product_id: gadget, quantity: 1 }],
    });
  const placed = async (phone: string, code?: string) => {
    const res = await order(phone, code);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order.order_id as number;
  };
  const expectRefused = (res: Awaited<ReturnType<typeof order>>) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      status: 'fail',
      message: PHONE_REFUSED,
      errors: { 'customer.phone': PHONE_REFUSED },
    });
  };
  const ownerOrder = async (orderId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/account/orders/${orderId}`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order;
  };
  const setCap = async (cap: number) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/account/shop',
      headers: owner,
      payload: { open_order_cap: cap },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const newCode = async (code: string, perPhone: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/discounts',
      headers: owner,
      payload: { code, kind: 'percent', value: 5, max_uses_per_phone: perPhone },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('refuses every other spelling of a blocked number', async () => {
    const [canonical, ...others] = spellings(freshNational());
    const first = await placed(canonical);
    const blocked = await t.app.inject({ method: 'PUT', url: `/api/account/orders/${first}/block`, headers: owner });
    expect(blocked.statusCode, blocked.body).toBe(200);
    for (const phone of others) expectRefused(await order(phone));
    // Another number still orders.
    await placed(freshNational());
  });

  it('stores the number in E.164 and counts every spelling against the open-order cap', async () => {
    await setCap(3);
    const national = freshNational();
    const [a, b, c, d] = spellings(national);
    const ids = [await placed(a), await placed(b), await placed(c)];
    expectRefused(await order(d));
    const mine = await ownerOrder(ids[2]);
    expect(mine.customer.phone).toBe(`+91${national}`);
    expect(mine.customer_history).toMatchObject({ orders: 3, blocked: false });
  });

  it("counts every spelling as one phone against a code's uses per phone", async () => {
    await setCap(10);
    await newCode('ONEPHONE', 1);
    const [a, b, c, d] = spellings(freshNational());
    await placed(a, 'ONEPHONE');
    for (const phone of [b, c, d]) {
      const again = await order(phone, 'ONEPHONE');
      expect(again.statusCode, again.body).toBe(422);
      expect(again.json().errors.discount_code).toBe('This code was already used with this phone number.');
    }
  });

  it("holds a code's per-phone limit when differently spelled orders arrive at once", async () => {
    await setCap(10);
    await newCode('TWOPERPHONE', 2);
    const forms = spellings(freshNational());
    // Each spelling three times: twelve orders at once, of which the code allows two.
    const answers = await Promise.all([...forms, ...forms, ...forms].map((phone) => order(phone, 'TWOPERPHONE')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join('\n')).toEqual([201, 201, ...Array(10).fill(422)]);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json().errors.discount_code).toBe('This code was already used with this phone number.');
  });

  it('refuses a number that is not a possible one with 422 naming customer.phone', async () => {
    // Too few digits for India (with and without its code), for the US, a country code that does not exist.
    for (const phone of ['+91 90000', '900 000', '+1 555 0100', '+999 123 4567', '000000']) {
      const res = await order(phone);
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(422);
      expect(res.json()).toEqual({
        status: 'fail',
        message: PHONE_NOT_POSSIBLE,
        errors: { 'customer.phone': PHONE_NOT_POSSIBLE },
      });
    }
    // Nothing was written for them.
    const stored = await t.database.db
      .select({ phone: orders.customerPhone })
      .from(orders)
      .where(and(eq(orders.shopId, sunriseId), eq(orders.customerPhone, '+91 90000')));
    expect(stored).toEqual([]);
  });

  it('rewrites the phones stored before, keeps what it cannot read, and turns old blocks into E.164', async () => {
    await setCap(3);
    const national = freshNational();
    const old = (phone: string, n: number) => ({
      shopId: sunriseId,
      orderNumber: `VT-OLDPHONE${n}${next}`,
      currencyCode: 'INR',
      subtotal: '1.00',
      total: '1.00',
      customerName: 'Old Order',
      customerPhone: phone,
      addressLine1: '1 MG Road',
      city: 'Pune',
      postalCode: '411001',
    });
    // Rows as the old code stored them: phones as typed, a block as the digits of one of them.
    await t.database.db
      .insert(orders)
      .values([
        old(`+91 ${national.slice(0, 5)} ${national.slice(5)}`, 1),
        old(`0${national}`, 2),
        old('call the shop', 3),
      ]);
    await t.database.db.insert(blockedPhones).values({ shopId: sunriseId, phone: `91${national}` });
    // As on a database the previous version wrote: the rewrite has not run yet.
    await t.database.db.delete(settings).where(eq(settings.key, 'phones_e164'));

    expect(await canonicaliseStoredPhones(t.database.db)).toBeGreaterThanOrEqual(3);
    const rows = await t.database.db
      .select({ number: orders.orderNumber, phone: orders.customerPhone })
      .from(orders)
      .where(eq(orders.customerName, 'Old Order'));
    expect(Object.fromEntries(rows.map((r) => [r.number.slice(0, 12), r.phone]))).toEqual({
      'VT-OLDPHONE1': `+91${national}`,
      'VT-OLDPHONE2': `+91${national}`,
      'VT-OLDPHONE3': 'call the shop',
    });
    const blocks = await t.database.db
      .select({ phone: blockedPhones.phone })
      .from(blockedPhones)
      .where(eq(blockedPhones.shopId, sunriseId));
    expect(blocks.map((b) => b.phone)).toContain(`+91${national}`);
    expect(blocks.map((b) => b.phone)).not.toContain(`91${national}`);
    // The old block now holds against every spelling.
    for (const phone of spellings(national)) expectRefused(await order(phone));
    // Done once: a second start finds it done and changes nothing.
    expect(await canonicaliseStoredPhones(t.database.db)).toBe(0);
  });
});
