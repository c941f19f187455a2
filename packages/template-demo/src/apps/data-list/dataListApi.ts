import { demoApi } from '../../mock/api/demoApi';
import type { DataListItem } from '../../mock/db/datalist';

export type { DataListItem, DataListStatus, Popularity } from '../../mock/db/datalist';

/** An item as the side panel sends it: the mock checks each field and recomputes popularity's colour. */
export interface DataListInput {
  id?: number;
  name: string;
  category: string;
  order_status: string;
  price: string | null;
  popularity: number | string;
  img?: string;
}

const LIST = { type: 'DataList' as const, id: 'LIST' };

/** The data list's calls to the in-browser mock; the page sorts, filters and pages the whole list itself. */
export const dataListApi = demoApi.injectEndpoints({
  endpoints: (build) => ({
    initialData: build.query<DataListItem[], void>({
      query: () => ({ url: '/api/datalist/initial-data' }),
      providesTags: [LIST],
    }),
    addItem: build.mutation<DataListItem, DataListInput>({
      query: (obj) => ({ url: '/api/datalist/add-data', method: 'POST', body: { obj } }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    updateItem: build.mutation<DataListItem, DataListInput & { id: number }>({
      query: (obj) => ({ url: '/api/datalist/update-data', method: 'POST', body: { obj } }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    deleteItem: build.mutation<number, DataListItem>({
      query: (obj) => ({ url: '/api/datalist/delete-data', method: 'POST', body: { obj } }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    deleteSelected: build.mutation<number[], DataListItem[]>({
      query: (arr) => ({ url: '/api/datalist/delete-selected', method: 'POST', body: { arr } }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
  }),
});

export const {
  useInitialDataQuery,
  useAddItemMutation,
  useUpdateItemMutation,
  useDeleteItemMutation,
  useDeleteSelectedMutation,
} = dataListApi;
