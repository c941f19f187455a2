import { demoApi } from '../../mock/api/demoApi';
import type { GridRow } from '../../mock/db/grid';

/** A row of the template's people table, numbered so selection and expansion have a stable key. */
export interface PersonRow extends GridRow {
  id: number;
}

/** The table pages' one call to the in-browser mock: GET /api/aggrid/data → {data}. */
export const tablesApi = demoApi.injectEndpoints({
  endpoints: (build) => ({
    tablePeople: build.query<PersonRow[], void>({
      query: () => ({ url: '/api/aggrid/data' }),
      transformResponse: (response: { data: GridRow[] }) => response.data.map((row, i) => ({ id: i + 1, ...row })),
      providesTags: [{ type: 'Grid', id: 'LIST' }],
    }),
  }),
});

export const { useTablePeopleQuery } = tablesApi;

/** "Ada Almeida": the name the tables show and search. */
export const fullName = (row: Pick<GridRow, 'firstname' | 'lastname'>) => `${row.firstname} ${row.lastname}`;
