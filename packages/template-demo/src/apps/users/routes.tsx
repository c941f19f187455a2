import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { Navigate } from 'react-router';

const list = async () => ({ Component: (await import('./UserListPage')).default });
const view = async () => ({ Component: (await import('./UserViewPage')).default });
const edit = async () => ({ Component: (await import('./UserEditPage')).default });

/** This demo app's routes (inside the admin shell), each page loaded lazily. */
export const routes: AppRoute[] = [
  { path: '/app/user', element: <Navigate replace to="/app/user/list" /> },
  { path: '/app/user/list', lazy: list },
  { path: '/app/user/view', lazy: view },
  { path: '/app/user/view/:id', lazy: view },
  { path: '/app/user/edit', lazy: edit },
  { path: '/app/user/edit/:id', lazy: edit },
];
