import type { OwnerDashboardResponse } from '@vitrine/contracts';
import { ownerApi } from '../api/ownerApi';

/** The owner's figures, aggregated by the server over every order (one request). */
export const dashboardApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<OwnerDashboardResponse, void>({
      query: () => ({ path: 'account/dashboard' }),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
