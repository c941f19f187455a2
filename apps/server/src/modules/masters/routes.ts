import { dbIdParam, masterResponse, masterTypes, stateListResponse } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import { sendCached } from '../../http/response-cache.js';
import { cachedReadRoute } from '../../http/security-headers.js';
import { failures } from '../shared/schemas.js';
import type { MastersService } from './service.js';

export const mastersRoutes =
  (masters: MastersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/getmaster/:type',
      {
        ...cachedReadRoute,
        schema: {
          tags: ['masters'],
          summary: `An option list: ${masterTypes.join(', ')}`,
          params: z.object({ type: z.string().max(100) }),
          response: { 200: masterResponse, ...failures(404) },
        },
      },
      async (request, reply) => {
        const type = masterTypes.find((t) => t === request.params.type);
        if (!type) throw notFound(`Unknown option list. Use one of: ${masterTypes.join(', ')}.`);
        const body = await masters.masterBody(type);
        if (!body) throw notFound('Unknown option list.');
        return sendCached(request, reply, body);
      },
    );

    app.get(
      '/api/getmaster/state_list/:countryId',
      {
        ...cachedReadRoute,
        schema: {
          tags: ['masters'],
          summary: 'The states of a country',
          params: z.object({ countryId: dbIdParam }),
          response: { 200: stateListResponse, ...failures(400, 404) },
        },
      },
      async (request, reply) => {
        const body = await masters.stateListBody(request.params.countryId);
        if (!body) throw notFound('No country has this id.');
        return sendCached(request, reply, body);
      },
    );
  };
