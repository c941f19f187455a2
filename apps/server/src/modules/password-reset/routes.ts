import {
  forgotPasswordRequest,
  forgotPasswordResponse,
  resetPasswordRequest,
  resetPasswordResponse,
} from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientIp } from '../../http/client.js';
import { tooManyRequests } from '../../http/errors.js';
import { originOf } from '../../http/origin.js';
import type { LimiterFactory } from '../../http/rate-limit.js';
import { failures } from '../shared/schemas.js';
import type { PasswordResetService } from './service.js';

export const RESET_REQUESTS_PER_ADDRESS = 5;
export const RESET_REQUESTS_PER_EMAIL = 3;

/** The one answer to every accepted request, whether or not the address has an account. */
export const LINK_SENT =
  'If an account exists for that address, we have sent a link to reset its password. It works for one hour.';
export const PASSWORD_CHANGED = 'Your password has been changed. Log in with the new one.';

export interface PasswordResetRouteDeps {
  resets: PasswordResetService;
  limiter: LimiterFactory;
  publicUrl: string | undefined;
}

export const passwordResetRoutes =
  ({ resets, limiter, publicUrl }: PasswordResetRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Every request counts (not only failures, as for logins): each one may send a mail.
    const byAddress = limiter('reset-address', RESET_REQUESTS_PER_ADDRESS, 15 * 60 * 1000);
    const byEmail = limiter('reset-email', RESET_REQUESTS_PER_EMAIL, 60 * 60 * 1000);

    app.post(
      '/api/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          summary: `Ask for a password-reset link by e-mail; the same answer whether or not the address has an account; at most ${RESET_REQUESTS_PER_ADDRESS} requests per client address per 15 minutes and ${RESET_REQUESTS_PER_EMAIL} per e-mail per hour`,
          body: forgotPasswordRequest,
          response: { 200: forgotPasswordResponse, ...failures(400, 429) },
        },
      },
      async (request) => {
        if (!(await byAddress.reserve(clientIp(request)))) {
          throw tooManyRequests('Too many reset requests from here. Please wait 15 minutes and try again.');
        }
        // The per-e-mail budget is spent for unknown addresses too, so a 429 tells nothing either.
        if (!(await byEmail.reserve(request.body.email.toLowerCase()))) {
          throw tooManyRequests('Too many reset links were asked for this address. Please wait an hour and try again.');
        }
        await resets.request(request.body.email, originOf(request, publicUrl));
        return { status: 'success' as const, message: LINK_SENT };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Set a new password through the link of a reset mail (single use, one hour); every session of the user ends',
          body: resetPasswordRequest,
          response: { 200: resetPasswordResponse, ...failures(400, 429) },
        },
        // @fastify/rate-limit (app.ts): a new password costs a scrypt hash; no one needs 30 tries.
        config: { rateLimit: { max: 30, timeWindow: 15 * 60 * 1000 } },
      },
      async (request) => {
        await resets.reset(request.body.token, request.body.password);
        return { status: 'success' as const, message: PASSWORD_CHANGED };
      },
    );
  };
