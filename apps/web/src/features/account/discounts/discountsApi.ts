import type {
  DiscountCode,
  DiscountCodeInput,
  DiscountCodeListResponse,
  DiscountCodeOrdersResponse,
} from '@vitrine/contracts';
import { store } from '../../../store';
import { asOwnerResult, ownerApi } from '../api/ownerApi';

/** The shop's discount codes: the list, each code's orders, and the owner's changes. */
const discountsApi = ownerApi.enhanceEndpoints({ addTagTypes: ['Discounts'] }).injectEndpoints({
  endpoints: (build) => ({
    listDiscountCodes: build.query<DiscountCodeListResponse, void>({
      query: () => ({ path: 'account/discounts' }),
      providesTags: ['Discounts'],
    }),
    listDiscountCodeOrders: build.query<DiscountCodeOrdersResponse, { id: number; page: number; per_page: number }>({
      query: ({ id, page, per_page }) => ({
        path: `account/discounts/${id}/orders?page=${page}&per_page=${per_page}`,
      }),
      // A status change (a cancellation gives a use back) shows here too.
      providesTags: (_result, _error, { id }) => [{ type: 'Discounts', id }, 'Orders'],
    }),
    createDiscountCode: build.mutation<{ discount_code: DiscountCode }, DiscountCodeInput>({
      query: (body) => ({ method: 'POST', path: 'account/discounts', body }),
      invalidatesTags: (result) => (result ? ['Discounts'] : []),
    }),
    updateDiscountCode: build.mutation<{ discount_code: DiscountCode }, { id: number; body: DiscountCodeInput }>({
      query: ({ id, body }) => ({ method: 'PUT', path: `account/discounts/${id}`, body }),
      invalidatesTags: (result) => (result ? ['Discounts'] : []),
    }),
    deleteDiscountCode: build.mutation<unknown, number>({
      query: (id) => ({ method: 'DELETE', path: `account/discounts/${id}` }),
      invalidatesTags: (_result, error) => (error ? [] : ['Discounts']),
    }),
  }),
});

export const { useListDiscountCodesQuery, useListDiscountCodeOrdersQuery } = discountsApi;

export const createDiscountCode = (body: DiscountCodeInput) =>
  asOwnerResult(store.dispatch(discountsApi.endpoints.createDiscountCode.initiate(body)));

export const updateDiscountCode = (id: number, body: DiscountCodeInput) =>
  asOwnerResult(store.dispatch(discountsApi.endpoints.updateDiscountCode.initiate({ id, body })));

export const deleteDiscountCode = (id: number) =>
  asOwnerResult(store.dispatch(discountsApi.endpoints.deleteDiscountCode.initiate(id)));
