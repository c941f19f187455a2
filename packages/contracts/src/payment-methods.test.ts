import { describe, expect, it } from 'vitest';
import { cashOffProblem, paymentMethodsOf } from './checkout-rules.js';

describe('the ways a shop is paid', () => {
  const shop = (currency_code: string, keys: { upi_id?: string; pix_key?: string }, cash_on_delivery = true) => ({
    currency_code,
    upi_id: keys.upi_id ?? '',
    pix_key: keys.pix_key ?? '',
    cash_on_delivery,
  });

  it('offers cash unless it is off, and the QR way of the currency where its key is set', () => {
    expect(paymentMethodsOf(shop('USD', {}))).toEqual(['cod']);
    expect(paymentMethodsOf(shop('INR', { upi_id: 'a@okaxis' }))).toEqual(['cod', 'upi']);
    expect(paymentMethodsOf(shop('BRL', { pix_key: 'loja@example.com' }, false))).toEqual(['pix']);
    expect(paymentMethodsOf(shop('INR', { upi_id: 'a@okaxis' }, false))).toEqual(['upi']);
  });

  it('never offers nothing: cash off without a usable key (one kept from another currency) still takes cash', () => {
    expect(paymentMethodsOf(shop('USD', { pix_key: 'loja@example.com' }, false))).toEqual(['cod']);
    expect(paymentMethodsOf(shop('BRL', { upi_id: 'a@okaxis' }, false))).toEqual(['cod']);
  });

  it('lets cash go only beside the key of the currency', () => {
    expect(cashOffProblem({ currency_code: 'BRL', upi_id: null, pix_key: 'loja@example.com' })).toBeNull();
    expect(cashOffProblem({ currency_code: 'INR', upi_id: 'a@okaxis', pix_key: null })).toBeNull();
    expect(cashOffProblem({ currency_code: 'BRL', upi_id: 'a@okaxis', pix_key: null })).toMatch(/Pix key/);
    expect(cashOffProblem({ currency_code: 'INR', upi_id: null, pix_key: null })).toMatch(/UPI ID/);
    expect(cashOffProblem({ currency_code: 'USD', upi_id: 'a@okaxis', pix_key: 'x' })).toMatch(/stays on/);
  });
});
