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
}

/** Signs and checks session tokens (JWT, HS256) with the configured secret. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ shop_id: claims.shopId, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + SESSION_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid token; an expired, forged or malformed one is a 401. */
  async verify(token: string): Promise<SessionClaims> {
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
      if (!Number.isInteger(userId) || userId <= 0) throw unauthorized('Invalid access token');
      if (role !== 'owner' && role !== 'admin') throw unauthorized('Invalid access token');
      if (shopId !== null && !Number.isInteger(shopId)) throw unauthorized('Invalid access token');
      return { userId, shopId: shopId as number | null, role };
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized('Your session has expired. Please log in again.');
      throw unauthorized('Invalid access token');
    }
  }
}
