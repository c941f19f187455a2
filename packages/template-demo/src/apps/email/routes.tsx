import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { lazyPage } from '@vitrine/web/template/appLayout';
import { Navigate } from 'react-router';

/** The Email app: /email opens the inbox; /email/:filter is a folder, Starred or a label (any other goes to the inbox). */
export const routes: AppRoute[] = [
  { path: '/email', element: <Navigate replace to="/email/inbox" /> },
  { path: '/email/:filter', ...lazyPage(() => import('./EmailPage'), ['email', 'apps']) },
];
