import type { RouteObject } from 'react-router';

/** The Chat app, one screen; the open thread is `?contact=` in the address. */
export const routes: RouteObject[] = [
  { path: '/chat', lazy: async () => ({ Component: (await import('./ChatPage')).default }) },
];
