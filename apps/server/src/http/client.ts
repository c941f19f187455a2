import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The client's address: the socket's, or behind a proxy named in TRUST_PROXY the right-most untrusted X-Forwarded-For. */
export const clientIp = (request: FastifyRequest): string => request.ip || 'unknown';

/** A keyed hash of the client address: stable enough to rate-limit, useless to identify anyone. */
export function clientHash(request: FastifyRequest, secret: string): string {
  return createHmac('sha256', secret).update(clientIp(request)).digest('base64url');
}

export const userAgent = (request: FastifyRequest): string => String(request.headers['user-agent'] ?? '').slice(0, 300);
