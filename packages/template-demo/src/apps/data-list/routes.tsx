import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { lazyPage } from '@vitrine/web/template/appLayout';
import { Navigate } from 'react-router';

const page = lazyPage(() => import('./DataListPage'), ['dataList', 'apps']);

/** This demo app's routes (inside the admin shell), each page loaded lazily; both views are one page. */
export const routes: AppRoute[] = [
  { path: '/data-list', element: <Navigate replace to="/data-list/list-view" /> },
  { path: '/data-list/list-view', ...page },
  { path: '/data-list/thumb-view', ...page },
];
