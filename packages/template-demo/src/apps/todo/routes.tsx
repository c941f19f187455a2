import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { lazyPage } from '@vitrine/web/template/appLayout';
import { Navigate } from 'react-router';

/** This demo app's routes (inside the admin shell), each page loaded lazily. */
export const routes: AppRoute[] = [
  { path: '/todo', element: <Navigate replace to="/todo/all" /> },
  { path: '/todo/:filter', ...lazyPage(() => import('./TodoPage'), ['todo', 'apps']) },
];
