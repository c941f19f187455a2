import type { DeliveryRules } from '@vitrine/contracts/checkout-rules';
import { describe, expect, it } from 'vitest';
import { checkoutMoney } from './checkoutMoney';

const delivery: DeliveryRules = {
  pickup: { enabled: true, hours: '' },
  delivery: {
    enabled: true,
    zones: [{ name: 'Pune', postal_codes: ['4110*'], fee: 50, free_from: 1000, minimum_order: 300 }],
    outside: { mode: 'refuse' },
  },
};
const inr = { currency_code: 'INR', delivery };

describe('checkout money', () => {
  it('waits for the postal code when delivery is priced by zones', () => {
    expect(checkoutMoney(inr, { subtotal: 500, discount: 0, deliveryType: 'cod', postalCode: ' ' })).toMatchObject({
      fee: null,
      total: 500,
      delivery: { kind: 'needsPostalCode' },
    });
  });
  it('prices the zone and says how much more is free, after the discount', () => {
    expect(checkoutMoney(inr, { subtotal: 900.5, discount: 100, deliveryType: 'cod', postalCode: '411 001' })).toEqual({
      subtotal: 900.5,
      discount: 100,
      fee: 50,
      total: 850.5,
      delivery: { kind: 'priced', fee: 50, moreForFree: 199.5, zoneName: 'Pune' },
    });
    expect(checkoutMoney(inr, { subtotal: 1000, discount: 0, deliveryType: 'cod', postalCode: '411001' }).fee).toBe(0);
  });
  it('names the minimum and refuses outside the zones; pickup is free', () => {
    expect(
      checkoutMoney(inr, { subtotal: 200, discount: 0, deliveryType: 'cod', postalCode: '411001' }).delivery,
    ).toEqual({ kind: 'belowMinimum', minimum: 300 });
    expect(
      checkoutMoney(inr, { subtotal: 500, discount: 0, deliveryType: 'cod', postalCode: '560001' }).delivery,
    ).toEqual({ kind: 'refused', reason: 'outside' });
    expect(checkoutMoney(inr, { subtotal: 500, discount: 0, deliveryType: 'pickup', postalCode: '' })).toMatchObject({
      fee: 0,
      total: 500,
    });
  });
  it('counts whole yen', () => {
    const jpy = {
      currency_code: 'JPY',
      delivery: { ...delivery, delivery: { enabled: true, zones: [], outside: { mode: 'fee' as const, fee: 300 } } },
    };
    expect(checkoutMoney(jpy, { subtotal: 1500, discount: 150, deliveryType: 'cod', postalCode: '' })).toMatchObject({
      fee: 300,
      total: 1650,
    });
  });
});
