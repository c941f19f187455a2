import type {
  AdminMailResponse,
  AdminMailRetryResponse,
  AdminShopListQuery,
  AdminShopListResponse,
  ReportListQuery,
  ReportListResponse,
  ShopStatus,
  ShopStatusResponse,
} from '@vitrine/contracts';
import { store } from '../../../store';
import { asOwnerResult, ownerApi } from '../api/ownerApi';
import { toQueryString } from '../orders/ordersApi';

/**
 * The platform admin's shops, reports and shop suspension (a status change refreshes every report
 * list), and the mail outbox with its Retry now.
 */
const adminApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    listReports: build.query<ReportListResponse, ReportListQuery>({
      query: (params) => ({ path: `admin/reports${toQueryString({ ...params })}` }),
      providesTags: ['Reports'],
    }),
    // Tagged with the reports: a shop's status shows in both lists, and a change refreshes both.
    listShops: build.query<AdminShopListResponse, AdminShopListQuery>({
      query: (params) => ({ path: `admin/shops${toQueryString({ ...params })}` }),
      providesTags: ['Reports'],
    }),
    setShopStatus: build.mutation<ShopStatusResponse, { shopId: number; status: ShopStatus }>({
      query: ({ shopId, status }) => ({ method: 'PUT', path: `admin/shops/${shopId}`, body: { status } }),
      invalidatesTags: (result) => (result ? ['Reports'] : []),
    }),
    mailOutbox: build.query<AdminMailResponse, void>({
      query: () => ({ path: 'admin/mail' }),
      providesTags: ['Mail'],
    }),
    retryMail: build.mutation<AdminMailRetryResponse, number>({
      query: (id) => ({ method: 'POST', path: `admin/mail/${id}/retry` }),
      invalidatesTags: (result) => (result ? ['Mail'] : []),
    }),
  }),
});

export const { useListReportsQuery, useListShopsQuery, useMailOutboxQuery } = adminApi;

/** Queues a failed mail again; the outbox section reloads. */
export const retryMail = (id: number) => asOwnerResult(store.dispatch(adminApi.endpoints.retryMail.initiate(id)));

export const setShopStatus = (shopId: number, status: ShopStatus) =>
  asOwnerResult(store.dispatch(adminApi.endpoints.setShopStatus.initiate({ shopId, status })));
