import { fieldRules, type TextRule } from '@vitrine/contracts/rules';
import { z } from 'zod';
import { ruleString } from '../../../components/forms/ruleString';
import type { ShopTranslation } from '../../../i18n/shop';

/**
 * The customer form of checkout, with one clear message per field (in the shopper's language).
 * Lengths and patterns are the server contract's own rules (contracts/rules.ts).
 */
export function checkoutSchema(t: ShopTranslation['t']) {
  const messages = (max: number, pattern?: string) => ({
    required: pattern ?? t('checkout.errors.required'),
    tooShort: pattern,
    tooLong: t('checkout.errors.tooLong', { max }),
    control: t('checkout.errors.control'),
    pattern,
  });
  const field = (rule: TextRule, pattern?: string) => ruleString(rule, messages(rule.max, pattern));
  return z.object({
    name: field(fieldRules.personName),
    phone: field(fieldRules.phone, t('checkout.errors.phone')),
    email: z.union([
      z.literal(''),
      z.string().trim().email(t('checkout.errors.email')).max(fieldRules.email.max, t('checkout.errors.email')),
    ]),
    address_line1: field(fieldRules.addressLine1),
    address_line2: field(fieldRules.addressLine2),
    city: field(fieldRules.city),
    country_id: z.string(),
    state_id: z.string(),
    postal_code: field(fieldRules.postalCode, t('checkout.errors.postalCode')),
    note: field(fieldRules.note),
  });
}

export type CheckoutForm = z.infer<ReturnType<typeof checkoutSchema>>;

export const emptyCheckoutForm = (countryId: number | null): CheckoutForm => ({
  name: '',
  phone: '',
  email: '',
  address_line1: '',
  address_line2: '',
  city: '',
  country_id: countryId === null ? '' : String(countryId),
  state_id: '',
  postal_code: '',
  note: '',
});

/** Server field paths (`customer.name`) mapped to the form's fields. */
export function formFieldOf(serverPath: string): keyof CheckoutForm | undefined {
  const field = serverPath.replace(/^customer\./, '');
  const fields: (keyof CheckoutForm)[] = [
    'name',
    'phone',
    'email',
    'address_line1',
    'address_line2',
    'city',
    'country_id',
    'state_id',
    'postal_code',
    'note',
  ];
  return fields.find((f) => f === field);
}
