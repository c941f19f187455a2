import { z } from 'zod';
import { success } from './envelope.js';
import { orderStatuses } from './masters.js';
import { orderActors } from './order-life.js';

/**
 * The owner's live order stream: server-sent events of the shop's orders. An
 * EventSource cannot send an Authorization header, so the stream takes a short-lived ticket
 * (`POST /api/account/orders/events/ticket`) in its address instead.
 */
export const ORDER_STREAM_TICKET_SECONDS = 60;
/**
 * Streams one account may hold open on one server instance at once (tabs, devices), unless the
 * operator sets ORDER_STREAMS_PER_USER; one more is refused with 429 until one closes.
 */
export const ORDER_STREAMS_PER_USER = 5;
/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const ORDER_STREAM_HEARTBEAT_SECONDS = 25;

export const orderStreamTicketResponse = success({
  /** Goes into the stream's address as `?ticket=`; valid for ORDER_STREAM_TICKET_SECONDS. */
  ticket: z.string(),
  expires_at: z.string(),
});
export type OrderStreamTicketResponse = z.infer<typeof orderStreamTicketResponse>;

/** Optional in the schema so a stream opened without one is a 401 (ask for a ticket), not a 400. */
export const orderStreamQuery = z.object({ ticket: z.string().max(2048).optional() });

/** A new order in the owner's shop (SSE `event: order.placed`). */
export const orderPlacedEvent = z.object({
  type: z.literal('order.placed'),
  order_id: z.number().int(),
  order_number: z.string(),
});
/** An order of the owner's shop changed status (SSE `event: order.moved`), by whom. */
export const orderMovedEvent = z.object({
  type: z.literal('order.moved'),
  order_id: z.number().int(),
  order_number: z.string(),
  from: z.enum(orderStatuses),
  to: z.enum(orderStatuses),
  actor: z.enum(orderActors),
});
/** The `data:` of each event on the stream, as JSON; its SSE event name is its `type`. */
export const orderStreamEvent = z.discriminatedUnion('type', [orderPlacedEvent, orderMovedEvent]);
export type OrderStreamEvent = z.infer<typeof orderStreamEvent>;
export { orderStreamEventTypes } from './order-stream-events.js';
