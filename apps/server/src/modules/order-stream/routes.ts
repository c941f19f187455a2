import { PassThrough } from 'node:stream';
import { ORDER_STREAM_HEARTBEAT_SECONDS, orderStreamQuery, orderStreamTicketResponse } from '@vitrine/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tooManyRequests } from '../../http/errors.js';
import { refuseBody } from '../../http/no-body.js';
import { ownerShopId, requireRole, sessionOf } from '../auth/guard.js';
import { sessionVersionOf } from '../auth/service.js';
import type { TokenService } from '../auth/tokens.js';
import type { ModuleContext } from '../shared/context.js';
import { failures } from '../shared/schemas.js';
import { OrderStreamHub } from './hub.js';
import { endRevokedStreams } from './revocation.js';
import { SpentTickets, StreamTickets } from './tickets.js';

/** A stream whose reader falls this far behind is dropped; its page reconnects and catches up. */
const MAX_BUFFERED_BYTES = 256 * 1024;

/**
 * The owner's live orders: a ticket for the signed-in owner, and the server-sent events
 * of that owner's shop only, as the change events bring them (from any instance on PostgreSQL).
 */
export const orderStreamRoutes =
  (context: ModuleContext, tokens: TokenService, onCount?: (open: number) => void): FastifyPluginAsyncZod =>
  async (app) => {
    const tickets = new StreamTickets(context.config.jwtSecret, sessionVersionOf(context.db));
    const spent = new SpentTickets(context.limiter);
    const streamsPerUser = context.config.orderStreamsPerUser;
    const hub = new OrderStreamHub(context.events, onCount);
    const revocations = setInterval(() => {
      endRevokedStreams(context.db, hub).catch((err) => app.log.warn({ err }, 'checking open streams failed'));
    }, ORDER_STREAM_HEARTBEAT_SECONDS * 1000);
    revocations.unref();
    // Open streams would hold the server's close up: they end first (their pages reconnect elsewhere).
    app.addHook('preClose', async () => {
      clearInterval(revocations);
      hub.close();
    });

    app.post(
      '/api/account/orders/events/ticket',
      {
        schema: {
          tags: ['account'],
          summary:
            'A ticket for the live order stream: valid 60 s, for this owner and shop, ended by a logout like the session',
          security: [{ bearer: [] }],
          response: { 200: orderStreamTicketResponse, ...failures(400, 403, 429) },
        },
        preValidation: refuseBody,
        preHandler: requireRole(tokens, 'owner'),
        config: {
          rateLimit: {
            max: 60,
            timeWindow: 60 * 1000,
            groupId: 'order-stream-ticket',
            errorResponseBuilder: () => tooManyRequests(),
          },
        },
      },
      async (request) => {
        const shopId = ownerShopId(request);
        const { userId, sessionVersion } = sessionOf(request);
        const { ticket, expiresAt } = await tickets.issue({ userId, shopId, sessionVersion });
        return { status: 'success' as const, ticket, expires_at: expiresAt.toISOString() };
      },
    );

    app.get(
      '/api/account/orders/events',
      {
        schema: {
          tags: ['account'],
          summary: `Server-sent events of the shop's orders: \`order.placed\` and \`order.moved\`, each with its JSON as \`data\`, and a comment every ${ORDER_STREAM_HEARTBEAT_SECONDS} s. Opened with a ticket (an EventSource sends no headers, so no api-key either), which opens one stream once; a 401 means: ask for a new ticket. At most ${streamsPerUser} streams per account per server instance (429 beyond)`,
          security: [],
          querystring: orderStreamQuery,
          produces: ['text/event-stream'],
          response: { 200: z.string().describe('text/event-stream'), ...failures(400, 429) },
        },
        // An EventSource cannot send the api-key header; the signed ticket says more than it would.
        config: { withoutApiKey: true },
        // Compressing would hold events back in the compressor's buffer.
        compress: false,
      },
      async (request, reply) => {
        const ticket = await tickets.verify(request.query.ticket);
        await spent.spend(ticket);
        const { userId, shopId, sessionVersion } = ticket;
        // Counted and added in one synchronous step (no await between), so streams opened at once
        // cannot all pass the count.
        if (hub.openBy(userId) >= streamsPerUser) {
          throw tooManyRequests(
            `This account already has ${streamsPerUser} live order streams open, the most it may hold. Close a tab of the account area, then try again.`,
          );
        }
        const stream = new PassThrough();
        const remove = hub.add(shopId, {
          userId,
          sessionVersion,
          write: (text) => {
            if (stream.writableEnded) return;
            if (stream.writableLength > MAX_BUFFERED_BYTES) stream.end();
            else stream.write(text);
          },
          end: () => stream.end(),
        });
        const release = () => {
          remove();
          stream.destroy();
        };
        reply.raw.once('close', release);
        // A client that left while its ticket was checked closed before anyone listened: its slot
        // is given back now, or it would count against the account until the instance restarts.
        if (request.raw.destroyed || reply.raw.destroyed) release();
        // A first line, so the headers leave at once (and a proxy passes them on).
        stream.write(': open\n\n');
        // `x-accel-buffering`: nginx passes each event on at once. `connection: close`: once ended
        // (server closing, reader too slow) the connection goes too, not back to keep-alive.
        return reply
          .code(200)
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .header('connection', 'close')
          .send(stream as never);
      },
    );
  };
