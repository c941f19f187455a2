import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';

/** The Chat app, one screen; the open thread is `?contact=` in the address. */
export const routes: AppRoute[] = [
  { path: '/chat', lazy: async () => ({ Component: (await import('./ChatPage')).default }) },
];
