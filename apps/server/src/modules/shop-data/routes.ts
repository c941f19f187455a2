import { deleteAccountRequest, deleteAccountResponse } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shops } from '../../db/schema.js';
import type { ConfirmBudget } from '../auth/confirm-budget.js';
import { ownerShopId, requireRole, sessionOf } from '../auth/guard.js';
import { checkUserPassword } from '../auth/password-check.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { deleteShopAndAccount } from './deletion.js';
import { shopArchive } from './export.js';

/** The owner's own data: the whole shop as a ZIP, and deleting the shop and the account. */
export const shopDataRoutes =
  (context: ModuleContext, tokens: TokenService, withinConfirmBudget: ConfirmBudget): FastifyPluginAsyncZod =>
  async (app) => {
    const owner = requireRole(tokens, 'owner');
    const security = [{ bearer: [] }];

    app.get(
      '/api/account/export',
      {
        schema: {
          tags: ['account'],
          summary:
            'The whole shop as a ZIP: shop.json (shop and categories), products.csv, orders.csv (one row per order line) and pictures/ (every upload)',
          security,
          produces: ['application/zip'],
        },
        preHandler: owner,
      },
      async (request, reply) => {
        const shopId = ownerShopId(request);
        const [shop] = await context.db.select({ url: shops.shopCatalogueUrl }).from(shops).where(eq(shops.id, shopId));
        const archive = await shopArchive(context.db, shopId);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${shop?.url ?? 'shop'}-${day}.zip"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(archive));
      },
    );

    app.delete(
      '/api/account',
      {
        schema: {
          tags: ['account'],
          summary:
            "Delete the shop and the account for good: `confirm` is the shop's address, `password` the current one (wrong: 400; 5 per 15 minutes with the lock screen). Catalogue, pictures, orders and every session go",
          security,
          body: deleteAccountRequest,
          response: { 200: deleteAccountResponse, ...failures(400, 403, 404, 429) },
        },
        preHandler: owner,
      },
      async (request) => {
        const session = sessionOf(request);
        const shopId = ownerShopId(request);
        await withinConfirmBudget(session.userId, () =>
          checkUserPassword(context.db, session.userId, request.body.password, 'password'),
        );
        await deleteShopAndAccount(context, session.userId, shopId, request.body.confirm);
        return { status: 'success' as const };
      },
    );
  };
