import {
  discountCodeInput,
  discountCodeListResponse,
  discountCodeOrdersQuery,
  discountCodeOrdersResponse,
  discountCodeParams,
  discountCodeResponse,
} from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import {
  createDiscountCode,
  deleteDiscountCode,
  discountCodeOrders,
  listDiscountCodes,
  updateDiscountCode,
} from './service.js';

/** The owner's discount codes: amounts in the shop currency's units, as prices. */
export const discountRoutes =
  (context: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = context;
    const owner = requireRole(tokens, 'owner');
    const security = [{ bearer: [] }];
    const tags = ['account'];

    app.get(
      '/api/account/discounts',
      {
        schema: {
          tags,
          summary: "The shop's discount codes, newest first, each with the uses taken",
          security,
          response: { 200: discountCodeListResponse, ...failures(403) },
        },
        preHandler: owner,
      },
      async (request) => ({
        status: 'success' as const,
        discount_codes: await listDiscountCodes(db, ownerShopId(request)),
      }),
    );

    app.post(
      '/api/account/discounts',
      {
        schema: {
          tags,
          summary:
            'Add a discount code (a whole percentage, or an amount in the shop currency). 409 on `code` when the shop has it already; 422 on an amount finer than the currency allows',
          security,
          body: discountCodeInput,
          response: { 201: discountCodeResponse, ...failures(400, 403, 409, 422) },
        },
        preHandler: owner,
      },
      async (request, reply) => {
        const discount_code = await createDiscountCode(db, ownerShopId(request), request.body);
        return reply.code(201).send({ status: 'success' as const, discount_code });
      },
    );

    app.put(
      '/api/account/discounts/:discountId',
      {
        schema: {
          tags,
          summary: 'Replace a discount code’s settings; its uses stay. 422 on `max_uses` below the uses already taken',
          security,
          params: discountCodeParams,
          body: discountCodeInput,
          response: { 200: discountCodeResponse, ...failures(400, 403, 404, 409, 422) },
        },
        preHandler: owner,
      },
      async (request) => ({
        status: 'success' as const,
        discount_code: await updateDiscountCode(db, ownerShopId(request), request.params.discountId, request.body),
      }),
    );

    app.delete(
      '/api/account/discounts/:discountId',
      {
        schema: {
          tags,
          summary: 'Delete a discount code; its orders keep the code’s text',
          security,
          params: discountCodeParams,
          response: { 200: z.object({ status: z.literal('success') }), ...failures(400, 403, 404) },
        },
        preHandler: owner,
      },
      async (request) => {
        await deleteDiscountCode(db, ownerShopId(request), request.params.discountId);
        return { status: 'success' as const };
      },
    );

    app.get(
      '/api/account/discounts/:discountId/orders',
      {
        schema: {
          tags,
          summary: 'The orders placed with a discount code, newest first, paged',
          security,
          params: discountCodeParams,
          querystring: discountCodeOrdersQuery,
          response: { 200: discountCodeOrdersResponse, ...failures(400, 403, 404) },
        },
        preHandler: owner,
      },
      async (request) => {
        const q = request.query;
        const result = await discountCodeOrders(db, ownerShopId(request), request.params.discountId, q);
        return { status: 'success' as const, ...result, page: q.page, per_page: q.per_page };
      },
    );
  };
