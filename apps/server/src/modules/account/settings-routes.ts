import { accountSettingsResponse, updateAccountSettingsRequest } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, sessionOf } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { getAccountSettings, updateAccountSettings } from './settings.js';

/** Issue 13's account settings: the signed-in owner's or admin's name, e-mail, language and order mails. */
export const accountSettingsRoutes =
  ({ db }: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    const signedIn = requireRole(tokens, 'owner', 'admin');
    const security = [{ bearer: [] }];

    app.get(
      '/api/account/settings',
      {
        schema: {
          tags: ['account'],
          summary: "The signed-in user's settings (the order-notification e-mail is null without a shop)",
          security,
          response: { 200: accountSettingsResponse, ...failures(403) },
        },
        preHandler: signedIn,
      },
      async (request) => ({ status: 'success' as const, settings: await getAccountSettings(db, sessionOf(request)) }),
    );

    app.put(
      '/api/account/settings',
      {
        schema: {
          tags: ['account'],
          summary:
            'Update settings (partial): name, e-mail (unique, any case: 409), language, and the shop’s order-notification e-mail (owners)',
          security,
          body: updateAccountSettingsRequest,
          response: { 200: accountSettingsResponse, ...failures(400, 403, 409) },
        },
        preHandler: signedIn,
      },
      async (request) => ({
        status: 'success' as const,
        settings: await updateAccountSettings(db, sessionOf(request), request.body),
      }),
    );
  };
