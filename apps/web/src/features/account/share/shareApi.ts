import type { SharePreviewResponse } from '@vitrine/contracts';
import { ownerApi } from '../api/ownerApi';

/** The shop's link, or a product's, as chat apps will show it (the server's own page tags). */
const shareApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    getSharePreview: build.query<SharePreviewResponse, number | undefined>({
      query: (productId) => ({
        path: productId === undefined ? 'account/share' : `account/share?product_id=${productId}`,
      }),
      // The card changes with the shop (header, name, logo) and with the product.
      providesTags: ['Share'],
    }),
  }),
});

export const { useGetSharePreviewQuery } = shareApi;
