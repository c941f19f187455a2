import type { AppRoute } from '../routing/lazyRoutes';

/** A lazily loaded page: its code comes when it is opened, so the route table pulls no page into a first download. */
export const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<AppRoute, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * A top-level layout of the account area or the template (or the home page): it loads with
 * i18next and the app's Redux store, which a shopper on a shop page never downloads (issue 11).
 * Pages below it use both as before.
 */
export const appLayout = (load: () => Promise<{ default: React.ComponentType }>): Pick<AppRoute, 'lazy'> => ({
  lazy: async () => {
    const [{ default: Page }, { i18nReady }, { AppState }] = await Promise.all([
      load(),
      import('../i18n'),
      import('./AppState'),
    ]);
    await i18nReady;
    return {
      Component: () => (
        <AppState>
          <Page />
        </AppState>
      ),
    };
  },
});
