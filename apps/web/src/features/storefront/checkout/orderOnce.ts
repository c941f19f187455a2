import { newIdempotencyKey, type OrderRequest, orderOfKey, type PlacedOrder, placeOrder } from '../../../api/orders';

/**
 * Checkout idempotency, the shopper's side: however often Place order is pressed, and whatever
 * answers are lost on the way, a checkout makes at most one order.
 *
 * Each attempt carries one Idempotency-Key (the server answers a repeat with the same order). An
 * attempt whose answer never came may have made an order, so before anything else is sent its key
 * is asked about (`GET /api/orders/by-key/{key}`): the order it made is shown, or, when it made
 * none, the same key carries the next send. A key is dropped only once the server has said no
 * order exists for it (refused, or lines short). The server's side is the `idempotency_keys`
 * table, claimed in the order's transaction (apps/server/src/modules/orders).
 */
export type OrderOnceOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  /** Refused for its content: nothing was written; messages by field path. */
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  /** Lines ran short since they were added: nothing was written; units left per `items.N.quantity`. */
  | { kind: 'short'; available: Record<string, number> }
  /** No answer (network, 5xx): an order may exist; the next try asks before sending again. */
  | { kind: 'unknown' };

export class OrderOnce {
  private attempt: { key: string; unanswered: boolean } | null = null;

  /** Places the order, or finds the one an earlier unanswered attempt placed. */
  async place(request: OrderRequest): Promise<OrderOnceOutcome> {
    const earlier = await this.settleUnanswered(request.shop_id);
    if (earlier) return earlier;
    this.attempt ??= { key: newIdempotencyKey(), unanswered: false };
    const attempt = this.attempt;
    const outcome = await placeOrder(request, attempt.key);
    switch (outcome.kind) {
      case 'ok':
        this.attempt = null;
        return { kind: 'placed', order: outcome.order };
      case 'short':
      case 'invalid':
        // The server refused it, so no order exists: the next attempt gets a new key.
        this.attempt = null;
        return outcome;
      case 'keyUsed':
        // An earlier send with this key did reach the server: that order is the checkout's.
        attempt.unanswered = true;
        return (await this.settleUnanswered(request.shop_id)) ?? { kind: 'unknown' };
      default:
        attempt.unanswered = true;
        return { kind: 'unknown' };
    }
  }

  /** What an unanswered attempt made, or null when it made nothing (its key then carries the next send). */
  private async settleUnanswered(shopId: number): Promise<OrderOnceOutcome | null> {
    const attempt = this.attempt;
    if (!attempt?.unanswered) return null;
    const fate = await orderOfKey(shopId, attempt.key);
    if (fate.kind === 'placed') {
      this.attempt = null;
      return { kind: 'placed', order: fate.order };
    }
    // Still no answer: never risk a second order with a new key.
    if (fate.kind === 'unknown') return { kind: 'unknown' };
    attempt.unanswered = false;
    return null;
  }
}
