import { z } from 'zod';

/**
 * The checkout's delivery address. Each message is a key of `address.errors` in the ecommerceDemo
 * namespace, so the form shows it in the reader's language.
 */
export const addressSchema = z.object({
  fullName: z.string().trim().min(2, 'nameRequired').max(80, 'tooLong'),
  phone: z
    .string()
    .trim()
    .min(1, 'phoneRequired')
    .regex(/^\+?[\d\s().-]{6,20}$/, 'phoneInvalid'),
  street: z.string().trim().min(3, 'streetRequired').max(120, 'tooLong'),
  city: z.string().trim().min(2, 'cityRequired').max(80, 'tooLong'),
  postalCode: z
    .string()
    .trim()
    .min(1, 'postalRequired')
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/, 'postalInvalid'),
  country: z.string().trim().min(2, 'countryRequired').max(60, 'tooLong'),
});

export type AddressForm = z.infer<typeof addressSchema>;

export const emptyAddress: AddressForm = { fullName: '', phone: '', street: '', city: '', postalCode: '', country: '' };
