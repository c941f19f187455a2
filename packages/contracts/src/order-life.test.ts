import { describe, expect, it } from 'vitest';
import { orderStatuses } from './masters.js';
import { canMoveOrder, nextOrderStatuses, orderStatusLabel } from './order-life.js';

describe('order life', () => {
  it('allows exactly the forward steps, and cancelling from pending or confirmed', () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canMoveOrder(from, to, 'owner', 'unpaid')).map((to) => `${from}>${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending>confirmed',
        'pending>cancelled',
        'confirmed>shipped',
        'confirmed>cancelled',
        'shipped>delivered',
      ].sort(),
    );
  });

  it('lets a shopper only cancel a pending order', () => {
    expect(nextOrderStatuses('pending', 'shopper', 'unpaid')).toEqual(['cancelled']);
    expect(nextOrderStatuses('confirmed', 'shopper', 'unpaid')).toEqual([]);
    expect(nextOrderStatuses('confirmed', 'owner', 'unpaid')).toEqual(['shipped', 'cancelled']);
  });

  it('leaves cancelling a paid order to the owner alone (the money goes back by hand)', () => {
    expect(nextOrderStatuses('pending', 'shopper', 'paid')).toEqual([]);
    expect(canMoveOrder('pending', 'cancelled', 'shopper', 'paid')).toBe(false);
    expect(nextOrderStatuses('pending', 'owner', 'paid')).toEqual(['confirmed', 'cancelled']);
    expect(nextOrderStatuses('confirmed', 'owner', 'paid')).toEqual(['shipped', 'cancelled']);
  });

  it("shows a pickup order's shipped as ready for pickup", () => {
    expect(orderStatusLabel('shipped', 'pickup')).toBe('ready_for_pickup');
    expect(orderStatusLabel('shipped', 'cod')).toBe('shipped');
    expect(orderStatusLabel('pending', 'pickup')).toBe('pending');
  });
});
