import {
  cashOffProblem,
  currencyExponent,
  type DeliveryRules,
  type deliverySettings,
  normalizePostalCode,
  qrMethodOfCurrency,
} from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { shops } from '../../db/schema.js';
import { HttpFail, notFound } from '../../http/errors.js';
import { shopChanged, type Writer } from '../shared/context.js';
import { deliveryRulesFromWire, deliveryRulesToWire } from './amounts.js';

/** The settings as the owner's page sends them (validated by the contract: blank keys are null). */
export type DeliverySettingsInput = z.output<typeof deliverySettings>;

export interface DeliverySettingsAnswer {
  delivery: DeliverySettingsInput;
  currency_code: string;
}

async function shopRow(db: Db, shopId: number) {
  const [row] = await db
    .select({
      currencyCode: shops.currencyCode,
      deliverySettings: shops.deliverySettings,
      upiId: shops.upiId,
      pixKey: shops.pixKey,
      cashOnDelivery: shops.cashOnDelivery,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (!row) throw notFound('No shop has this id.');
  return row;
}

const toAnswer = (row: Awaited<ReturnType<typeof shopRow>>): DeliverySettingsAnswer => ({
  delivery: {
    ...deliveryRulesToWire(row.deliverySettings, row.currencyCode),
    payment: { upi_id: row.upiId || null, pix_key: row.pixKey || null, cash_on_delivery: row.cashOnDelivery },
  },
  currency_code: row.currencyCode,
});

/** The owner's delivery, pickup and payment settings, amounts in the shop currency's units. */
export async function getDeliverySettings(db: Db, shopId: number): Promise<DeliverySettingsAnswer> {
  return toAnswer(await shopRow(db, shopId));
}

const CURRENCY_NAMES: Record<string, string> = { INR: 'Indian rupees', BRL: 'Brazilian reais' };

/**
 * A UPI ID only for a shop selling in rupees, a Pix key only for one in reais: the QR's money is
 * the order's. A key kept from before a currency change may stay (it is simply not offered) as
 * long as the owner does not type a new one.
 */
function paymentKeyErrors(
  input: DeliverySettingsInput['payment'],
  current: { upiId: string; pixKey: string },
  currencyCode: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const keys = [
    { field: 'payment.upi_id', method: 'upi', label: 'UPI', takes: 'INR', value: input.upi_id, stored: current.upiId },
    {
      field: 'payment.pix_key',
      method: 'pix',
      label: 'Pix',
      takes: 'BRL',
      value: input.pix_key,
      stored: current.pixKey,
    },
  ] as const;
  for (const key of keys) {
    if (!key.value || key.value === key.stored || qrMethodOfCurrency[currencyCode] === key.method) continue;
    errors[key.field] = `${key.label} takes ${CURRENCY_NAMES[key.takes]}: this shop sells in ${currencyCode}.`;
  }
  return errors;
}

/**
 * Zones are told apart by name, and a postal code (or prefix) belongs to one zone only: the
 * checkout must never have to guess which fee applies. Repeats inside one zone are dropped.
 */
function checkZones(zones: DeliveryRules['delivery']['zones']) {
  const errors: Record<string, string> = {};
  const names = new Map<string, number>();
  const codes = new Map<string, number>();
  const checked = zones.map((zone, i): { name: string; postal_codes: string[] } => {
    const name = zone.name.trim().toLocaleLowerCase();
    const sameName = names.get(name);
    if (sameName !== undefined) errors[`delivery.zones.${i}.name`] = `Zone ${sameName + 1} already has this name.`;
    else names.set(name, i);
    const own = new Set<string>();
    const postalCodes: string[] = [];
    zone.postal_codes.forEach((code, j) => {
      const key = normalizePostalCode(code);
      if (own.has(key)) return;
      const other = codes.get(key);
      if (other !== undefined) {
        errors[`delivery.zones.${i}.postal_codes.${j}`] =
          `${code.trim()} is already in zone ${other + 1} (${zones[other].name}): a postal code belongs to one zone.`;
        return;
      }
      own.add(key);
      codes.set(key, i);
      postalCodes.push(code.trim());
    });
    return { name: zone.name.trim(), postal_codes: postalCodes };
  });
  return { zones: checked, errors };
}

/**
 * Saves the owner's settings: amounts in minor units (no more decimals than the currency has),
 * then tells every instance, so the public shop answer and the checkout show them at once.
 */
export async function updateDeliverySettings(
  w: Writer,
  shopId: number,
  input: DeliverySettingsInput,
): Promise<DeliverySettingsAnswer> {
  const current = await shopRow(w.db, shopId);
  const currencyCode = current.currencyCode;
  const { payment, ...wire } = input;
  const errors: Record<string, string> = {};
  const converted = deliveryRulesFromWire(wire, currencyCode);
  if ('badAmount' in converted) {
    const decimals = currencyExponent(currencyCode) === 0 ? 'no decimals' : 'at most two decimals';
    errors[converted.badAmount] = `${currencyCode} amounts have ${decimals}.`;
  }
  const zones = checkZones(wire.delivery.zones);
  Object.assign(errors, zones.errors, paymentKeyErrors(payment, current, currencyCode));
  // Cash off leaves the shop's QR way to pay as the only one: it must be there to take orders.
  const cashOff = payment.cash_on_delivery ? null : cashOffProblem({ currency_code: currencyCode, ...payment });
  if (cashOff) errors['payment.cash_on_delivery'] = cashOff;
  // Every problem at once, so the owner's form marks each field in one round.
  if (Object.keys(errors).length || 'badAmount' in converted) {
    throw new HttpFail(422, Object.values(errors)[0], errors);
  }
  const rules: DeliveryRules = {
    ...converted.rules,
    delivery: {
      ...converted.rules.delivery,
      zones: converted.rules.delivery.zones.map((zone, i) => ({
        ...zone,
        name: zones.zones[i].name,
        postal_codes: zones.zones[i].postal_codes,
      })),
    },
  };
  await w.db
    .update(shops)
    .set({
      deliverySettings: rules,
      upiId: payment.upi_id ?? '',
      pixKey: payment.pix_key ?? '',
      cashOnDelivery: payment.cash_on_delivery,
      updatedAt: new Date(),
    })
    .where(eq(shops.id, shopId));
  await shopChanged(w, shopId);
  return getDeliverySettings(w.db, shopId);
}
