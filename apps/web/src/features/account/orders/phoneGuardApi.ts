import type { UnknownAction } from '@reduxjs/toolkit';
import type { OrderResponse } from '@vitrine/contracts';
import { store } from '../../../store';
import { asOwnerResult, ownerApi } from '../api/ownerApi';
import { ordersApi } from './ordersApi';

/** Blocking and unblocking an order's phone number; the answer is the order, refreshed in place. */
export const phoneGuardApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    setPhoneBlocked: build.mutation<OrderResponse, { orderId: number; blocked: boolean }>({
      query: ({ orderId, blocked }) => ({
        method: blocked ? 'PUT' : 'DELETE',
        path: `account/orders/${orderId}/block`,
      }),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, data) as unknown as UnknownAction);
        } catch {
          // The panel shows the failure.
        }
      },
      // Other orders from the same phone carry the flag too.
      invalidatesTags: (result) => (result ? ['Orders'] : []),
    }),
  }),
});

export const setPhoneBlocked = (orderId: number, blocked: boolean) =>
  asOwnerResult(store.dispatch(phoneGuardApi.endpoints.setPhoneBlocked.initiate({ orderId, blocked })));
