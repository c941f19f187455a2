import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { lazyPage } from '@vitrine/web/template/appLayout';

/** This demo app's routes (inside the admin shell), each page loaded lazily. */
export const routes: AppRoute[] = [
  { path: '/calendar', ...lazyPage(() => import('./CalendarPage'), ['calendar', 'apps']) },
];
