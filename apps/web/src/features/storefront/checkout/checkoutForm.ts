import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The customer form of checkout, with one clear message per field (in the shopper's language). */
export function checkoutSchema(t: TFunction) {
  const required = (max: number) =>
    z.string().trim().min(1, t('checkout.errors.required')).max(max, t('checkout.errors.tooLong', { max }));
  return z.object({
    name: required(120),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s().-]{6,20}$/, t('checkout.errors.phone')),
    email: z.union([z.literal(''), z.string().trim().email(t('checkout.errors.email')).max(200)]),
    address_line1: required(200),
    address_line2: z
      .string()
      .trim()
      .max(200, t('checkout.errors.tooLong', { max: 200 })),
    city: required(100),
    country_id: z.string(),
    state_id: z.string(),
    postal_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/, t('checkout.errors.postalCode')),
    note: z
      .string()
      .trim()
      .max(1000, t('checkout.errors.tooLong', { max: 1000 })),
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
