import { createHmac, timingSafeEqual } from 'node:crypto';
import { orderPagePath } from '@vitrine/contracts';

/**
 * The key to an order's page: HMAC-SHA256 of the order under the server's secret (the one that
 * signs sessions, shared by every instance and kept in backups), 256 bits, base64url. Derived
 * rather than drawn and stored: nothing in the database — not even a hash — gives it back, so a
 * leaked dump or backup opens no order page, and a retried checkout (same Idempotency-Key) answers
 * the same link. A new secret retires every link at once.
 */
export function orderPageToken(secret: string, order: { id: number; orderNumber: string }): string {
  return createHmac('sha256', secret)
    .update(`vitrine order page\0${order.id}\0${order.orderNumber}`)
    .digest('base64url');
}

/** Whether `token` opens this order's page, in constant time. */
export function opensOrderPage(secret: string, order: { id: number; orderNumber: string }, token: string): boolean {
  const expected = Buffer.from(orderPageToken(secret, order));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page's absolute address, under the shop, from the instance's public origin. */
export function orderPageUrl(
  origin: string,
  shopUrl: string,
  order: { id: number; orderNumber: string },
  secret: string,
) {
  return new URL(orderPagePath(shopUrl, order.orderNumber, orderPageToken(secret, order)), origin).toString();
}
