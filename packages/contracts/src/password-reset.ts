import { z } from 'zod';
import { passwordSchema } from './auth.js';
import { emailAddress } from './common.js';
import { success } from './envelope.js';

/** Password reset: the request for a link and the new password set through it. */
export const forgotPasswordRequest = z.object({
  email: z.string().trim().min(1, 'Enter your e-mail address.').max(254).pipe(emailAddress),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/**
 * `POST /api/auth/forgot-password`: the same answer whether or not the address has an account,
 * so the form cannot be used to find out who has one.
 */
export const forgotPasswordResponse = success({ message: z.string() });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponse>;

/** The link's token: 32 random bytes in base64url (43 characters). */
export const resetToken = z.string().trim().min(1, 'This reset link has no token. Ask for a new link.').max(200);

export const resetPasswordRequest = z.object({ token: resetToken, password: passwordSchema });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** `POST /api/auth/reset-password`: the password is changed and every session of the user ended. */
export const resetPasswordResponse = success({ message: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;
