import { z } from 'zod';

/** The validation demo's rules. Messages are uiForms keys, translated where they show. */
export const validationSchema = z
  .object({
    name: z.string().trim().min(2, 'errors.nameShort').max(60, 'errors.tooLong'),
    email: z.string().trim().min(1, 'errors.required').pipe(z.email('errors.email')),
    password: z
      .string()
      .min(8, 'errors.passwordLength')
      .regex(/[A-Z]/, 'errors.passwordUpper')
      .regex(/[0-9]/, 'errors.passwordDigit'),
    confirm: z.string().min(1, 'errors.required'),
    website: z
      .string()
      .trim()
      .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), 'errors.url'),
    age: z
      .string()
      .trim()
      .min(1, 'errors.required')
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 18 && Number(v) <= 120, 'errors.ageRange'),
    role: z.string().min(1, 'errors.chooseOne'),
    terms: z.boolean().refine((v) => v, 'errors.terms'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'errors.passwordMatch' });

export type ValidationValues = z.infer<typeof validationSchema>;

export const emptyValidation: ValidationValues = {
  name: '',
  email: '',
  password: '',
  confirm: '',
  website: '',
  age: '',
  role: '',
  terms: false,
};
