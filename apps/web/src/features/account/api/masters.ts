import type { Country, MasterItem, State } from '@vitrine/contracts';
import { asList } from '../../../api/http';
import { ownerApi } from './ownerApi';

type MasterType = 'country_list' | 'business_categories' | 'order_status' | 'shop_image_types' | 'delivery_types';
type Answer = Record<string, unknown>;

/**
 * The option lists (GET getmaster/{type}, public) the account forms offer. RTK Query keeps each
 * list, and each country's states, for the session: switching back to a country asks nothing again.
 */
const mastersApi = ownerApi.injectEndpoints({
  endpoints: (build) => ({
    getMasterList: build.query<MasterItem[], MasterType>({
      query: (type) => ({ path: `getmaster/${type}` }),
      // The list sits in the field named by the type (spec section 7), as a list or keyed by id.
      transformResponse: (body: Answer, _meta, type) => asList(body[type] as MasterItem[] | Record<string, MasterItem>),
      keepUnusedDataFor: 3600,
    }),
    getCountryList: build.query<Country[], void>({
      query: () => ({ path: 'getmaster/country_list' }),
      transformResponse: (body: Answer) => asList(body.country_list as Country[] | Record<string, Country>),
      keepUnusedDataFor: 3600,
    }),
    getStateList: build.query<State[], number>({
      query: (countryId) => ({ path: `getmaster/state_list/${countryId}` }),
      transformResponse: (body: Answer) => asList(body.state_list as State[] | Record<string, State>),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetMasterListQuery, useGetCountryListQuery, useGetStateListQuery } = mastersApi;
