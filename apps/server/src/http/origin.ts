import type { FastifyRequest } from 'fastify';

/**
 * The public origin links are written with: PUBLIC_URL, or (development and tests only, where the
 * config allows it unset) the request's own origin.
 */
export function originOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
