import { z } from 'zod';

/**
 * The wizard's steps and their fields. Messages are keys of the uiForms namespace, so the
 * schema stays free of the language and the page translates them where they show.
 */
const required = (max = 80) => z.string().trim().min(1, 'errors.required').max(max, 'errors.tooLong');

export const accountSchema = z
  .object({
    username: required(30).regex(/^[a-z0-9._-]+$/i, 'errors.username'),
    email: required().pipe(z.email('errors.email')),
    password: z.string().min(8, 'errors.passwordLength'),
    confirm: z.string().min(1, 'errors.required'),
  })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'errors.passwordMatch' });

export const personalSchema = z.object({
  firstName: required(),
  lastName: required(),
  country: required(),
});

export const addressSchema = z.object({
  street: required(120),
  city: required(),
  postcode: required(12).regex(/^[A-Z0-9 -]{3,12}$/i, 'errors.postcode'),
});

export const wizardSteps = ['account', 'personal', 'address', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export type WizardValues = z.infer<typeof accountSchema> &
  z.infer<typeof personalSchema> &
  z.infer<typeof addressSchema>;

/** The schema Next checks on each step; the review step checks everything again before Submit. */
export const stepSchemas = {
  account: accountSchema,
  personal: personalSchema,
  address: addressSchema,
  review: z.object({ ...accountSchema.shape, ...personalSchema.shape, ...addressSchema.shape }),
} as const;

export const emptyWizard: WizardValues = {
  username: '',
  email: '',
  password: '',
  confirm: '',
  firstName: '',
  lastName: '',
  country: '',
  street: '',
  city: '',
  postcode: '',
};
