import { zodResolver } from '@hookform/resolvers/zod';
import type { Country } from '@vitrine/contracts';
import { fieldRules, type TextRule } from '@vitrine/contracts/rules';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ruleString } from '../../../components/forms/ruleString';
import type { ShopTranslation } from '../../../i18n/shop';
import { phoneExample } from './phoneExample';

/**
 * The customer form of checkout, with one clear message per field (in the shopper's language).
 * Lengths and patterns are the server contract's own rules (contracts/rules.ts). `example`: the
 * number the phone message shows, by default the language's own.
 */
export function checkoutSchema(t: ShopTranslation['t'], example = t('checkout.errors.phoneExample')) {
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
    phone: field(fieldRules.phone, t('checkout.errors.phone', { example })),
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

/**
 * The form's resolver: the phone message's example is a number of the country the form names
 * (the delivery address, the shop's country until the shopper picks another), so it follows the
 * choice without a schema per render. One schema per example, made on first use.
 */
export function checkoutResolver(t: ShopTranslation['t'], countries: readonly Country[]): Resolver<CheckoutForm> {
  const resolvers = new Map<string, Resolver<CheckoutForm>>();
  return (values, context, options) => {
    // A list kept from before iso_code existed (persistence.ts) has none: the language's example.
    const iso = countries.find((country) => String(country.id) === values.country_id)?.iso_code;
    const example = phoneExample(iso) ?? t('checkout.errors.phoneExample');
    let resolver = resolvers.get(example);
    if (!resolver) {
      resolver = zodResolver(checkoutSchema(t, example));
      resolvers.set(example, resolver);
    }
    return resolver(values, context, options);
  };
}

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
