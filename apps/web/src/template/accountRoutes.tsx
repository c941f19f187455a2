import type { AppRoute } from '../routing/lazyRoutes';
import { appLayout, lazyPage } from './appLayout';

const fullScreen = () => import('./FullScreenShell');

/**
 * The account area's and the template's two layouts: full-screen (sign-in, register, errors) and
 * the admin shell, which signs the owner in and checks the menu permissions. Their pages join them
 * when first needed (accountPages.tsx, template/catalog/routes.tsx): `patch(id, pages)`.
 */
export const accountLayouts: AppRoute[] = [
  { id: 'full-screen', ...appLayout(fullScreen), children: [] },
  {
    id: 'admin-shell',
    ...appLayout(() => import('./AdminShell'), ['shell']),
    // The owner's stored session is checked beside the shell's code, not once the shell has rendered.
    prepare: () =>
      import.meta.env.SSR
        ? undefined
        : import('../features/account/auth/sessionCheck').then(({ checkSessionAhead }) => checkSessionAhead()),
    children: [],
  },
];

/** The 404 for every unknown path, in the full-screen layout; stays the last route. */
export const notFoundRoute: AppRoute = {
  ...appLayout(fullScreen),
  children: [{ path: '*', ...lazyPage(() => import('../features/errors/NotFoundPage')) }],
};
