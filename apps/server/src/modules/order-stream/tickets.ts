import { createHmac } from 'node:crypto';
import { ORDER_STREAM_TICKET_SECONDS } from '@vitrine/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../http/errors.js';
import type { SessionVersionOf } from '../auth/tokens.js';

const ISSUER = 'vitrine';
const AUDIENCE = 'vitrine:order-stream';

/** Whom a ticket lets in: one owner's session, for one shop's stream. */
export interface TicketClaims {
  userId: number;
  shopId: number;
  sessionVersion: number;
}

/**
 * Short-lived tickets for the owner's order stream, which an EventSource opens by URL alone.
 * Signed with a key derived from the server's secret, not the secret itself: a ticket can never
 * pass as a session token, nor a session token as a ticket. Like a token, a ticket dies with a
 * logout (the user's session version moves on).
 */
export class StreamTickets {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly versionOf: SessionVersionOf,
  ) {
    this.key = createHmac('sha256', secret).update('order-stream ticket').digest();
  }

  async issue(claims: TicketClaims, now = Math.floor(Date.now() / 1000)): Promise<{ ticket: string; expiresAt: Date }> {
    const exp = now + ORDER_STREAM_TICKET_SECONDS;
    const ticket = await new SignJWT({ shop_id: claims.shopId, sv: claims.sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { ticket, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a valid, unexpired ticket of a live session; anything else is a 401. */
  async verify(ticket: string | undefined): Promise<TicketClaims> {
    if (!ticket) throw unauthorized('Open the stream with a ticket from POST /api/account/orders/events/ticket.');
    let claims: TicketClaims;
    try {
      const { payload } = await jwtVerify(ticket, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        maxTokenAge: ORDER_STREAM_TICKET_SECONDS,
        clockTolerance: 5,
      });
      claims = { userId: Number(payload.sub), shopId: payload.shop_id as number, sessionVersion: payload.sv as number };
    } catch {
      throw unauthorized('The stream ticket is not valid or has expired. Ask for a new one.');
    }
    const { userId, shopId, sessionVersion } = claims;
    if (![userId, shopId].every((n) => Number.isSafeInteger(n) && n > 0) || !Number.isInteger(sessionVersion)) {
      throw unauthorized('The stream ticket is not valid or has expired. Ask for a new one.');
    }
    if ((await this.versionOf(userId)) !== sessionVersion) {
      throw unauthorized('You have been logged out. Please log in again.');
    }
    return claims;
  }
}
