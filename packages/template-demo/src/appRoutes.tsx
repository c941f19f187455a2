import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { routes as calendar } from './apps/calendar/routes';
import { routes as chat } from './apps/chat/routes';
import { routes as dataList } from './apps/data-list/routes';
import { routes as email } from './apps/email/routes';
import { routes as todo } from './apps/todo/routes';
import { routes as users } from './apps/users/routes';

/** The template's demo apps, on the in-browser mock; inside the admin shell, each page lazy. */
export const demoAppRoutes: AppRoute[] = [...email, ...chat, ...todo, ...calendar, ...users, ...dataList];
