import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { lazyPage } from '@vitrine/web/template/appLayout';

/** The Chat app, one screen; the open thread is `?contact=` in the address. */
export const routes: AppRoute[] = [{ path: '/chat', ...lazyPage(() => import('./ChatPage'), ['chat', 'apps']) }];
