import type { UnknownAction } from '@reduxjs/toolkit';
import type { OrderListQuery, OrderListResponse, OrderResponse, UpdateOrderStatusRequest } from '@vitrine/contracts';
import { store } from '../../../store';
import { asOwnerResult, ownerApi } from '../api/ownerApi';

const query = (params: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The shop's orders: the list, one order, its status; a status change refreshes lists, badge and dashboard. */
export const ordersApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderListResponse, OrderListQuery>({
      query: (params) => ({ path: `account/orders${query({ ...params })}` }),
      providesTags: ['Orders'],
    }),
    getOrder: build.query<OrderResponse, number>({
      query: (orderId) => ({ path: `account/orders/${orderId}` }),
      providesTags: (_result, _error, orderId) => [{ type: 'Orders', id: orderId }],
    }),
    updateOrderStatus: build.mutation<OrderResponse, { orderId: number } & UpdateOrderStatusRequest>({
      query: ({ orderId, ...body }) => ({ method: 'PUT', path: `account/orders/${orderId}`, body }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, data) as unknown as UnknownAction);
        } catch {
          // The page shows the failure.
        }
      },
      // A cancellation gives counted stock back: the products list, edit pages and their history follow.
      // Refused (409: it moved meanwhile, e.g. the customer cancelled): the page shows where it is now.
      invalidatesTags: (result, _error, { orderId }) =>
        result
          ? ['Orders', 'Dashboard', ...(result.order.order_status === 'cancelled' ? (['Products'] as const) : [])]
          : [{ type: 'Orders', id: orderId }],
    }),
    markOrderPaid: build.mutation<OrderResponse, { orderId: number; note?: string }>({
      query: ({ orderId, note }) => ({
        method: 'POST',
        path: `account/orders/${orderId}/paid`,
        body: note ? { note } : {},
      }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, data) as unknown as UnknownAction);
        } catch {
          // The card shows the failure.
        }
      },
      invalidatesTags: (result, _error, { orderId }) => (result ? ['Orders'] : [{ type: 'Orders', id: orderId }]),
    }),
  }),
});

export const { useListOrdersQuery, useGetOrderQuery } = ordersApi;

export const updateOrderStatus = (orderId: number, change: UpdateOrderStatusRequest) =>
  asOwnerResult(store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ orderId, ...change })));

/** The owner received the order's money (kept in its history). */
export const markOrderPaid = (orderId: number, note?: string) =>
  asOwnerResult(store.dispatch(ordersApi.endpoints.markOrderPaid.initiate({ orderId, note })));

export { query as toQueryString };
