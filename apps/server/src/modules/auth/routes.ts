import {
  authResponse,
  catalogueUrlSchema,
  changePasswordRequest,
  changePasswordResponse,
  checkUrlResponse,
  loginRequest,
  logoutResponse,
  meResponse,
  registerRequest,
  unlockRequest,
  unlockResponse,
} from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientIp } from '../../http/client.js';
import { badRequest, tooManyRequests } from '../../http/errors.js';
import type { LimiterFactory } from '../../http/rate-limit.js';
import { failures } from '../shared/schemas.js';
import { type ConfirmBudget, PASSWORD_CONFIRM_FAILURES_PER_USER } from './confirm-budget.js';
import { readDevice, rememberDevice } from './device-cookie.js';
import { requireRole, sessionOf } from './guard.js';
import type { AuthService } from './service.js';
import type { TokenService } from './tokens.js';

export const LOGIN_FAILURES_PER_ADDRESS = 10;
export const LOGIN_FAILURES_PER_ACCOUNT = 20;
/** Wrong passwords from a browser that signed in to the account before, per 15 minutes (its own budget). */
export const LOGIN_FAILURES_PER_DEVICE = 10;

export interface AuthRouteDeps {
  auth: AuthService;
  tokens: TokenService;
  limiter: LimiterFactory;
  /** Shared with the settings' e-mail change: one budget of wrong passwords per user. */
  withinConfirmBudget: ConfirmBudget;
  /** Signs the device cookies (the server's session secret). */
  deviceSecret: string;
}

export const authRoutes =
  ({ auth, tokens, limiter, withinConfirmBudget, deviceSecret }: AuthRouteDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Failed logins per 15 minutes: 10 per address, and 20 per account whatever the address (a spread
    // of addresses gets no more guesses at one account: OWASP ASVS 2.2.1). A success does not count.
    const failedByAddress = limiter('login-address', LOGIN_FAILURES_PER_ADDRESS, 15 * 60 * 1000);
    const failedByAccount = limiter('login-account', LOGIN_FAILURES_PER_ACCOUNT, 15 * 60 * 1000);
    // A browser that signed in to the account before (device cookie) spends its own budget instead:
    // a stranger's guesses cannot lock the owner out, nor can a neighbour on a shared address.
    const failedByDevice = limiter('login-device', LOGIN_FAILURES_PER_DEVICE, 15 * 60 * 1000);
    const signedIn = requireRole(tokens, 'owner', 'admin');

    app.post(
      '/api/auth/login',
      {
        schema: {
          tags: ['auth'],
          summary: `Log in; at most ${LOGIN_FAILURES_PER_ADDRESS} failed attempts per address and ${LOGIN_FAILURES_PER_ACCOUNT} per account per 15 minutes. A browser that signed in to the account before (the vitrine_device cookie set here) has its own budget of ${LOGIN_FAILURES_PER_DEVICE} instead`,
          body: loginRequest,
          response: { 200: authResponse, ...failures(400, 429) },
        },
      },
      async (request, reply) => {
        const device = readDevice(request, deviceSecret);
        if (device && device.userId === (await auth.userIdByEmail(request.body.email))) {
          if (!(await failedByDevice.reserve(device.id))) {
            throw tooManyRequests('Too many failed logins. Please wait 15 minutes.');
          }
          try {
            const session = await auth.login(request.body);
            await failedByDevice.release(device.id);
            rememberDevice(reply, request, deviceSecret, session.user.user_id);
            return { status: 'success' as const, ...session };
          } catch (error) {
            if ((error as { statusCode?: number }).statusCode !== 401) await failedByDevice.release(device.id);
            throw error;
          }
        }
        const address = clientIp(request);
        const account = request.body.email.trim().toLowerCase();
        const giveBack = () => Promise.all([failedByAddress.release(address), failedByAccount.release(account)]);
        // Each attempt is counted before the password is judged (reserve), and given back if it succeeds.
        // Locked is locked for the window: a right password is refused too (ASVS 2.2.1), nothing is judged.
        if (!(await failedByAddress.reserve(address)))
          throw tooManyRequests('Too many failed logins. Please wait 15 minutes.');
        if (!(await failedByAccount.reserve(account))) {
          await failedByAddress.release(address);
          throw tooManyRequests('Too many failed logins for this account. Please wait 15 minutes.');
        }
        try {
          const session = await auth.login(request.body);
          await giveBack();
          rememberDevice(reply, request, deviceSecret, session.user.user_id);
          return { status: 'success' as const, ...session };
        } catch (error) {
          // Only a wrong password is a failed guess; a server fault gives the attempt back.
          if ((error as { statusCode?: number }).statusCode !== 401) await giveBack();
          throw error;
        }
      },
    );

    app.post(
      '/api/auth/register',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign up: a new owner and shop',
          body: registerRequest,
          response: { 200: authResponse, ...failures(400, 409, 422, 429) },
        },
        // @fastify/rate-limit (app.ts): 20 sign-ups per address per hour, counted before the body is read.
        config: { rateLimit: { max: 20, timeWindow: 60 * 60 * 1000 } },
      },
      async (request) => {
        // The service announces the new shop (its URL was "not found" in every cache until now).
        return { status: 'success' as const, ...(await auth.register(request.body)) };
      },
    );

    app.get(
      '/api/auth/check-url/:url',
      {
        schema: {
          tags: ['auth'],
          summary: 'Whether a catalogue URL is free (400 naming the rule when it breaks one)',
          params: z.object({ url: z.string().max(100) }),
          response: { 200: checkUrlResponse, ...failures(400) },
        },
      },
      async (request) => {
        const { url } = request.params;
        // A URL that breaks the rules is a bad request naming the rule; a valid one is free or taken.
        const parsed = catalogueUrlSchema.safeParse(url);
        if (!parsed.success) {
          const reason = parsed.error.issues[0]?.message ?? 'Not valid.';
          throw badRequest(reason, { 'params.url': reason });
        }
        return { status: 'success' as const, ...(await auth.checkUrl(url)) };
      },
    );

    app.post(
      '/api/auth/logout',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Log out everywhere: every session of this user (this token and those of other browsers or devices) is refused from now on',
          security: [{ bearer: [] }],
          response: { 200: logoutResponse, ...failures(403) },
        },
        preHandler: requireRole(tokens, 'owner', 'admin'),
      },
      async (request) => {
        await auth.logout(sessionOf(request));
        return { status: 'success' as const };
      },
    );

    app.post(
      '/api/auth/unlock',
      {
        schema: {
          tags: ['auth'],
          summary: `Leave the lock screen: checks the signed-in user's password (400 when wrong; ${PASSWORD_CONFIRM_FAILURES_PER_USER} wrong per 15 minutes, then 429)`,
          security: [{ bearer: [] }],
          body: unlockRequest,
          response: { 200: unlockResponse, ...failures(400, 403, 429) },
        },
        preHandler: signedIn,
      },
      async (request) => {
        const session = sessionOf(request);
        await withinConfirmBudget(session.userId, () => auth.confirmPassword(session, request.body.password));
        return { status: 'success' as const };
      },
    );

    app.post(
      '/api/auth/change-password',
      {
        schema: {
          tags: ['auth'],
          summary:
            'Change the password: checks the current one (400 naming current_password; rate-limited with the lock screen), signs out every other session and returns a fresh token for this one',
          security: [{ bearer: [] }],
          body: changePasswordRequest,
          response: { 200: changePasswordResponse, ...failures(400, 403, 429) },
        },
        preHandler: signedIn,
      },
      async (request) => {
        const session = sessionOf(request);
        const fresh = await withinConfirmBudget(session.userId, () => auth.changePassword(session, request.body));
        return { status: 'success' as const, ...fresh };
      },
    );

    app.get(
      '/api/auth/me',
      {
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          security: [{ bearer: [] }],
          response: { 200: meResponse, ...failures(403) },
        },
        preHandler: requireRole(tokens, 'owner', 'admin'),
      },
      async (request) => ({ status: 'success' as const, user: await auth.me(sessionOf(request)) }),
    );
  };
