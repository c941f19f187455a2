import { type DiscountCode, discountCodeInput } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeState,
  fieldOfError,
  inputOf,
  isoToLocalInput,
  localInputToIso,
  toRequest,
  toValues,
} from './discountForm';

const stored: DiscountCode = {
  discount_code_id: 7,
  code: 'DIWALI50',
  kind: 'amount',
  value: 50.5,
  min_subtotal: 499.99,
  starts_at: '2026-10-31T18:30:00.000Z',
  ends_at: '2026-11-05T18:29:00.000Z',
  max_uses: 100,
  max_uses_per_phone: 1,
  active: true,
  uses: 3,
  created_at: '2026-10-01T00:00:00.000Z',
};

describe('discount code form', () => {
  it('shows instants on the owner’s clock and reads them back to the same instants', () => {
    expect(isoToLocalInput('2026-10-31T18:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-01T00:00');
    expect(localInputToIso('2026-11-01T00:00', 'Asia/Kolkata')).toBe('2026-10-31T18:30:00.000Z');
    expect(localInputToIso('2026-01-15T09:00', 'UTC')).toBe('2026-01-15T09:00:00.000Z');
    // Either side of a daylight-saving change: Berlin is UTC+1 in winter, UTC+2 in summer.
    expect(localInputToIso('2026-01-15T09:00', 'Europe/Berlin')).toBe('2026-01-15T08:00:00.000Z');
    expect(localInputToIso('2026-07-15T09:00', 'Europe/Berlin')).toBe('2026-07-15T07:00:00.000Z');
    expect(isoToLocalInput('2026-07-15T07:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-15T09:00');
    expect(localInputToIso('2026-07-15T09:00', 'America/Sao_Paulo')).toBe('2026-07-15T12:00:00.000Z');
    expect(localInputToIso('', 'UTC')).toBeNull();
    expect(localInputToIso('tomorrow', 'UTC')).toBeNull();
    expect(isoToLocalInput(null, 'UTC')).toBe('');
  });

  it('turns a stored code into the form and back into the same request', () => {
    const values = toValues(stored, 'Asia/Kolkata');
    expect(values).toEqual({
      code: 'DIWALI50',
      kind: 'amount',
      value: '50.5',
      min_subtotal: '499.99',
      starts_at: '2026-11-01T00:00',
      ends_at: '2026-11-05T23:59',
      max_uses: '100',
      max_uses_per_phone: '1',
      active: true,
    });
    const request = toRequest(values, 'Asia/Kolkata');
    expect(request).toEqual(inputOf(stored));
    // The contract takes it as it is.
    expect(discountCodeInput.safeParse(request).success).toBe(true);
  });

  it('sends empty optional fields as null, and reads a decimal comma', () => {
    const request = toRequest(
      { ...toValues(undefined, 'UTC'), code: ' summer10 ', kind: 'amount', value: '12,5' },
      'UTC',
    );
    expect(request).toEqual({
      code: 'summer10',
      kind: 'amount',
      value: 12.5,
      min_subtotal: null,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_phone: null,
      active: true,
    });
    expect(toValues(undefined, 'UTC')).toMatchObject({ kind: 'percent', value: '', active: true });
  });

  it('names the form field of an API error, and says where a code stands', () => {
    expect(fieldOfError('max_uses')).toBe('max_uses');
    expect(fieldOfError('body')).toBeUndefined();
    const now = Date.parse('2026-11-02T00:00:00Z');
    expect(codeState(stored, now)).toBe('live');
    expect(codeState({ ...stored, active: false }, now)).toBe('off');
    expect(codeState(stored, Date.parse('2026-10-01T00:00:00Z'))).toBe('scheduled');
    expect(codeState(stored, Date.parse('2026-12-01T00:00:00Z'))).toBe('expired');
    expect(codeState({ ...stored, uses: 100 }, now)).toBe('used_up');
  });
});
