import { healthResponse } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';

/** Liveness and database reachability; open without the api-key for load balancers. */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => {
      await database.ping();
      return { status: 'success' as const, db: 'ok' as const };
    });
  };
