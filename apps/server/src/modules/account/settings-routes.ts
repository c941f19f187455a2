import { accountSettingsResponse, updateAccountSettingsRequest } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { originOf } from '../../http/origin.js';
import type { ConfirmBudget } from '../auth/confirm-budget.js';
import { requireRole, sessionOf } from '../auth/guard.js';
import { checkUserPassword } from '../auth/password-check.js';
import type { TokenService } from '../auth/tokens.js';
import { mailLanguage } from '../mail/language.js';
import type { MailQueue } from '../mail/queue.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { emailChangedMail } from './email-changed-mail.js';
import { getAccountSettings, updateAccountSettings } from './settings.js';

export interface AccountSettingsDeps {
  /** The signed-in user's wrong passwords, shared with the lock screen and the password change. */
  withinConfirmBudget: ConfirmBudget;
  /** Tells the old address about an e-mail change. */
  mailer: MailQueue;
}

/** Account settings: the signed-in owner's or admin's name, e-mail, language and order mails. */
export const accountSettingsRoutes =
  (
    { db, config }: ModuleContext,
    tokens: TokenService,
    { withinConfirmBudget, mailer }: AccountSettingsDeps,
  ): FastifyPluginAsyncZod =>
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
            'Update settings (partial): name, e-mail (unique, any case: 409; a new address needs current_password, and the old one is told by mail), language, and the shop’s order-notification e-mail (owners)',
          security,
          body: updateAccountSettingsRequest,
          response: { 200: accountSettingsResponse, ...failures(400, 403, 409, 429) },
        },
        preHandler: signedIn,
      },
      async (request) => {
        const session = sessionOf(request);
        const confirmPassword = (password: string) =>
          withinConfirmBudget(session.userId, () =>
            checkUserPassword(db, session.userId, password, 'current_password'),
          );
        // The notice to the old address is queued with the change itself: saved together or not at all.
        const signIn = `${originOf(request, config.publicUrl)}/login`;
        const { settings, emailChange } = await updateAccountSettings(
          db,
          session,
          request.body,
          confirmPassword,
          (tx, change) => mailer.add(tx, emailChangedMail(change, mailLanguage(change.language), signIn)),
        );
        if (emailChange) mailer.wake();
        return { status: 'success' as const, settings };
      },
    );
  };
