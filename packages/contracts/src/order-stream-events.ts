/**
 * The owner's order stream's event names (SSE `event:`), without zod: the admin shell listens for
 * them on every page, and loads the events' schema (order-stream.ts) only with the first event.
 */
export const orderStreamEventTypes = ['order.placed', 'order.moved'] as const;
