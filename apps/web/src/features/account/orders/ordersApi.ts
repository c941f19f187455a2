import type { OrderListQuery, OrderListResponse, OrderResponse, OrderStatus } from '@vitrine/contracts';
import { owner } from '../api/ownerClient';

const query = (params: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const listOrders = (params: OrderListQuery, signal?: AbortSignal) =>
  owner.get<OrderListResponse>(`account/orders${query({ ...params })}`, signal);

export const getOrder = (orderId: number, signal?: AbortSignal) =>
  owner.get<OrderResponse>(`account/orders/${orderId}`, signal);

export const updateOrderStatus = (orderId: number, order_status: OrderStatus) =>
  owner.put<OrderResponse>(`account/orders/${orderId}`, { order_status });

/** The menu badge: how many orders wait as `pending`; null when it cannot be told. */
export async function countNewOrders(signal?: AbortSignal): Promise<number | null> {
  const result = await listOrders({ status: 'pending', per_page: 1 }, signal);
  return result.ok ? result.data.total : null;
}

export { query as toQueryString };
