import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';

/** This demo app's routes (inside the admin shell), each page loaded lazily. */
export const routes: AppRoute[] = [
  { path: '/calendar', lazy: async () => ({ Component: (await import('./CalendarPage')).default }) },
];
