import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a
 * browser that has signed in to an account before carries a signed cookie naming that account, and
 * its logins are judged on that device's own budget of wrong passwords, not on the account's or the
 * address's. So guessing from anywhere else stays expensive (the account locks for strangers), and
 * that lock — or a neighbour on the same shared address — never keeps the owner out.
 */
export const DEVICE_COOKIE = 'vitrine_device';
const ONE_YEAR_S = 365 * 24 * 3600;

export interface Device {
  userId: number;
  /** The device's own random name: the key of its budget. */
  id: string;
}

const sign = (secret: string, userId: number, id: string) =>
  createHmac('sha256', secret).update(`device:${userId}.${id}`).digest('base64url');

/** The device the request's cookie names, when the cookie is one this server signed; otherwise null. */
export function readDevice(request: FastifyRequest, secret: string): Device | null {
  const raw = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([A-Za-z0-9_.-]{1,200})`).exec(request.headers.cookie ?? '')?.[1];
  const [user, id, mac] = raw?.split('.') ?? [];
  if (!user || !id || !mac || !/^\d{1,10}$/.test(user)) return null;
  const expected = Buffer.from(sign(secret, Number(user), id));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId: Number(user), id };
}

/**
 * Marks this browser as one the user signed in from (kept a year, renewed at each sign-in). Sent to
 * the auth calls only, never readable by scripts, never sent by another site's request.
 */
export function rememberDevice(reply: FastifyReply, request: FastifyRequest, secret: string, userId: number): void {
  const known = readDevice(request, secret);
  const id = known?.userId === userId ? known.id : randomBytes(16).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${userId}.${id}.${sign(secret, userId, id)}; Max-Age=${ONE_YEAR_S}; Path=/api/auth; HttpOnly; SameSite=Strict${secure}`,
  );
}
