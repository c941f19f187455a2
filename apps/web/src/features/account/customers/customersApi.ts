import type { CustomerListQuery, CustomerListResponse } from '@vitrine/contracts';
import { ownerApi } from '../api/ownerApi';
import { toQueryString } from '../orders/ordersApi';

/**
 * The shop's customers (orders grouped by phone). Tagged as orders: a new order, a status change
 * or blocking a phone (all of which invalidate `Orders`) changes the list too.
 */
const customersApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    listCustomers: build.query<CustomerListResponse, CustomerListQuery>({
      query: (params) => ({ path: `account/customers${toQueryString({ ...params })}` }),
      providesTags: ['Orders'],
    }),
  }),
});

export const { useListCustomersQuery } = customersApi;
