import type {
  AccountSettings,
  AccountSettingsResponse,
  AuthUser,
  ChangePasswordRequest,
  ChangePasswordResponse,
  UpdateAccountSettingsRequest,
} from '@vitrine/contracts';
import { ownerApi } from '../account/api/ownerApi';
import { tokenStore } from '../account/api/tokenStore';

/** The account settings endpoints (GET/PUT /api/account/settings, POST /api/auth/change-password). */
export const settingsApi = ownerApi.enhanceEndpoints({ addTagTypes: ['AccountSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getAccountSettings: build.query<AccountSettings, void>({
      query: () => ({ path: 'account/settings' }),
      transformResponse: (response: AccountSettingsResponse) => response.settings,
      providesTags: ['AccountSettings'],
    }),
    updateAccountSettings: build.mutation<AccountSettings, UpdateAccountSettingsRequest>({
      query: (body) => ({ method: 'PUT', path: 'account/settings', body }),
      transformResponse: (response: AccountSettingsResponse) => response.settings,
      // The answer is the settings as stored: every tab shows them without another request.
      async onQueryStarted(_patch, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(settingsApi.util.upsertQueryData('getAccountSettings', undefined, data));
      },
    }),
    changePassword: build.mutation<AuthUser, ChangePasswordRequest>({
      query: (body) => ({ method: 'POST', path: 'auth/change-password', body }),
      // Every older token (this tab's too) is refused from now on: the fresh one replaces it
      // before anything else can call the server with the old one.
      transformResponse: (response: ChangePasswordResponse) => {
        tokenStore.set(response.token);
        return response.user;
      },
    }),
  }),
});

export const { useGetAccountSettingsQuery, useUpdateAccountSettingsMutation, useChangePasswordMutation } = settingsApi;
