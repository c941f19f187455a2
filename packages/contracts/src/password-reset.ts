import { z } from 'zod';

/** Issue 13's password reset: the request for a link and the new password set through it. */
export const forgotPasswordRequest = z.object({ email: z.string().trim().min(1).max(254) });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;
