import { deliverySettings } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  cashOffMissingKey,
  type DeliveryValues,
  describeFailure,
  fieldOfPath,
  type StoredSettings,
  splitPostalCodes,
  toRequest,
  toValues,
} from './deliveryForm';
import { stored } from './deliverySettings.fixture';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('the delivery form', () => {
  it('shows amounts with the currency’s decimals and postal codes as one text', () => {
    const values = toValues(stored, 'INR');
    expect(values.zones[0]).toEqual({
      name: 'Pune central',
      postal_codes: '411001, 4110*',
      fee: '40.50',
      free_from: '500.00',
      minimum_order: '',
    });
    expect(values).toMatchObject({ outside_mode: 'fee', outside_fee: '99.00', upi_id: 'shop@okaxis', pix_key: '' });
    expect(toValues({ ...stored, delivery: { ...stored.delivery, outside: { mode: 'refuse' } } }, 'JPY')).toMatchObject(
      {
        outside_mode: 'refuse',
        outside_fee: '',
        zones: [{ fee: '41', free_from: '500' }],
      },
    );
  });

  it('turns what the owner typed back into the request the contract accepts', () => {
    const values: DeliveryValues = {
      ...toValues(stored, 'INR'),
      pickup_hours: '  9 to 5 ',
      zones: [
        {
          name: ' North ',
          postal_codes: '411001,\n 411002 ;4120*\n\n',
          fee: '40,5',
          free_from: '',
          minimum_order: '1000',
        },
      ],
      outside_mode: 'refuse',
      outside_fee: 'ignored',
      upi_id: '  ',
    };
    const request = toRequest(values, 'INR', stored);
    expect(request).toEqual({
      pickup: { enabled: true, hours: '9 to 5' },
      delivery: {
        enabled: true,
        zones: [
          {
            name: 'North',
            postal_codes: ['411001', '411002', '4120*'],
            fee: 40.5,
            free_from: null,
            minimum_order: 1000,
          },
        ],
        outside: { mode: 'refuse' },
      },
      payment: { upi_id: null, pix_key: null, cash_on_delivery: true },
    });
    expect(deliverySettings.safeParse(request).success).toBe(true);
    // Round trip: what is saved shows again as it was typed (normalised).
    expect(
      toValues(
        { ...request, payment: { upi_id: null, pix_key: null, cash_on_delivery: true } } as StoredSettings,
        'INR',
      ).zones[0],
    ).toEqual({
      name: 'North',
      postal_codes: '411001, 411002, 4120*',
      fee: '40.50',
      free_from: '',
      minimum_order: '1000.00',
    });
  });

  it('sends back a key the currency cannot take as it was loaded (it has no field)', () => {
    const usd = toRequest({ ...toValues(stored, 'USD'), upi_id: 'typed@nowhere' }, 'USD', stored);
    expect(usd.payment).toEqual({ upi_id: 'shop@okaxis', pix_key: null, cash_on_delivery: true });
    const brl = toRequest({ ...toValues(stored, 'BRL'), pix_key: ' loja@example.com ' }, 'BRL', stored);
    expect(brl.payment).toEqual({ upi_id: 'shop@okaxis', pix_key: 'loja@example.com', cash_on_delivery: true });
  });

  it('turns cash off only beside the key of the currency; without a QR way to pay cash stays on', () => {
    const off = { ...toValues(stored, 'BRL'), cash_on_delivery: false };
    expect(cashOffMissingKey(off, 'BRL')).toBe('pix_key');
    expect(cashOffMissingKey({ ...off, pix_key: 'loja@example.com' }, 'BRL')).toBeNull();
    expect(cashOffMissingKey({ ...toValues(stored, 'INR'), cash_on_delivery: false }, 'INR')).toBeNull();
    expect(toRequest({ ...off, pix_key: 'loja@example.com' }, 'BRL', stored).payment.cash_on_delivery).toBe(false);
    // A USD shop has no switch: whatever the values say, cash is sent on.
    expect(cashOffMissingKey({ ...off }, 'USD')).toBeNull();
    expect(toRequest(off, 'USD', stored).payment.cash_on_delivery).toBe(true);
    expect(fieldOfPath('payment.cash_on_delivery')).toBe('cash_on_delivery');
    const refused = describeFailure(
      { status: 422, errors: { 'payment.cash_on_delivery': 'Set a Pix key before turning cash on delivery off.' } },
      toRequest(off, 'BRL', stored),
      'BRL',
      t,
    );
    expect(refused.fields).toEqual({ cash_on_delivery: 'errors.cashOffNeedsKey{"field":"payment.pix"}' });
  });

  it('splits postal codes at commas, semicolons and line breaks', () => {
    expect(splitPostalCodes(' 411001 , 411002\r\n4110* ;; ')).toEqual(['411001', '411002', '4110*']);
    expect(splitPostalCodes(' , \n')).toEqual([]);
  });

  it('checks an amount against the currency’s decimals', () => {
    expect(amountProblem('40.50', 'INR')).toBeNull();
    expect(amountProblem('40,5', 'EUR')).toBeNull();
    expect(amountProblem('40.505', 'INR')).toBe('decimals');
    expect(amountProblem('500', 'JPY')).toBeNull();
    expect(amountProblem('500.5', 'JPY')).toBe('decimals');
    for (const bad of ['', 'abc', '-1', '1e3', '1.2.3']) expect(amountProblem(bad, 'INR'), bad).toBe('format');
  });

  it('puts each server error under its field, in the owner’s language where the rule is known', () => {
    expect(fieldOfPath('delivery.zones.2.fee')).toBe('zones.2.fee');
    expect(fieldOfPath('delivery.zones.0.postal_codes.3')).toBe('zones.0.postal_codes');
    expect(fieldOfPath('delivery.zones.0.postal_codes')).toBe('zones.0.postal_codes');
    expect(fieldOfPath('delivery.outside.fee')).toBe('outside_fee');
    expect(fieldOfPath('delivery.enabled')).toBe('delivery_enabled');
    expect(fieldOfPath('payment.upi_id')).toBe('upi_id');
    expect(fieldOfPath('delivery.zones')).toBeNull();

    const sent = toRequest(
      {
        ...toValues(stored, 'JPY'),
        zones: [
          { name: 'A', postal_codes: '411001', fee: '10', free_from: '', minimum_order: '' },
          { name: 'a', postal_codes: '411002, 411001', fee: '10', free_from: '', minimum_order: '' },
        ],
      },
      'JPY',
      stored,
    );
    const described = describeFailure(
      {
        status: 422,
        errors: {
          'delivery.zones.1.name': 'Zone 1 already has this name.',
          'delivery.zones.1.postal_codes.1': '411001 is already in zone 1 (A): a postal code belongs to one zone.',
          'delivery.outside.fee': 'JPY amounts have no decimals.',
          'payment.upi_id': 'UPI takes Indian rupees: this shop sells in JPY.',
          'delivery.zones': 'Use at most 50 zones.',
        },
      },
      sent,
      'JPY',
      t,
    );
    expect(described.fields).toEqual({
      'zones.1.name': 'errors.zoneNameTaken',
      'zones.1.postal_codes': 'errors.postalCodeTaken{"code":"411001"}',
      outside_fee: 'errors.noDecimals{"currency":"JPY"}',
      upi_id: 'UPI takes Indian rupees: this shop sells in JPY.',
    });
    expect(described.unplaced).toEqual(['Use at most 50 zones.']);
    // A 400 from the contract's own checks is shown as the server words it.
    expect(
      describeFailure(
        { status: 400, errors: { 'delivery.zones.0.fee': 'Use an amount of 0 or more.' } },
        sent,
        'JPY',
        t,
      ).fields,
    ).toEqual({ 'zones.0.fee': 'Use an amount of 0 or more.' });
  });
});
