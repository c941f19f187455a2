import { healthResponse, readyResponse } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { failures } from '../shared/schemas.js';

/** How long one database check answers for readiness: a busy probe costs one ping per second, not one per call. */
export const READY_CACHE_MS = 1000;

/**
 * Liveness (`/api/health`, never touches the database) and readiness (`/api/ready`, the database
 * answered within the last second); both open without the api-key for load balancers.
 */
export const healthRoutes =
  (database: Database): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/health', { schema: { response: { 200: healthResponse } } }, async () => ({
      status: 'success' as const,
    }));

    // One ping in flight at a time; its outcome (success or failure) stands for READY_CACHE_MS.
    let last: { at: number; check: Promise<void> } | undefined;
    const check = () => {
      const now = Date.now();
      if (!last || now - last.at >= READY_CACHE_MS) last = { at: now, check: database.ping() };
      return last.check;
    };
    app.get('/api/ready', { schema: { response: { 200: readyResponse, ...failures() } } }, async () => {
      await check();
      return { status: 'success' as const, db: 'ok' as const };
    });
  };
