import type { RouteObject } from 'react-router';

/** This demo app's routes (inside the admin shell), each page loaded lazily. */
export const routes: RouteObject[] = [
  { path: '/calendar', lazy: async () => ({ Component: (await import('./CalendarPage')).default }) },
];
