import type { UnknownAction } from '@reduxjs/toolkit';
import type { OrderListQuery, OrderListResponse, OrderResponse, OrderStatus } from '@vitrine/contracts';
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
    updateOrderStatus: build.mutation<OrderResponse, { orderId: number; order_status: OrderStatus }>({
      query: ({ orderId, order_status }) => ({
        method: 'PUT',
        path: `account/orders/${orderId}`,
        body: { order_status },
      }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, data) as unknown as UnknownAction);
        } catch {
          // The page shows the failure.
        }
      },
      // A cancellation gives counted stock back: the products list, edit pages and their history follow.
      invalidatesTags: (result) =>
        result
          ? ['Orders', 'Dashboard', ...(result.order.order_status === 'cancelled' ? (['Products'] as const) : [])]
          : [],
    }),
  }),
});

export const { useListOrdersQuery, useGetOrderQuery } = ordersApi;

export const updateOrderStatus = (orderId: number, order_status: OrderStatus) =>
  asOwnerResult(store.dispatch(ordersApi.endpoints.updateOrderStatus.initiate({ orderId, order_status })));

export { query as toQueryString };
