import type { AccountShopResponse, ImageUploadResponse, UpdateShopRequest } from '@vitrine/contracts';
import { ownerApi } from './ownerApi';
import { ownerCall } from './ownerClient';
import { refreshStorefront } from './storefrontCache';

/** The owner's shop (Edit Account, header designer, the shop's currency for prices). */
const shopApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountShop: build.query<AccountShopResponse, void>({
      query: () => ({ path: 'account/shop' }),
      providesTags: ['Shop'],
    }),
    updateAccountShop: build.mutation<AccountShopResponse, UpdateShopRequest>({
      query: (changes) => ({ method: 'PUT', path: 'account/shop', body: changes }),
      // The saved answer is the shop: every page showing it updates without asking again.
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(shopApi.util.upsertQueryData('getAccountShop', undefined, data));
          await refreshStorefront();
        } catch {
          // A refused save is the form's to show (per field); left uncaught it is a page error.
        }
      },
      invalidatesTags: (result) => (result ? ['Share', 'Dashboard'] : []),
    }),
  }),
});

export const { useGetAccountShopQuery, useUpdateAccountShopMutation } = shopApi;

/** The shop's currency code for showing prices ('' until the shop has loaded). */
export const useShopCurrency = (): string => useGetAccountShopQuery().data?.shop.currency_code ?? '';

/** POST /api/account/images (multipart): the stored picture's address. A one-off upload, not cached. */
export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return ownerCall<ImageUploadResponse>('POST', 'account/images', form);
}
