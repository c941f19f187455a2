import type { DeliverySettings, DeliverySettingsResponse } from '@vitrine/contracts';
import { qrMethodOfCurrency } from '@vitrine/contracts/checkout-rules';
import { currencyExponent, parseTypedAmount, typedAmountProblem } from '@vitrine/contracts/currency';

/** The settings as the server answers them (amounts in the currency's units). */
export type StoredSettings = DeliverySettingsResponse['delivery'];

/** One zone as its inputs hold it: amounts and postal codes as typed, '' for none. */
export interface ZoneValues {
  name: string;
  /** Comma- or line-separated codes; `4110*` is a prefix. */
  postal_codes: string;
  fee: string;
  free_from: string;
  minimum_order: string;
}

/** The "Delivery and payment" form's values. */
export interface DeliveryValues {
  pickup_enabled: boolean;
  pickup_hours: string;
  delivery_enabled: boolean;
  zones: ZoneValues[];
  outside_mode: 'refuse' | 'fee';
  outside_fee: string;
  upi_id: string;
  pix_key: string;
  cash_on_delivery: boolean;
}

/** A form field a server error can point at. */
export type DeliveryField =
  | 'pickup_hours'
  | 'delivery_enabled'
  | 'outside_mode'
  | 'outside_fee'
  | 'upi_id'
  | 'pix_key'
  | 'cash_on_delivery'
  | `zones.${number}.${keyof ZoneValues}`;

export const emptyZone = (): ZoneValues => ({ name: '', postal_codes: '', fee: '', free_from: '', minimum_order: '' });

/** An amount as the input shows it: with the currency's decimals (40.50 INR, 500 JPY). */
export const amountText = (amount: number | null, currency: string): string =>
  amount === null ? '' : amount.toFixed(currencyExponent(currency));

/** The codes of a postal-codes text: split at commas, semicolons and line breaks, blanks dropped. */
export const splitPostalCodes = (text: string): string[] =>
  text
    .split(/[\n,;]+/)
    .map((code) => code.trim())
    .filter(Boolean);

/** An amount as typed ("40.5", "40,50" in languages with a decimal comma), or NaN: the contracts' one parser. */
export const parseAmount = parseTypedAmount;

/** Why an amount cannot be saved in this currency, or null: not a number, or too many decimals. */
export const amountProblem = typedAmountProblem;

/** A zone's postal code or prefix as the server takes it (411001, 4110*, SW1A 1AA). */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}\*?$/;

/** The QR payment the shop's currency can take: the field the form shows. */
export const qrMethodOf = (currency: string) => qrMethodOfCurrency[currency];

/**
 * Cash off needs the QR key of the shop's currency filled in (the server's rule, cashOffProblem):
 * the field that is missing, or null when the values can be sent.
 */
export function cashOffMissingKey(values: DeliveryValues, currency: string): 'upi_id' | 'pix_key' | null {
  const qr = qrMethodOf(currency);
  if (values.cash_on_delivery || !qr) return null;
  const field = qr === 'upi' ? 'upi_id' : 'pix_key';
  return values[field].trim() ? null : field;
}

export function toValues(settings: StoredSettings, currency: string): DeliveryValues {
  const outside = settings.delivery.outside;
  return {
    pickup_enabled: settings.pickup.enabled,
    pickup_hours: settings.pickup.hours,
    delivery_enabled: settings.delivery.enabled,
    zones: settings.delivery.zones.map((zone) => ({
      name: zone.name,
      postal_codes: zone.postal_codes.join(', '),
      fee: amountText(zone.fee, currency),
      free_from: amountText(zone.free_from, currency),
      minimum_order: amountText(zone.minimum_order, currency),
    })),
    outside_mode: outside.mode,
    outside_fee: outside.mode === 'fee' ? amountText(outside.fee, currency) : '',
    upi_id: settings.payment.upi_id ?? '',
    pix_key: settings.payment.pix_key ?? '',
    cash_on_delivery: settings.payment.cash_on_delivery,
  };
}

const optionalAmount = (text: string) => (text.trim() === '' ? null : parseAmount(text));

/**
 * The PUT body. A key the currency cannot take has no field on the form: it goes back as it was
 * loaded, so a UPI ID kept from before a currency change is neither lost nor refused.
 */
export function toRequest(values: DeliveryValues, currency: string, loaded: StoredSettings): DeliverySettings {
  const qr = qrMethodOf(currency);
  return {
    pickup: { enabled: values.pickup_enabled, hours: values.pickup_hours.trim() },
    delivery: {
      enabled: values.delivery_enabled,
      zones: values.zones.map((zone) => ({
        name: zone.name.trim(),
        postal_codes: splitPostalCodes(zone.postal_codes),
        fee: parseAmount(zone.fee),
        free_from: optionalAmount(zone.free_from),
        minimum_order: optionalAmount(zone.minimum_order),
      })),
      outside:
        values.outside_mode === 'fee' ? { mode: 'fee', fee: parseAmount(values.outside_fee) } : { mode: 'refuse' },
    },
    payment: {
      upi_id: qr === 'upi' ? values.upi_id.trim() || null : loaded.payment.upi_id,
      pix_key: qr === 'pix' ? values.pix_key.trim() || null : loaded.payment.pix_key,
      // Without a QR way to pay in the currency cash has no switch: it stays on.
      cash_on_delivery: qr ? values.cash_on_delivery : true,
    },
  };
}

const ZONE_FIELD = /^delivery\.zones\.(\d+)\.(name|fee|free_from|minimum_order)$/;
const ZONE_CODES = /^delivery\.zones\.(\d+)\.postal_codes(?:\.(\d+))?$/;

/** The form field a server error path names (`delivery.zones.0.fee` → `zones.0.fee`), or null. */
export function fieldOfPath(path: string): DeliveryField | null {
  const zone = ZONE_FIELD.exec(path);
  if (zone) return `zones.${Number(zone[1])}.${zone[2] as keyof ZoneValues}`;
  const codes = ZONE_CODES.exec(path);
  if (codes) return `zones.${Number(codes[1])}.postal_codes`;
  const fixed: Record<string, DeliveryField> = {
    'pickup.hours': 'pickup_hours',
    'pickup.enabled': 'delivery_enabled',
    'delivery.enabled': 'delivery_enabled',
    'delivery.outside': 'outside_mode',
    'delivery.outside.mode': 'outside_mode',
    'delivery.outside.fee': 'outside_fee',
    'payment.upi_id': 'upi_id',
    'payment.pix_key': 'pix_key',
    'payment.cash_on_delivery': 'cash_on_delivery',
  };
  return fixed[path] ?? null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refused save as the form shows it: each message under the field it names, in the owner's
 * language where the server's rule is known (decimals, a repeated zone name, a postal code in two
 * zones), else as the server words it; what names no field of the form goes above it.
 */
export function describeFailure(
  failure: { status: number; errors: Record<string, string> },
  sent: DeliverySettings,
  currency: string,
  t: Translate,
): { fields: Partial<Record<DeliveryField, string>>; unplaced: string[] } {
  const fields: Partial<Record<DeliveryField, string>> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(failure.errors)) {
    const field = fieldOfPath(path);
    if (!field) {
      unplaced.push(message);
      continue;
    }
    let text = message;
    if (failure.status === 422) {
      const codes = ZONE_CODES.exec(path);
      if (/\.(fee|free_from|minimum_order)$/.test(path)) {
        text = t(currencyExponent(currency) === 0 ? 'errors.noDecimals' : 'errors.twoDecimals', { currency });
      } else if (ZONE_FIELD.exec(path)?.[2] === 'name') {
        text = t('errors.zoneNameTaken');
      } else if (path === 'payment.cash_on_delivery' && qrMethodOf(currency)) {
        text = t('errors.cashOffNeedsKey', { field: t(`payment.${qrMethodOf(currency)}`) });
      } else if (codes?.[2] !== undefined) {
        const code = sent.delivery.zones[Number(codes[1])]?.postal_codes[Number(codes[2])] ?? '';
        text = t('errors.postalCodeTaken', { code });
      }
    }
    // Several codes of one zone may be refused: the first says it.
    fields[field] ??= text;
  }
  return { fields, unplaced };
}
