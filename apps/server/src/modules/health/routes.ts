import { errorResponse, healthResponse, readyResponse } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VERSION } from '../../version.js';
import { failures } from '../shared/schemas.js';
import type { Readiness } from './readiness.js';
import { NotReady } from './ready-checks.js';

/**
 * Liveness (`/api/health`, never touches the database) and readiness (`/api/ready`: the database
 * answered within the last second, and the checks of ready-checks.ts hold; 503 naming the cause
 * if not); both open without the api-key for load balancers.
 */
const HEALTHY = { status: 'success' as const, version: VERSION };
const READY = { status: 'success' as const, db: 'ok' as const };

export const healthRoutes =
  (readiness: Readiness): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => HEALTHY);
    app.get(
      '/api/ready',
      { schema: { response: { 200: readyResponse, 503: errorResponse, ...failures() } } },
      async (_request, reply) => {
        try {
          await readiness.check();
          return READY;
        } catch (error) {
          if (!(error instanceof NotReady)) throw error;
          return reply.code(503).send({ status: 'error', message: `Not ready: ${error.message}.` });
        }
      },
    );
  };
