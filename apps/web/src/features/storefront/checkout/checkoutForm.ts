import { zodResolver } from '@hookform/resolvers/zod';
import type { Country } from '@vitrine/contracts';
import { addressFields, fieldRules, needsAddress, type TextRule } from '@vitrine/contracts/rules';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ruleString } from '../../../components/forms/ruleString';
import type { ShopTranslation } from '../../../i18n/shop';
import { phoneExample } from './phoneExample';

/**
 * The customer form of checkout, with one clear message per field (in the shopper's language).
 * Lengths and patterns are the server contract's own rules (contracts/rules.ts). `example`: the
 * number the phone message shows, by default the language's own. A pickup (`needsAddress`) hides
 * the address and does not send it, so its fields are not checked then.
 */
export function checkoutSchema(
  t: ShopTranslation['t'],
  example = t('checkout.errors.phoneExample'),
  deliveryType = 'cod',
) {
  const messages = (max: number, pattern?: string) => ({
    required: pattern ?? t('checkout.errors.required'),
    tooShort: pattern,
    tooLong: t('checkout.errors.tooLong', { max }),
    control: t('checkout.errors.control'),
    pattern,
  });
  const field = (rule: TextRule, pattern?: string) => ruleString(rule, messages(rule.max, pattern));
  const schema = z.object({
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
  if (needsAddress(deliveryType)) return schema;
  return schema.extend(Object.fromEntries(addressFields.map((name) => [name, z.string()])) as AddressAsTyped);
}

/** The address fields taken as typed: what a pickup neither shows nor sends. */
type AddressAsTyped = Record<(typeof addressFields)[number], z.ZodString>;

export type CheckoutForm = z.infer<ReturnType<typeof checkoutSchema>>;

/** The fields a form of this delivery type shows and sends: a pickup's has no address. */
export const shownFields = (deliveryType: string) => (field: string) =>
  needsAddress(deliveryType) || !(addressFields as readonly string[]).includes(field);

/**
 * The form's resolver (one per delivery type: a pickup's does not check the address): the phone message's example is a number of the country the form names
 * (the delivery address, the shop's country until the shopper picks another), so it follows the
 * choice without a schema per render. One schema per example, made on first use.
 */
export function checkoutResolver(
  t: ShopTranslation['t'],
  countries: readonly Country[],
  deliveryType = 'cod',
): Resolver<CheckoutForm> {
  const resolvers = new Map<string, Resolver<CheckoutForm>>();
  return (values, context, options) => {
    // A list kept from before iso_code existed (persistence.ts) has none: the language's example.
    const iso = countries.find((country) => String(country.id) === values.country_id)?.iso_code;
    const example = phoneExample(iso) ?? t('checkout.errors.phoneExample');
    let resolver = resolvers.get(example);
    if (!resolver) {
      resolver = zodResolver(checkoutSchema(t, example, deliveryType));
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

/** The address of a delivery as the order request sends it (blank optional fields left out). */
export function addressOf(values: CheckoutForm) {
  return {
    address_line1: values.address_line1,
    ...(values.address_line2 ? { address_line2: values.address_line2 } : {}),
    city: values.city,
    ...(values.state_id ? { state_id: Number(values.state_id) } : {}),
    ...(values.country_id ? { country_id: Number(values.country_id) } : {}),
    postal_code: values.postal_code,
  };
}

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
