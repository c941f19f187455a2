import { afterEach, describe, expect, it } from 'vitest';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { emptyCheckoutForm } from './checkoutForm';

const empty = emptyCheckoutForm(7);

describe("checkout's form kept for the tab", () => {
  afterEach(() => sessionStorage.clear());

  it('gives back what was typed, per shop', () => {
    saveCheckoutDraft('corner-bakery', { ...empty, name: 'Robin', phone: '(503) 555-0101', country_id: '3' });
    expect(readCheckoutDraft('corner-bakery', empty)).toEqual({
      ...empty,
      name: 'Robin',
      phone: '(503) 555-0101',
      country_id: '3',
    });
    expect(readCheckoutDraft('sunrise-electronics', empty)).toEqual(empty);
  });

  it('is gone once cleared (an order placed)', () => {
    saveCheckoutDraft('corner-bakery', { ...empty, name: 'Robin' });
    clearCheckoutDraft('corner-bakery');
    expect(readCheckoutDraft('corner-bakery', empty)).toEqual(empty);
  });

  it('drops a corrupt entry and anything that is not a field of the form', () => {
    sessionStorage.setItem('vitrine.checkout-form.corner-bakery', '{not json');
    expect(readCheckoutDraft('corner-bakery', empty)).toEqual(empty);
    sessionStorage.setItem(
      'vitrine.checkout-form.corner-bakery',
      JSON.stringify({ name: 42, phone: 'x'.repeat(5000), city: 'Portland', payment_method: 'upi' }),
    );
    expect(readCheckoutDraft('corner-bakery', empty)).toEqual({ ...empty, city: 'Portland' });
  });
});
