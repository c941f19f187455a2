import { Navigate, type RouteObject } from 'react-router';

/** This demo app's routes (inside the admin shell), each page loaded lazily. */
export const routes: RouteObject[] = [
  { path: '/todo', element: <Navigate replace to="/todo/all" /> },
  { path: '/todo/:filter', lazy: async () => ({ Component: (await import('./TodoPage')).default }) },
];
