import type { CreatedOrder, CreateOrderRequest, CreateOrderResponse } from '@vitrine/contracts';
import { requestWithStatus } from './http';

/** The order request and answer of packages/contracts (POST /api/orders). */
export type OrderRequest = CreateOrderRequest;
export type PlacedOrder = CreatedOrder;

export type OrderOutcome =
  | { kind: 'ok'; order: PlacedOrder }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  | { kind: 'failed' };

/**
 * POST /api/orders. The Idempotency-Key is made once per checkout attempt by the caller,
 * so a double click or a retry after a lost answer returns the same order, never two.
 */
export async function placeOrder(order: OrderRequest, idempotencyKey: string): Promise<OrderOutcome> {
  const outcome = await requestWithStatus<CreateOrderResponse>('POST', 'orders', order, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (outcome.ok && outcome.body.status === 'success' && outcome.body.order) {
    return { kind: 'ok', order: outcome.body.order };
  }
  const body = outcome.body as { status?: string; message?: string; errors?: Record<string, string> } | undefined;
  if (outcome.status >= 400 && outcome.status < 500 && body?.status === 'fail') {
    return { kind: 'invalid', message: body.message ?? '', errors: body.errors ?? {} };
  }
  return { kind: 'failed' };
}

/** A fresh key per checkout attempt (crypto.randomUUID needs a secure context; fall back otherwise). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
