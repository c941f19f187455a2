import type {
  CreateOrderRequest,
  CreateOrderResponse,
  OrderQuote,
  OrderQuoteRequest,
  OrderQuoteResponse,
} from '@vitrine/contracts';
import { requestWithStatus } from './http';

/** The order request and answer of packages/contracts (POST /api/orders). */
export type OrderRequest = CreateOrderRequest;
/** The order as the checkout answered it, with the address of its own page (`order_url`). */
export type PlacedOrder = CreateOrderResponse['order'];

export type OrderOutcome =
  | { kind: 'ok'; order: PlacedOrder }
  /** The key already made an order for another request (an earlier attempt whose answer was lost). */
  | { kind: 'keyUsed' }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  /** 409: lines ran short since they were added; nothing was written. Units left per `items.N.quantity`. */
  | { kind: 'short'; available: Record<string, number> }
  | { kind: 'failed' };

/** What became of an attempt whose answer never arrived. */
export type KeyFate = { kind: 'placed'; order: PlacedOrder } | { kind: 'none' } | { kind: 'unknown' };

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
  const body = outcome.body as
    | { status?: string; message?: string; errors?: Record<string, string>; available?: Record<string, number> }
    | undefined;
  if (outcome.status === 409 && body?.available) return { kind: 'short', available: body.available };
  if (outcome.status >= 400 && outcome.status < 500 && body?.status === 'fail') {
    if (body.errors?.['headers.idempotency-key'] && outcome.status === 422) return { kind: 'keyUsed' };
    return { kind: 'invalid', message: body.message ?? '', errors: body.errors ?? {} };
  }
  return { kind: 'failed' };
}

/**
 * GET /api/orders/by-key/{key}: the order an earlier attempt with this key created in the shop,
 * asked before the checkout ever makes a new key, so a lost answer never becomes two orders.
 */
export async function orderOfKey(shopId: number, idempotencyKey: string): Promise<KeyFate> {
  const outcome = await requestWithStatus<CreateOrderResponse>(
    'GET',
    `orders/by-key/${encodeURIComponent(idempotencyKey)}?shop_id=${shopId}`,
  );
  if (outcome.ok && outcome.body.status === 'success' && outcome.body.order) {
    return { kind: 'placed', order: outcome.body.order };
  }
  return outcome.status === 404 ? { kind: 'none' } : { kind: 'unknown' };
}

/** A fresh key per checkout attempt (crypto.randomUUID needs a secure context; fall back otherwise). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type QuoteOutcome = { kind: 'ok'; quote: OrderQuote } | { kind: 'failed' };

/**
 * POST /api/orders/quote: the server's price of the cart as it would order it (delivery fee,
 * discount, total, why a code or the address is refused). Writes nothing.
 */
export async function quoteOrder(request: OrderQuoteRequest, signal?: AbortSignal): Promise<QuoteOutcome> {
  const outcome = await requestWithStatus<OrderQuoteResponse>('POST', 'orders/quote', request, { signal });
  if (outcome.ok && outcome.body.status === 'success' && outcome.body.quote) {
    return { kind: 'ok', quote: outcome.body.quote };
  }
  return { kind: 'failed' };
}
