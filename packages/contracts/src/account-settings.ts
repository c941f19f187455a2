import { z } from 'zod';
import { authResponse, passwordSchema } from './auth.js';
import { emailAddress, ruleText } from './common.js';
import { success } from './envelope.js';
import { languages } from './languages.js';
import { fieldRules } from './rules.js';

/** Account settings: the languages an owner may choose for the account area and mails. */
export const ownerLanguage = z.enum(languages);
export type OwnerLanguage = z.infer<typeof ownerLanguage>;

const EMAIL_HINT = 'Use an e-mail address such as name@example.com.';

/** The signed-in user's settings; `order_notification_email` is null for an account without a shop (the admin). */
export const accountSettings = z.object({
  name: z.string(),
  email: z.string(),
  /** null: never chosen (the account area starts in the device's language). */
  language: ownerLanguage.nullable(),
  /** '' sends no mail for new orders. */
  order_notification_email: z.string().nullable(),
});
export type AccountSettings = z.infer<typeof accountSettings>;

/** `GET`/`PUT /api/account/settings`. */
export const accountSettingsResponse = success({ settings: accountSettings });
export type AccountSettingsResponse = z.infer<typeof accountSettingsResponse>;

/** A shop's order-notification address: empty for none, else one e-mail address. */
export const notificationEmail = z
  .string()
  .trim()
  .max(fieldRules.email.max, `Use at most ${fieldRules.email.max} characters.`)
  .refine((v) => v === '' || emailAddress.safeParse(v).success, EMAIL_HINT);

/**
 * `PUT /api/account/settings`: a partial update (each settings tab sends its own fields). The
 * e-mail is unique whatever its case; the notification address needs a shop.
 */
export const updateAccountSettingsRequest = z
  .object({
    name: ruleText(fieldRules.personName).optional(),
    email: z.string().trim().pipe(emailAddress).optional(),
    language: ownerLanguage.optional(),
    order_notification_email: notificationEmail.optional(),
    /** Needed with a new `email`: a stolen session alone cannot move the account's address. */
    current_password: z.string().max(fieldRules.password.max).optional(),
  })
  .strict();
export type UpdateAccountSettingsRequest = z.infer<typeof updateAccountSettingsRequest>;

/**
 * `POST /api/auth/change-password`: the current password is checked, the new one follows the
 * product's rule. Every other session ends; the answer carries a fresh token for this one.
 */
export const changePasswordRequest = z
  .object({
    current_password: z.string().min(1, 'Enter your current password.').max(fieldRules.password.max),
    new_password: passwordSchema,
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePasswordResponse = authResponse;
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** `POST /api/auth/unlock`: the signed-in user's password, to leave the lock screen. */
export const unlockRequest = z
  .object({ password: z.string().min(1, 'Enter your password.').max(fieldRules.password.max) })
  .strict();
export type UnlockRequest = z.infer<typeof unlockRequest>;

export const unlockResponse = success({});
export type UnlockResponse = z.infer<typeof unlockResponse>;

/**
 * `DELETE /api/account`: the owner deletes their shop and account for good. `confirm` is
 * the shop's address typed again; `password` is the current one.
 */
export const deleteAccountRequest = z
  .object({
    confirm: z.string().max(100),
    password: z.string().min(1, 'Enter your password.').max(fieldRules.password.max),
  })
  .strict();
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const deleteAccountResponse = success({});
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponse>;
