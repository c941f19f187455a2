import { setupGuideResponse, updateSetupRequest } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { markShopShared, setSetupDismissed, setupGuide } from './service.js';

/** The new owner's setup guide: computed from the shop's data, dismissible, reopenable. */
export const setupRoutes =
  ({ db }: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = requireRole(tokens, 'owner');
    const security = [{ bearer: [] }];

    app.get(
      '/api/account/setup',
      {
        schema: {
          tags: ['account'],
          summary: "The setup guide: each step of a new shop's setup, done or not, read from the shop's data",
          security,
          response: { 200: setupGuideResponse, ...failures(403, 404) },
        },
        preHandler: owner,
      },
      async (request) => ({ status: 'success' as const, setup: await setupGuide(db, ownerShopId(request)) }),
    );

    app.put(
      '/api/account/setup',
      {
        schema: {
          tags: ['account'],
          summary: 'Dismiss the setup guide (`dismissed: true`) or bring it back',
          security,
          body: updateSetupRequest,
          response: { 200: setupGuideResponse, ...failures(400, 403, 404) },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        await setSetupDismissed(db, shopId, request.body.dismissed);
        return { status: 'success' as const, setup: await setupGuide(db, shopId) };
      },
    );

    app.post(
      '/api/account/setup/shared',
      {
        schema: {
          tags: ['account'],
          summary: "The owner copied, shared or opened the shop's link (the guide's last step)",
          security,
          response: { 200: setupGuideResponse, ...failures(403, 404) },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        await markShopShared(db, shopId);
        return { status: 'success' as const, setup: await setupGuide(db, shopId) };
      },
    );
  };
