import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { Navigate } from 'react-router';

const page = async () => ({ Component: (await import('./DataListPage')).default });

/** This demo app's routes (inside the admin shell), each page loaded lazily; both views are one page. */
export const routes: AppRoute[] = [
  { path: '/data-list', element: <Navigate replace to="/data-list/list-view" /> },
  { path: '/data-list/list-view', lazy: page },
  { path: '/data-list/thumb-view', lazy: page },
];
