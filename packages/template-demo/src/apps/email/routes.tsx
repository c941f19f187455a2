import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { Navigate } from 'react-router';

/** The Email app: /email opens the inbox; /email/:filter is a folder, Starred or a label (any other goes to the inbox). */
export const routes: AppRoute[] = [
  { path: '/email', element: <Navigate replace to="/email/inbox" /> },
  { path: '/email/:filter', lazy: async () => ({ Component: (await import('./EmailPage')).default }) },
];
