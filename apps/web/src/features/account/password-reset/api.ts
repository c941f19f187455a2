import type { ForgotPasswordResponse, ResetPasswordResponse } from '@vitrine/contracts';
import { ownerCall } from '../api/ownerClient';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const requestResetLink = (email: string) =>
  ownerCall<ForgotPasswordResponse>('POST', 'auth/forgot-password', { email }, { anonymous: true });

/** POST /api/auth/reset-password: a 400 naming `token` means the link is dead (unknown, used or expired). */
export const resetPassword = (token: string, password: string) =>
  ownerCall<ResetPasswordResponse>('POST', 'auth/reset-password', { token, password }, { anonymous: true });
