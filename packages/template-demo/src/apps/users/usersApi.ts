import { demoApi } from '../../mock/api/demoApi';
import type { User, UserRole, UserStatus } from '../../mock/db/users';

export type { Permission, PermissionArea, User, UserRole, UserStatus } from '../../mock/db/users';

/** The list's query: text, filters and the page (the mock answers {users, total, totalPages}). */
export interface UserListQuery {
  page: number;
  perPage: number;
  q?: string;
  role?: UserRole;
  status?: UserStatus;
  verified?: 'true' | 'false';
}
export interface UserListPage {
  users: User[];
  total: number;
  totalPages: number;
}

/** The user list, view and edit pages' calls to the in-browser mock. */
export const usersApi = demoApi.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<UserListPage, UserListQuery>({
      query: ({ q, role, status, verified, page, perPage }) => ({
        url: '/api/users/list',
        params: { page, perPage, q: q || undefined, role, status, verified },
      }),
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result?.users.map((u) => ({ type: 'User' as const, id: u.id })) ?? []),
      ],
    }),
    /** The user with that id; without one, the first user. */
    getUser: build.query<User, number | undefined>({
      query: (id) => ({ url: '/api/users/user', params: id ? { id } : undefined }),
      providesTags: (result, _error, id) => [{ type: 'User', id: result?.id ?? id ?? 'FIRST' }],
    }),
    /** Merges the given fields into the user (by its id) and answers the user as saved. */
    updateUser: build.mutation<User, Partial<User> & { id: number }>({
      query: (user) => ({ url: '/api/users/update-user', method: 'POST', body: { user } }),
      invalidatesTags: (_result, error, user) =>
        error
          ? []
          : [
              { type: 'User', id: user.id },
              { type: 'User', id: 'LIST' },
            ],
    }),
    /** Removes the user; the list (and the user's own pages) forget them. */
    deleteUser: build.mutation<number, number>({
      query: (id) => ({ url: '/api/users/delete-user', method: 'POST', body: { id } }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'User', id },
              { type: 'User', id: 'LIST' },
            ],
    }),
  }),
});

export const { useListUsersQuery, useGetUserQuery, useUpdateUserMutation, useDeleteUserMutation } = usersApi;
