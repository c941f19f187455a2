import { requestWithStatus } from './http';

/** One line of an order request: the server prices it from its own data. */
export interface OrderItemRequest {
  product_id: number;
  product_variant_id?: number;
  quantity: number;
}

export interface OrderRequest {
  shop_id: number;
  delivery_type: string;
  customer: {
    name: string;
    phone: string;
    email?: string;
    address_line1: string;
    address_line2?: string;
    city: string;
    state_id?: number;
    country_id?: number;
    postal_code: string;
  };
  note?: string;
  items: OrderItemRequest[];
}

export interface PlacedOrder {
  order_id: number;
  order_number: string;
  total: number | string;
  currency_code: string;
  order_status: string;
}

export type OrderOutcome =
  | { kind: 'ok'; order: PlacedOrder }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  | { kind: 'failed' };

/**
 * POST /api/orders. The Idempotency-Key is made once per checkout attempt by the caller,
 * so a double click or a retry after a lost answer returns the same order, never two.
 */
export async function placeOrder(order: OrderRequest, idempotencyKey: string): Promise<OrderOutcome> {
  const outcome = await requestWithStatus<{ status: string; order: PlacedOrder }>('POST', 'orders', order, {
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
