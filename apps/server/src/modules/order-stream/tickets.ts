import { createHmac, randomBytes } from 'node:crypto';
import { ORDER_STREAM_TICKET_SECONDS } from '@vitrine/contracts';
import { jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../http/errors.js';
import type { AttemptLimiter, LimiterFactory } from '../../http/rate-limit.js';
import type { SessionVersionOf } from '../auth/tokens.js';

const ISSUER = 'vitrine';
const AUDIENCE = 'vitrine:order-stream';
/** Seconds of clock difference between instances a ticket's times are allowed. */
const CLOCK_TOLERANCE_SECONDS = 5;
/**
 * How long a spent ticket is remembered: longer than it can be valid anywhere (its minute, the
 * clock tolerance either side), so it is never forgotten while it could still be used again.
 */
const SPENT_REMEMBERED_MS = (ORDER_STREAM_TICKET_SECONDS + 4 * CLOCK_TOLERANCE_SECONDS) * 1000;

/** Whom a ticket lets in: one owner's session, for one shop's stream. */
export interface TicketClaims {
  userId: number;
  shopId: number;
  sessionVersion: number;
}

/** A verified ticket: whom it lets in, and its own id (each ticket opens one stream, once). */
export interface VerifiedTicket extends TicketClaims {
  ticketId: string;
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
      .setJti(randomBytes(16).toString('base64url'))
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(this.key);
    return { ticket, expiresAt: new Date(exp * 1000) };
  }

  /** The claims of a valid, unexpired ticket of a live session; anything else is a 401. */
  async verify(ticket: string | undefined): Promise<VerifiedTicket> {
    if (!ticket) throw unauthorized('Open the stream with a ticket from POST /api/account/orders/events/ticket.');
    let claims: VerifiedTicket;
    try {
      const { payload } = await jwtVerify(ticket, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        maxTokenAge: ORDER_STREAM_TICKET_SECONDS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      claims = {
        userId: Number(payload.sub),
        shopId: payload.shop_id as number,
        sessionVersion: payload.sv as number,
        ticketId: String(payload.jti ?? ''),
      };
    } catch {
      throw unauthorized('The stream ticket is not valid or has expired. Ask for a new one.');
    }
    const { userId, shopId, sessionVersion, ticketId } = claims;
    const wellFormed =
      [userId, shopId].every((n) => Number.isSafeInteger(n) && n > 0) &&
      Number.isInteger(sessionVersion) &&
      /^[A-Za-z0-9_-]{16,64}$/.test(ticketId);
    if (!wellFormed) {
      throw unauthorized('The stream ticket is not valid or has expired. Ask for a new one.');
    }
    if ((await this.versionOf(userId)) !== sessionVersion) {
      throw unauthorized('You have been logged out. Please log in again.');
    }
    return claims;
  }
}

/**
 * Spends tickets: each opens one stream, once. The mark is a count of one in the limiters' store,
 * which on PostgreSQL is a row of the shared `rate_limits` table taken by one conditional upsert,
 * so of two uses at once, on one instance or on two, exactly one wins; expired marks are swept
 * with the other counters. On PGlite (one process) the same count lives in memory.
 */
export class SpentTickets {
  private readonly spent: AttemptLimiter;

  constructor(limiter: LimiterFactory) {
    this.spent = limiter('order-stream-ticket-spent', 1, SPENT_REMEMBERED_MS);
  }

  /** Spends the ticket, or refuses (401) one already spent. */
  async spend(ticket: VerifiedTicket): Promise<void> {
    if (!(await this.spent.reserve(ticket.ticketId))) {
      throw unauthorized('This ticket has already opened a stream. Ask for a new one.');
    }
  }
}
