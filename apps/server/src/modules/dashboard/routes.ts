import { ownerDashboardResponse } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { ownerDashboard } from './service.js';

export const dashboardRoutes =
  ({ db }: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account/dashboard',
      {
        schema: {
          tags: ['account'],
          summary:
            "The owner's figures over every order: today, the last 7 days (in the shop's time zone), pending orders, top products, recent orders",
          security: [{ bearer: [] }],
          response: { 200: ownerDashboardResponse, ...failures(403, 404) },
        },
        preHandler: requireRole(tokens, 'owner'),
      },
      async (request) => ({ status: 'success' as const, dashboard: await ownerDashboard(db, ownerShopId(request)) }),
    );
  };
