import type { UserRole } from '@vitrine/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpFail, unauthorized } from '../../http/errors.js';
import type { SessionClaims, TokenService } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionClaims;
  }
}

/** The session a guarded route runs under (the guard has set it). */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized('Log in to continue.');
  return request.session;
}

/** The shop of the signed-in owner: every owner query is scoped by it. */
export function ownerShopId(request: FastifyRequest): number {
  const { shopId } = sessionOf(request);
  if (shopId === null) throw new HttpFail(403, 'This account has no shop.');
  return shopId;
}

/** A preHandler that needs `Authorization: Bearer <token>` of one of the given roles. */
export function requireRole(tokens: TokenService, ...roles: UserRole[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_.-]{10,4096})$/.exec(header.trim()) : null;
    if (!match) throw unauthorized('Log in to continue.');
    const session = await tokens.verify(match[1]);
    if (!roles.includes(session.role)) throw new HttpFail(403, 'This account may not do that.');
    request.session = session;
  };
}
