import type { DeliverySettings, DeliverySettingsResponse } from '@vitrine/contracts';
import { store } from '../../../store';
import { asOwnerResult, ownerApi } from '../api/ownerApi';
import { refreshStorefront } from '../api/storefrontCache';

/** `GET`/`PUT /api/account/delivery`: the shop's delivery, pickup and payment settings. */
export const deliveryApi = ownerApi.enhanceEndpoints({ addTagTypes: ['Delivery'] }).injectEndpoints({
  endpoints: (build) => ({
    getDeliverySettings: build.query<DeliverySettingsResponse, void>({
      query: () => ({ path: 'account/delivery' }),
      providesTags: ['Delivery'],
    }),
    updateDeliverySettings: build.mutation<DeliverySettingsResponse, DeliverySettings>({
      query: (settings) => ({ method: 'PUT', path: 'account/delivery', body: settings }),
      // The answer is the saved settings; the storefront's cached shop answer is read again.
      async onQueryStarted(_settings, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(deliveryApi.util.upsertQueryData('getDeliverySettings', undefined, data));
          await refreshStorefront();
        } catch {
          // The page shows the failure.
        }
      },
    }),
  }),
});

export const { useGetDeliverySettingsQuery } = deliveryApi;

export const saveDeliverySettings = (settings: DeliverySettings) =>
  asOwnerResult(store.dispatch(deliveryApi.endpoints.updateDeliverySettings.initiate(settings)));
