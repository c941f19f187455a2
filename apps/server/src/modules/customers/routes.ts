import { Readable } from 'node:stream';
import { customerListQuery, customerListResponse } from '@vitrine/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shops } from '../../db/schema.js';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { customersCsv, listCustomers } from './service.js';

/** The owner's customers: everyone who ordered from the shop, by phone, as a list and as CSV. */
export const customerRoutes =
  (context: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;
    const owner = requireRole(tokens, 'owner');
    const security = [{ bearer: [] }];

    app.get(
      '/api/account/customers',
      {
        schema: {
          tags: ['account'],
          summary:
            "The shop's customers, one per phone (E.164): latest name, e-mail, orders, total spent (orders not cancelled, in the shop's currency), last order, blocked. Latest buyer first, paged; `q` matches name, e-mail or the phone's digits",
          security,
          querystring: customerListQuery,
          response: { 200: customerListResponse, ...failures(400, 403) },
        },
        preHandler: owner,
      },
      async (request) => {
        const q = request.query;
        const result = await listCustomers(db, ownerShopId(request), q);
        return { status: 'success' as const, ...result, page: q.page, per_page: q.per_page };
      },
    );

    app.get(
      '/api/account/customers/export',
      {
        schema: {
          tags: ['account'],
          summary:
            'The same customers (all of them, or those matching `q`) as CSV, by phone, streamed: name, phone, e-mail, orders, total spent, currency, last order, blocked',
          security,
          querystring: z.object({ q: customerListQuery.shape.q }),
          produces: ['text/csv'],
        },
        preHandler: owner,
      },
      async (request, reply) => {
        const shopId = ownerShopId(request);
        const [shop] = await db.select({ url: shops.shopCatalogueUrl }).from(shops).where(eq(shops.id, shopId));
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${shop?.url ?? 'shop'}-customers-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(customersCsv(db, shopId, request.query.q)));
      },
    );
  };
