import type { RouteObject } from 'react-router';
import { routes as calendar } from '../features/apps/calendar/routes';
import { routes as chat } from '../features/apps/chat/routes';
import { routes as dataList } from '../features/apps/data-list/routes';
import { routes as email } from '../features/apps/email/routes';
import { routes as todo } from '../features/apps/todo/routes';
import { routes as users } from '../features/apps/users/routes';

/** The template's demo apps, on the in-browser mock; inside the admin shell, each page lazy. */
export const demoAppRoutes: RouteObject[] = [...email, ...chat, ...todo, ...calendar, ...users, ...dataList];
