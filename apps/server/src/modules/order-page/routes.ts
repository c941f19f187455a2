import { orderMoveRefusedResponse, orderPageParams, shopperOrderResponse } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tooManyRequests } from '../../http/errors.js';
import { refuseBody } from '../../http/no-body.js';
import { originOf } from '../../http/origin.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { cancelByShopper, shopperOrder } from './service.js';

/** Looks at order pages per client address per 10 minutes: plenty for a shopper, little for a guesser. */
export const ORDER_PAGE_READS_PER_WINDOW = 120;

/** The shopper's order page: read it, and cancel while it is pending. No account: the link is the key. */
export const orderPageRoutes =
  (context: ModuleContext): FastifyPluginAsyncZod =>
  async (app) => {
    const secret = context.config.jwtSecret;
    const config = {
      rateLimit: {
        max: ORDER_PAGE_READS_PER_WINDOW,
        timeWindow: 10 * 60 * 1000,
        groupId: 'order-page',
        errorResponseBuilder: () => tooManyRequests('Too many requests from here. Please wait a few minutes.'),
      },
    };
    // The address holds the key: no answer is stored, and none is named in a Referer.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return payload;
    });

    app.get(
      '/api/orderpage/:shopUrl/:orderNumber/:token',
      {
        schema: {
          tags: ['orders'],
          summary:
            "The shopper's own page of an order, by the `order_url` the checkout answered with. A wrong or missing token is the same 404 as an unknown order",
          params: orderPageParams,
          response: { 200: shopperOrderResponse, ...failures(404, 429) },
        },
        config,
      },
      async (request) => ({
        status: 'success' as const,
        order: await shopperOrder(context.db, secret, request.params),
      }),
    );

    app.post(
      '/api/orderpage/:shopUrl/:orderNumber/:token/cancel',
      {
        schema: {
          tags: ['orders'],
          summary:
            'The shopper cancels their order while it is pending and not marked paid (its counted stock goes back); 409 with `current_status` once the shop has moved it or marked it paid (then the shop cancels it and returns the money)',
          params: orderPageParams,
          response: { 200: shopperOrderResponse, ...failures(400, 404, 429), 409: orderMoveRefusedResponse },
        },
        preValidation: refuseBody,
        config,
      },
      async (request) => {
        const { order } = await cancelByShopper(
          context,
          secret,
          request.params,
          originOf(request, context.config.publicUrl),
        );
        return { status: 'success' as const, order };
      },
    );
  };
