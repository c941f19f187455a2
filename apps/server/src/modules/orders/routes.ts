import {
  type CreatedOrder,
  createOrderRequest,
  createOrderResponse,
  IDEMPOTENCY_KEY_HOURS,
  idempotencyKey,
  markPaidRequest,
  orderByKeyParams,
  orderByKeyQuery,
  orderByKeyResponse,
  orderIdParams,
  orderListQuery,
  orderListResponse,
  orderMovedResponse,
  orderMoveRefusedResponse,
  orderQuoteRequest,
  orderQuoteResponse,
  orderResponse,
  stockShortResponse,
  updateOrderStatusRequest,
} from '@vitrine/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, tooManyRequests } from '../../http/errors.js';
import { originOf } from '../../http/origin.js';
import { ownerShopId, requireRole } from '../auth/guard.js';
import type { TokenService } from '../auth/tokens.js';
import { orderPageUrl } from '../order-page/token.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { purgeExpiredKeys } from './idempotency.js';
import { markPaid, moveOrder, PAID_ORDER_REFUND } from './life.js';
import { setPhoneBlocked } from './phone-guard.js';
import { createOrder, getOrder, listOrders, orderByKey, quoteOrder } from './service.js';

/** Checkout attempts (and lookups of a lost answer) per client per 10 minutes. */
export const ORDERS_PER_WINDOW = 30;

/** Price quotes per client per 10 minutes. */
export const QUOTES_PER_WINDOW = 300;

/** Expired idempotency keys are swept at most this often, after an order. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export const orderRoutes =
  (context: ModuleContext, tokens: TokenService): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, config } = context;
    // @fastify/rate-limit (app.ts): checkouts and lookups of a lost answer share one budget per address.
    const checkoutLimit = {
      rateLimit: {
        max: ORDERS_PER_WINDOW,
        timeWindow: 10 * 60 * 1000,
        groupId: 'checkout',
        errorResponseBuilder: () => tooManyRequests('Too many orders from here. Please wait a few minutes.'),
      },
    };
    /** The shopper's page of an order, under its shop, from PUBLIC_URL (else the request's origin). */
    const pageUrl = (request: FastifyRequest, shopUrl: string, order: CreatedOrder) =>
      orderPageUrl(
        originOf(request, config.publicUrl),
        shopUrl,
        { id: order.order_id, orderNumber: order.order_number },
        config.jwtSecret,
      );
    let purgedAt = 0;
    const purgeNowAndThen = () => {
      if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
      purgedAt = Date.now();
      purgeExpiredKeys(db).catch((err) => app.log.warn({ err }, 'purging idempotency keys failed'));
    };

    app.post(
      '/api/orders',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Place an order (public checkout). Same Idempotency-Key, same order. Tracked stock is taken in the same transaction; 409 names each short line (items.N.quantity) and how many are `available`, and writes nothing.',
          headers: z.looseObject({ 'idempotency-key': z.string().max(200).optional() }),
          body: createOrderRequest,
          response: {
            200: createOrderResponse,
            201: createOrderResponse,
            ...failures(400, 404, 422, 429),
            409: stockShortResponse,
          },
        },
        // Counted before the body is even parsed, so floods of bad requests are limited too.
        config: checkoutLimit,
      },
      async (request, reply) => {
        const key = idempotencyKey.safeParse(request.headers['idempotency-key']);
        if (!key.success) {
          throw badRequest('Send an Idempotency-Key header.', {
            'headers.idempotency-key': key.error.issues[0].message,
          });
        }
        const { order, replayed, shopUrl } = await createOrder(
          context,
          request.body,
          key.data,
          originOf(request, config.publicUrl),
        );
        // A replay is the same order: announced (and mailed about, by the mails' subscribers) once.
        if (replayed) reply.header('idempotent-replayed', 'true');
        purgeNowAndThen();
        return reply
          .code(replayed ? 200 : 201)
          .send({ status: 'success' as const, order: { ...order, order_url: pageUrl(request, shopUrl, order) } });
      },
    );

    app.get(
      '/api/orders/by-key/:key',
      {
        schema: {
          tags: ['orders'],
          summary: `The order a checkout attempt created with this Idempotency-Key in this shop (keys live ${IDEMPOTENCY_KEY_HOURS} h), for a client whose answer was lost`,
          params: orderByKeyParams,
          querystring: orderByKeyQuery,
          response: { 200: orderByKeyResponse, ...failures(400, 404, 429) },
        },
        config: checkoutLimit,
      },
      async (request) => {
        const { order, shopUrl } = await orderByKey(db, request.query.shop_id, request.params.key);
        return { status: 'success' as const, order: { ...order, order_url: pageUrl(request, shopUrl, order) } };
      },
    );

    app.post(
      '/api/orders/quote',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Price a cart as the order would be, before it is placed: subtotal, delivery fee (from the postal code), discount (from a code), total, why delivery or the code is refused, and the ways to pay. Writes nothing',
          body: orderQuoteRequest,
          response: { 200: orderQuoteResponse, ...failures(400, 404, 422, 429) },
        },
        // Asked as the shopper types (debounced): more than checkouts, few enough to stop guessing codes.
        config: {
          rateLimit: {
            max: QUOTES_PER_WINDOW,
            timeWindow: 10 * 60 * 1000,
            groupId: 'quote',
            errorResponseBuilder: () => tooManyRequests('Too many requests from here. Please wait a few minutes.'),
          },
        },
      },
      async (request) => ({ status: 'success' as const, quote: await quoteOrder(db, request.body) }),
    );

    const owner = requireRole(tokens, 'owner');
    const security = [{ bearer: [] }];

    app.get(
      '/api/account/orders',
      {
        schema: {
          tags: ['account'],
          summary: "The shop's orders, newest first, filterable by status and by the customer's phone (E.164), paged",
          security,
          querystring: orderListQuery,
          response: { 200: orderListResponse, ...failures(400, 403) },
        },
        preHandler: owner,
      },
      async (request) => {
        const q = request.query;
        const result = await listOrders(db, ownerShopId(request), q);
        return { status: 'success' as const, ...result, page: q.page, per_page: q.per_page };
      },
    );

    app.get(
      '/api/account/orders/:orderId',
      {
        schema: {
          tags: ['account'],
          summary: 'One order with its lines',
          security,
          params: orderIdParams,
          response: { 200: orderResponse, ...failures(400, 403, 404) },
        },
        preHandler: owner,
      },
      async (request) => ({
        status: 'success' as const,
        order: await getOrder(db, ownerShopId(request), request.params.orderId),
      }),
    );

    app.put(
      '/api/account/orders/:orderId',
      {
        schema: {
          tags: ['account'],
          summary:
            "Move an order along its life: pending → confirmed → shipped → delivered, cancelled from pending or confirmed. Any other change is 409 with `current_status` and `asked_status`. Each change is kept in the order's `events`; cancelling gives its stock back once. Cancelling a paid order answers a `message`: the money goes back to the customer by hand",
          security,
          params: orderIdParams,
          body: updateOrderStatusRequest,
          response: { 200: orderMovedResponse, ...failures(400, 403, 404), 409: orderMoveRefusedResponse },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        const { orderId } = request.params;
        const { order_status: to, note } = request.body;
        const { paymentStatus } = await moveOrder(context, {
          shopId,
          orderId,
          to,
          actor: 'owner',
          note,
          origin: originOf(request, config.publicUrl),
        });
        const refund = to === 'cancelled' && paymentStatus === 'paid' ? { message: PAID_ORDER_REFUND } : {};
        return { status: 'success' as const, order: await getOrder(db, shopId, orderId), ...refund };
      },
    );

    app.post(
      '/api/account/orders/:orderId/paid',
      {
        schema: {
          tags: ['account'],
          summary:
            'Mark the order paid (the owner received the UPI, Pix or cash payment): kept in its history, its status unchanged. 409 when it is already paid or cancelled',
          security,
          params: orderIdParams,
          // No body at all is fine too (Fastify hands a missing body to the schema as null).
          body: markPaidRequest.nullish(),
          response: { 200: orderResponse, ...failures(400, 403, 404, 409) },
        },
        preHandler: owner,
      },
      async (request) => {
        const shopId = ownerShopId(request);
        const { orderId } = request.params;
        await markPaid(db, { shopId, orderId, note: request.body?.note });
        return { status: 'success' as const, order: await getOrder(db, shopId, orderId) };
      },
    );

    for (const [method, blocked] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      app.route({
        method,
        url: '/api/account/orders/:orderId/block',
        schema: {
          tags: ['account'],
          summary: blocked
            ? "Block the order's phone number in this shop: its next orders are refused (422 on `customer.phone`, with a message that does not say why). Numbers match in E.164, read in the shop's country, however they are written"
            : "Unblock the order's phone number in this shop",
          security,
          params: orderIdParams,
          response: { 200: orderResponse, ...failures(400, 403, 404) },
        },
        preHandler: owner,
        handler: async (request) => {
          const shopId = ownerShopId(request);
          await setPhoneBlocked(db, shopId, request.params.orderId, blocked);
          return { status: 'success' as const, order: await getOrder(db, shopId, request.params.orderId) };
        },
      });
    }
  };
