import { inSections } from '@vitrine/contracts/route-registry';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { prefetchShopPage } from './api/storefront';
import { RouteError } from './components/RouteError';
import { Spinner } from './components/Spinner';
import { doorStringsReady } from './features/doors/strings';
import { isShopHome } from './features/storefront/shared/links';
import { ORDER_NAMESPACE, shopStringsReady } from './i18n/shop';
import { isAccountPath } from './template/accountPaths';
import { accountLayouts, notFoundRoute } from './template/accountRoutes';
import { lazyPage } from './template/appLayout';

/**
 * The route table only maps a path to a lazily loaded page, so a shopper downloads the storefront
 * and nothing of the account area or the template demo; their pages join the table on the first
 * visit to one of them (`patchRoutesOnNavigation` below).
 */

/** A shop page that shows the order strings (checkout, confirmation, an order): code and strings load together. */
const orderPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [page] = await Promise.all([
      load(),
      import.meta.env.SSR ? undefined : shopStringsReady(undefined, [ORDER_NAMESPACE]),
    ]);
    return { Component: page.default };
  },
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner fullScreen />,
    children: [
      // The server writes `/` (the home page, issue 31): reaching it from inside the app loads it from the server.
      { path: '/', ...lazyPage(() => import('./features/home/HomePage')) },
      {
        // The owner's doors (issue 31): their own small layout and the storefront's translator, so
        // the way in downloads neither the admin template nor i18next nor the app's Redux store.
        id: 'doors',
        lazy: async () => {
          const [{ default: Component }] = await Promise.all([
            import('./features/doors/DoorLayout'),
            import.meta.env.SSR ? undefined : doorStringsReady(),
          ]);
          return { Component };
        },
        children: [
          { path: '/login', ...lazyPage(() => import('./features/doors/LoginDoor')) },
          { path: '/pages/login', ...lazyPage(() => import('./features/doors/LoginDoor')) },
          { path: '/pages/register', ...lazyPage(() => import('./features/doors/RegisterDoor')) },
          { path: '/pages/forgot-password', ...lazyPage(() => import('./features/doors/ForgotPasswordDoor')) },
        ],
      },
      // The account area's and the admin template's layouts (full-screen and shell), all lazy.
      ...accountLayouts,
      {
        // One shop's pages share a layout that loads the catalogue once (navbar, cart, footer).
        path: '/:shopUrl',
        ...lazyPage(() => import('./features/storefront/layout/StorefrontLayout')),
        // Start the catalogue call and the storefront strings while the page's code downloads;
        // waiting for the strings here keeps the first render from suspending on them.
        loader: async ({ params, request }) => {
          // A server render has its data already (entry-server.tsx) and every string loaded.
          if (import.meta.env.SSR) return null;
          const url = new URL(request.url);
          if (params.shopUrl) prefetchShopPage(params.shopUrl, isShopHome(url.pathname) ? url.search : null);
          await shopStringsReady();
          return null;
        },
        shouldRevalidate: ({ currentParams, nextParams }) => currentParams.shopUrl !== nextParams.shopUrl,
        children: [
          { index: true, ...lazyPage(() => import('./features/storefront/catalogue/CataloguePage')) },
          {
            path: 'product-detail/:slug/:encodedId',
            ...lazyPage(() => import('./features/storefront/product/ProductPage')),
          },
          { path: 'checkout', ...orderPage(() => import('./features/storefront/checkout/CheckoutPage')) },
          { path: 'order-confirmation', ...orderPage(() => import('./features/storefront/checkout/ConfirmationPage')) },
          { path: 'order/:orderNumber/:token', ...orderPage(() => import('./features/storefront/order/OrderPage')) },
        ],
      },
      notFoundRoute,
    ],
  },
];

/** The template demo's catalog pages (packages/template-demo, `catalog/pages.ts`) sit one level under their section. */
const isCatalogPath = (pathname: string) => /^\/[^/]+\//.test(pathname) && inSections(pathname, 'demoCatalog');
let catalogAdded = false;
let accountAdded = false;

/**
 * A server-rendered page hydrates with its matched routes already loaded: a lazy route still
 * loading would show the hydrate fallback instead of the HTML the server sent.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrationData` when the page came rendered from the server. */
export async function createAppRouter(hydrationData?: HydrationState) {
  if (hydrationData) await loadMatchedRoutes();
  return createBrowserRouter(routes, {
    basename: '/',
    hydrationData,
    // The account area's pages and the template's ~100 catalog pages join the table on the first
    // visit to one of them, so the storefront's first download carries none of their routes.
    // React Router asks for every path that matched nothing or only by a parameter (`/:shopUrl`).
    patchRoutesOnNavigation: async ({ path, patch }) => {
      const pathname = path.split(/[?#]/)[0] ?? path;
      if (!accountAdded && isAccountPath(pathname)) {
        const [{ accountPages }, { loadTemplateDemo }] = await Promise.all([
          import('./template/accountPages'),
          import('./template/templateDemo'),
        ]);
        // The demo apps' pages join the account area's (TEMPLATE_DEMO on); the admin shell, whose
        // menu lists them, loads only once a page under it is patched in, so after the demo.
        await loadTemplateDemo();
        const { shell, fullScreen } = accountPages();
        patch('admin-shell', shell);
        patch('full-screen', fullScreen);
        accountAdded = true;
      }
      if (!catalogAdded && isCatalogPath(pathname)) {
        const { loadTemplateDemo } = await import('./template/templateDemo');
        const demo = await loadTemplateDemo();
        if (demo) {
          const { shell, fullScreen } = demo.catalogRoutes();
          patch('admin-shell', shell);
          patch('full-screen', fullScreen);
        }
        catalogAdded = true;
      }
    },
  });
}
