import type { OwnerOrder, OwnerOrderSummary } from '@vitrine/contracts';
import { describe, expect, it } from 'vitest';
import { summariseOrders, topProducts } from './summary';

const order = (created: Date, total: number, status: OwnerOrderSummary['order_status'] = 'pending') =>
  ({ created_at: created.toISOString(), total, order_status: status }) as OwnerOrderSummary;

describe('owner dashboard figures', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it('counts today, the last 7 days and the week revenue without cancelled orders', () => {
    const s = summariseOrders(
      [
        order(new Date(2026, 10, 22, 9), 10.1),
        order(new Date(2026, 10, 22, 1), 5, 'cancelled'),
        order(new Date(2026, 10, 16, 12), 0.2, 'delivered'),
        order(new Date(2026, 10, 15, 12), 100, 'delivered'),
      ],
      now,
    );
    expect(s).toMatchObject({ today: 2, week: 3, revenueWeek: 10.3, pending: 1 });
    expect(s.perDay).toHaveLength(7);
    expect(s.perDay[0]).toEqual({ day: '2026-11-16', orders: 1 });
    expect(s.perDay[6]).toEqual({ day: '2026-11-22', orders: 2 });
  });
  it('ranks products by units sold', () => {
    const lines = (status: string, items: [string, number][]) =>
      ({
        order_status: status,
        items: items.map(([product_name, quantity]) => ({ product_name, quantity })),
      }) as OwnerOrder;
    expect(
      topProducts([
        lines('pending', [
          ['A', 1],
          ['B', 3],
        ]),
        lines('delivered', [['A', 4]]),
        lines('cancelled', [['C', 9]]),
      ]),
    ).toEqual([
      { name: 'A', quantity: 5 },
      { name: 'B', quantity: 3 },
    ]);
  });
});
