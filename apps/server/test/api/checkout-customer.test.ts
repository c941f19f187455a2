import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { placeOrder } from './stock-support.js';

/**
 * What checkout asks of a customer: a pickup a name and a phone, a delivery an address as well;
 * a phone as people write it in the shop's country. Corner Bakery is in the US; on PGlite and PostgreSQL.
 */
describe("checkout's customer", () => {
  let t: TestApp;
  let bakery: Awaited<ReturnType<typeof catalogueOf>>;
  let owner: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    bakery = await catalogueOf(t, 'corner-bakery');
    owner = await loginAs(t, 'bakery');
  });
  afterAll(() => t?.close());

  let lines = 0;
  /** A Portland number no other test uses, as a US shopper types it. */
  const usPhone = () => `(503) 555-0${String(++lines).padStart(3, '0')}`;
  const order = (delivery_type: 'cod' | 'pickup', customer: object) =>
    placeOrder(t.app, t.headers, {
      shop_id: bakery.shop[0].shop_id,
      delivery_type,
      customer,
      items: [
        { product_id: bakery.products.find((p) => p.in_stock && p.variants.length === 0)!.product_id, quantity: 1 },
      ],
    });
  const ownerOrder = async (orderId: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/account/orders/${orderId}`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().order;
  };

  it('places a pickup order with a name and a phone only, and stores no address', async () => {
    const res = await order('pickup', { name: 'Sam Rivera', phone: usPhone() });
    expect(res.statusCode, res.body).toBe(201);
    const placed = await ownerOrder(res.json().order.order_id);
    expect(placed.delivery_type).toBe('pickup');
    expect(placed.customer).toMatchObject({ name: 'Sam Rivera', address_line1: '', city: '', postal_code: '' });
  });

  it('takes a pickup with blank address fields, and checks an address it is sent all the same', async () => {
    const blank = await order('pickup', {
      name: 'Sam Rivera',
      phone: usPhone(),
      address_line1: '',
      city: ' ',
      postal_code: '',
    });
    expect(blank.statusCode, blank.body).toBe(201);
    const bad = await order('pickup', {
      name: 'Sam Rivera',
      phone: usPhone(),
      postal_code: '!!',
      city: 'x'.repeat(101),
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['customer.city', 'customer.postal_code']);
  });

  it('still refuses a delivery without an address, naming each field and the name beside them', async () => {
    const res = await order('cod', { name: '', phone: usPhone() });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      status: 'fail',
      errors: {
        'customer.name': 'This field is required.',
        'customer.address_line1': 'This field is required.',
        'customer.city': 'This field is required.',
        'customer.postal_code': 'Use a postal code of 3 to 12 letters, digits, spaces or dashes.',
      },
    });
    const blank = await order('cod', {
      name: 'Sam',
      phone: usPhone(),
      address_line1: '  ',
      city: 'Portland',
      postal_code: '',
    });
    expect(blank.statusCode, blank.body).toBe(400);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['customer.address_line1', 'customer.postal_code']);
  });

  it("takes a US shopper's (503) 555-0101 and its other spellings, and stores them in E.164", async () => {
    for (const phone of ['(503) 555-0101', '+1 (503) 555-0102', '503.555.0103', '1-503-555-0104']) {
      const res = await order('cod', {
        name: 'Pat Lee',
        phone,
        address_line1: '40 Pine Street',
        city: 'Portland',
        postal_code: '97204',
      });
      expect(res.statusCode, `${phone}: ${res.body}`).toBe(201);
      const placed = await ownerOrder(res.json().order.order_id);
      expect(placed.customer.phone).toBe(`+1503555010${phone.at(-1)}`);
    }
  });
});
