import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { lazyPage } from '@vitrine/web/template/appLayout';
import { Navigate } from 'react-router';

const list = lazyPage(() => import('./UserListPage'), ['users', 'apps']);
const view = lazyPage(() => import('./UserViewPage'), ['users', 'apps']);
const edit = lazyPage(() => import('./UserEditPage'), ['users', 'apps']);

/** This demo app's routes (inside the admin shell), each page loaded lazily. */
export const routes: AppRoute[] = [
  { path: '/app/user', element: <Navigate replace to="/app/user/list" /> },
  { path: '/app/user/list', ...list },
  { path: '/app/user/view', ...view },
  { path: '/app/user/view/:id', ...view },
  { path: '/app/user/edit', ...edit },
  { path: '/app/user/edit/:id', ...edit },
];
