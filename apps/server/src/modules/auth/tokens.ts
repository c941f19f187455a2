import type { UserRole } from '@vitrine/contracts';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../http/errors.js';

/** Owner sessions last a working day. */
export const SESSION_SECONDS = 8 * 60 * 60;
const ISSUER = 'vitrine';

export interface SessionClaims {
  userId: number;
  shopId: number | null;
  role: UserRole;
  /** The user's session version when the token was signed: logging out bumps it, ending every older token. */
  sessionVersion: number;
}

/** The user's current session version, or undefined when the user no longer exists. */
export type SessionVersionOf = (userId: number) => Promise<number | undefined>;

/**
 * Signs and checks session tokens (JWT, HS256) with the configured secret. With `versionOf`, a
 * token is also checked against the user's current session version, so a logout is server-side.
 */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly versionOf?: SessionVersionOf,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ shop_id: claims.shopId, role: claims.role, sv: claims.sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + SESSION_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid token; an expired, forged or malformed one is a 401. */
  async verify(token: string): Promise<SessionClaims> {
    let claims: SessionClaims;
    try {
      // maxTokenAge requires an `iat` in the past: a token "issued" in the future would outlive SESSION_SECONDS.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        maxTokenAge: SESSION_SECONDS,
        clockTolerance: 60,
      });
      const userId = Number(payload.sub);
      const shopId = payload.shop_id;
      const role = payload.role;
      const sessionVersion = payload.sv;
      if (!Number.isInteger(userId) || userId <= 0) throw unauthorized('Invalid access token');
      if (role !== 'owner' && role !== 'admin') throw unauthorized('Invalid access token');
      if (shopId !== null && !Number.isInteger(shopId)) throw unauthorized('Invalid access token');
      if (typeof sessionVersion !== 'number' || !Number.isInteger(sessionVersion)) {
        throw unauthorized('Invalid access token');
      }
      claims = { userId, shopId: shopId as number | null, role, sessionVersion };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired. Please log in again.');
      throw unauthorized('Invalid access token');
    }
    if (this.versionOf && (await this.versionOf(claims.userId)) !== claims.sessionVersion) {
      throw unauthorized('You have been logged out. Please log in again.');
    }
    return claims;
  }
}
