import type { AppRoute } from '../routing/lazyRoutes';

type PageModule = () => Promise<{ default: React.ComponentType }>;

/**
 * A lazily loaded page: its code comes when it is opened, so the route table pulls no page into a
 * first download. A page of the account area or the template names its i18next namespaces, which
 * load with its code (i18n `namespacesReady`); a shop page names none and never loads i18next.
 */
export const lazyPage = (load: PageModule, namespaces: readonly string[] = []): Pick<AppRoute, 'lazy'> => ({
  lazy: async () => {
    const [page] = await Promise.all([
      load(),
      namespaces.length > 0 && import('../i18n').then(({ namespacesReady }) => namespacesReady(namespaces)),
    ]);
    return { Component: page.default };
  },
});

/**
 * A top-level layout of the account area or the template (or the home page): it loads with
 * i18next and the app's Redux store, which a shopper on a shop page never downloads
 * (a shop page must stay within its script budget).
 * Pages below it use both as before.
 */
export const appLayout = (load: PageModule, namespaces: readonly string[] = []): Pick<AppRoute, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Page }, , { AppState }] = await Promise.all([
      load(),
      import('../i18n').then(({ namespacesReady }) => namespacesReady(namespaces)),
      import('./AppState'),
    ]);
    return {
      Component: () => (
        <AppState>
          <Page />
        </AppState>
      ),
    };
  },
});
