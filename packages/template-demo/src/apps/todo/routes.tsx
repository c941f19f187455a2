import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { Navigate } from 'react-router';

/** This demo app's routes (inside the admin shell), each page loaded lazily. */
export const routes: AppRoute[] = [
  { path: '/todo', element: <Navigate replace to="/todo/all" /> },
  { path: '/todo/:filter', lazy: async () => ({ Component: (await import('./TodoPage')).default }) },
];
