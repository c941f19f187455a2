import type { SetupGuideResponse } from '@vitrine/contracts';
import { ownerApi } from '../api/ownerApi';

/**
 * The setup guide: read from the shop's data by the server, so any save that changes
 * the shop, its products or categories refreshes it.
 */
const setupApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    getSetup: build.query<SetupGuideResponse, void>({
      query: () => ({ path: 'account/setup' }),
      providesTags: ['Setup', 'Shop', 'Products', 'Categories'],
    }),
    dismissSetup: build.mutation<SetupGuideResponse, boolean>({
      query: (dismissed) => ({ method: 'PUT', path: 'account/setup', body: { dismissed } }),
      invalidatesTags: ['Setup'],
    }),
    markShared: build.mutation<SetupGuideResponse, void>({
      query: () => ({ method: 'POST', path: 'account/setup/shared' }),
      invalidatesTags: ['Setup'],
    }),
  }),
});

export const { useGetSetupQuery, useDismissSetupMutation, useMarkSharedMutation } = setupApi;

/**
 * A handler for the links and buttons that open or hand out the shop's link: the guide's last
 * step ticks once the owner has used one. Fire and forget: the link works whatever the answer.
 */
export function useShopLinkUsed(): () => void {
  const [mark] = useMarkSharedMutation();
  return () => {
    mark().catch(() => undefined);
  };
}
