import { accountShopResponse, updateShopRequest } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { getAccountShop, updateAccountShop } from './service.js';
import { type AccountSettingsDeps, accountSettingsRoutes } from './settings-routes.js';

export const accountRoutes =
  (context: ModuleContext, tokens: TokenService, settingsDeps: AccountSettingsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;
    const owner = requireRole(tokens, 'owner');
    const security = [{ bearer: [] }];
    // The user's own settings (owners and the admin), in a module of their own.
    await app.register(accountSettingsRoutes(context, tokens, settingsDeps));

    app.get(
      '/api/account/shop',
      {
        schema: {
          tags: ['account'],
          summary: "The owner's shop",
          security,
          response: { 200: accountShopResponse, ...failures(403, 404) },
        },
        preHandler: owner,
      },
      async (request) => ({ status: 'success' as const, shop: await getAccountShop(db, ownerShopId(request)) }),
    );

    app.put(
      '/api/account/shop',
      {
        schema: {
          tags: ['account'],
          summary: 'Update the shop (partial); the header settings are checked item by item',
          security,
          body: updateShopRequest,
          response: { 200: accountShopResponse, ...failures(400, 403, 404, 409, 422) },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        const shop = await updateAccountShop(context, shopId, request.body);
        return { status: 'success' as const, shop };
      },
    );
  };
