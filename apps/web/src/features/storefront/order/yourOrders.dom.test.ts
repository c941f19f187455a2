import { beforeEach, describe, expect, it } from 'vitest';
import { rememberOrder, yourOrders } from './yourOrders';

describe("this browser's orders", () => {
  beforeEach(() => localStorage.clear());

  it('keeps them per shop, newest first, a retry once', () => {
    rememberOrder('a-shop', { order_number: 'VT-1', path: '/a-shop/order/VT-1/x', placed_at: '2026-11-01T10:00:00Z' });
    rememberOrder('a-shop', { order_number: 'VT-2', path: '/a-shop/order/VT-2/y', placed_at: '2026-11-02T10:00:00Z' });
    rememberOrder('a-shop', { order_number: 'VT-1', path: '/a-shop/order/VT-1/x', placed_at: '2026-11-01T10:00:00Z' });
    rememberOrder('b-shop', { order_number: 'VT-3', path: '/b-shop/order/VT-3/z', placed_at: '2026-11-03T10:00:00Z' });
    expect(yourOrders('a-shop').map((o) => o.order_number)).toEqual(['VT-1', 'VT-2']);
    expect(yourOrders('b-shop')).toHaveLength(1);
    expect(yourOrders('c-shop')).toEqual([]);
  });

  it('drops what it did not write: corrupt JSON, foreign links, bad dates', () => {
    localStorage.setItem('vitrine.orders.v1', '{not json');
    expect(yourOrders('a-shop')).toEqual([]);
    localStorage.setItem(
      'vitrine.orders.v1',
      JSON.stringify({
        'a-shop': [
          { order_number: 'VT-1', path: '//evil.example/x', placed_at: '2026-11-01T10:00:00Z' },
          { order_number: 'VT-2', path: 'https://evil.example/', placed_at: '2026-11-01T10:00:00Z' },
          { order_number: 'VT-3', path: '/a-shop/order/VT-3/t', placed_at: 'yesterday-ish' },
          { order_number: 'VT-4', path: '/a-shop/order/VT-4/t', placed_at: '2026-11-01T10:00:00Z' },
        ],
      }),
    );
    expect(yourOrders('a-shop').map((o) => o.order_number)).toEqual(['VT-4']);
  });
});
