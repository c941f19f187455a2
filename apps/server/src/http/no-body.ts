import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

/**
 * For a POST that takes no body (a ticket, a cancel): anything sent is refused like any bad body.
 * A hook, not a schema: Fastify validates a missing body as `null`, so a schema could not tell it
 * from a JSON `null` that was sent.
 */
export async function refuseBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined) throw badRequest('This call takes no body.', { body: 'Send no body.' });
}
