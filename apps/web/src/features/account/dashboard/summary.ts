import type { OwnerOrder, OwnerOrderSummary } from '@vitrine/contracts';

export interface DaySummary {
  /** yyyy-mm-dd in local time */
  day: string;
  orders: number;
}

export interface OrderSummary {
  today: number;
  week: number;
  revenueWeek: number;
  pending: number;
  perDay: DaySummary[];
}

const dayKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Orders today and in the last 7 days (today included), revenue of that week without
 * cancelled orders, and the orders per day for the chart.
 */
export function summariseOrders(orders: readonly OwnerOrderSummary[], now: Date): OrderSummary {
  const perDay: DaySummary[] = [];
  for (let i = 6; i >= 0; i -= 1) {
    const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - i);
    perDay.push({ day: dayKey(d), orders: 0 });
  }
  const index = new Map(perDay.map((d, i) => [d.day, i]));
  const today = dayKey(now);
  let week = 0;
  let revenueCents = 0;
  let todayCount = 0;
  let pending = 0;
  for (const order of orders) {
    if (order.order_status === 'pending') pending += 1;
    const created = new Date(order.created_at);
    if (Number.isNaN(created.getTime())) continue;
    const key = dayKey(created);
    const i = index.get(key);
    if (i === undefined) continue;
    perDay[i].orders += 1;
    week += 1;
    if (key === today) todayCount += 1;
    if (order.order_status !== 'cancelled') revenueCents += Math.round(order.total * 100);
  }
  return { today: todayCount, week, revenueWeek: revenueCents / 100, pending, perDay };
}

export interface TopProduct {
  name: string;
  quantity: number;
}

/** Best sellers by units over the given orders' lines (cancelled orders left out). */
export function topProducts(orders: readonly OwnerOrder[], limit = 5): TopProduct[] {
  const units = new Map<string, number>();
  for (const order of orders) {
    if (order.order_status === 'cancelled') continue;
    for (const item of order.items) units.set(item.product_name, (units.get(item.product_name) ?? 0) + item.quantity);
  }
  return [...units.entries()]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name))
    .slice(0, limit);
}
