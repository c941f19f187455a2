import { reportShopRequest, reportShopResponse } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientHash, userAgent } from '../../http/client.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { reportShop } from './service.js';

export const reportRoutes =
  ({ db, config }: ModuleContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/reportshop',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Report a shop (also the complaint submit); message optional, at most 2,000 characters',
          body: reportShopRequest,
          response: { 200: reportShopResponse, ...failures(400, 404, 429) },
        },
      },
      async (request) => {
        await reportShop(db, request.body, {
          hash: clientHash(request, config.jwtSecret),
          userAgent: userAgent(request),
        });
        return { status: 'success' as const };
      },
    );
  };
