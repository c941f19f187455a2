import type { AccountShop, OwnerOrder } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { invoiceFromOrder } from './fromOrder';

const shop = {
  shop_name: 'Sunrise Electronics',
  shop_add_line1: '12 Market Street',
  shop_add_line2: '',
  shop_city: 'Leeds',
  shop_postal_code: 'LS1 6AA',
  shop_state_name: '',
  shop_country_name: 'United Kingdom',
  mobile_phone_primary: '+44 113 496 0000',
  shop_email: '',
} as AccountShop;

const order = {
  order_id: 7,
  order_number: 'SUN-0007',
  subtotal: 59.5,
  delivery_fee: 5,
  discount: 0,
  discount_code: '',
  total: 64.5,
  currency_code: 'GBP',
  order_status: 'pending',
  delivery_type: 'cod',
  items: [
    {
      product_id: 1,
      product_variant_id: null,
      product_name: 'Cable',
      product_variant_name: '',
      unit_price: 9.75,
      quantity: 2,
      line_total: 19.5,
    },
    {
      product_id: 2,
      product_variant_id: 3,
      product_name: 'Charger',
      product_variant_name: '65 W',
      unit_price: 40,
      quantity: 1,
      line_total: 40,
    },
  ],
  customer: {
    name: 'Ada Buyer',
    phone: '+44 20 7946 0000',
    email: 'ada@example.com',
    address_line1: '1 High St',
    address_line2: '',
    city: 'London',
    state_id: null,
    state_name: '',
    country_id: null,
    country_name: '',
    postal_code: 'N1 9GU',
  },
  note: 'Leave at the door',
  created_at: '2026-05-01T09:30:00Z',
  updated_at: '2026-05-01T09:30:00Z',
} as OwnerOrder;

const labels = { delivery: 'Delivery', deliveryType: 'Cash on delivery' };

describe('an order as its invoice', () => {
  it('bills the customer from the shop, one line per order line, in the order currency', () => {
    const invoice = invoiceFromOrder(order, shop, labels);
    expect(invoice.number).toBe('SUN-0007');
    expect(invoice.issued).toBe(order.created_at);
    expect(invoice.currency).toBe('GBP');
    expect(invoice.seller).toEqual({
      name: 'Sunrise Electronics',
      lines: ['12 Market Street', 'LS1 6AA Leeds', 'United Kingdom'],
      phone: '+44 113 496 0000',
      email: undefined,
    });
    expect(invoice.billTo).toEqual({
      name: 'Ada Buyer',
      lines: ['1 High St', 'N1 9GU London'],
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
    });
    expect(invoice.lines).toEqual([
      { description: 'Cable', detail: undefined, quantity: 2, unitPrice: 9.75, total: 19.5 },
      { description: 'Charger', detail: '65 W', quantity: 1, unitPrice: 40, total: 40 },
    ]);
    expect(invoice.details).toEqual([{ label: 'Delivery', value: 'Cash on delivery' }]);
    expect(invoice.note).toBe('Leave at the door');
  });

  it("shows the order's delivery fee as charges and its discount, and neither when there is none", () => {
    const invoice = invoiceFromOrder(order, shop, labels);
    expect([invoice.subtotal, invoice.discount, invoice.charges, invoice.total]).toEqual([59.5, undefined, 5, 64.5]);
    const discounted = invoiceFromOrder({ ...order, discount: 6, delivery_fee: 0, total: 53.5 }, shop, labels);
    expect([discounted.subtotal, discounted.discount, discounted.charges, discounted.total]).toEqual([
      59.5,
      6,
      undefined,
      53.5,
    ]);
    const exact = invoiceFromOrder({ ...order, delivery_fee: 0, total: 59.5, note: '' }, shop, labels);
    expect(exact.charges).toBeUndefined();
    expect(exact.note).toBeUndefined();
  });
});
