import { inSections } from '@vitrine/contracts/route-registry';
import { type ReactNode, use } from 'react';
import { type Location, useLocation, useRoutes } from 'react-router';
import { prefetchShopPage } from './api/storefront';
import { doorStringsReady } from './features/doors/strings';
import { isShopHome } from './features/storefront/shared/links';
import { ORDER_NAMESPACE, shopStringsReady } from './i18n/shop';
import {
  type AppRoute,
  elementRoutes,
  forgetFailedRoutes,
  loadRoute,
  matchAppRoutes,
  preloadRoutes,
  settledForUse,
} from './routing/lazyRoutes';
import { RouteBoundary } from './routing/RouteBoundary';
import { isAccountPath, isShopOwnerPath } from './template/accountPaths';
import { accountLayouts, notFoundRoute } from './template/accountRoutes';
import { lazyPage } from './template/appLayout';

/**
 * The route table only maps a path to a lazily loaded page, so a shopper downloads the storefront
 * and nothing of the account area or the template demo; their pages join the table on the first
 * visit to one of them (`sectionsOf` below). The browser and the server render it with `useRoutes`
 * (`AppRoutes`), the same tree on both sides.
 */

/** A shop page that shows the order strings (checkout, confirmation, an order): code and strings load together. */
const orderPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<AppRoute, 'lazy'> => ({
  lazy: async () => {
    const [page] = await Promise.all([
      load(),
      import.meta.env.SSR ? undefined : shopStringsReady(undefined, [ORDER_NAMESPACE]),
    ]);
    return { Component: page.default };
  },
});

export const routes: AppRoute[] = [
  // The server writes `/` (the home page): reaching it from inside the app loads it from the server.
  { path: '/', ...lazyPage(() => import('./features/home/HomePage')) },
  {
    // The owner's doors (sign-in, sign-up, forgot password): their own small layout and the storefront's translator, so
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
    // Start the catalogue call and the storefront strings while the layout's code downloads;
    // waiting for the strings here keeps the first render from suspending on them.
    prepare: ({ params, location }) => {
      // A server render has its data already (entry-server.tsx) and every string loaded.
      if (import.meta.env.SSR) return undefined;
      if (params.shopUrl) prefetchShopPage(params.shopUrl, isShopHome(location.pathname) ? location.search : null);
      return shopStringsReady();
    },
    children: [
      { index: true, ...lazyPage(() => import('./features/storefront/catalogue/CataloguePage')) },
      {
        path: 'product-detail/:slug/:encodedId',
        ...lazyPage(() => import('./features/storefront/product/ProductPage')),
      },
      {
        path: 'checkout',
        ...orderPage(() =>
          import('./features/storefront/checkout/CheckoutPage').then(async (page) => {
            await page.preloadForCart();
            return page;
          }),
        ),
      },
      { path: 'order-confirmation', ...orderPage(() => import('./features/storefront/checkout/ConfirmationPage')) },
      { path: 'order/:orderNumber/:token', ...orderPage(() => import('./features/storefront/order/OrderPage')) },
    ],
  },
  notFoundRoute,
];

/** The table as `useRoutes` renders it; made again when a section's pages join it. */
let rendered = elementRoutes(routes);

/** Adds pages under one of the account layouts (`full-screen`, `admin-shell`). */
function layoutRoute(id: string): AppRoute {
  const layout = accountLayouts.find((route) => route.id === id);
  if (!layout) throw new Error(`No layout route ${id}`);
  return layout;
}

function patch(id: string, pages: AppRoute[]): void {
  const layout = layoutRoute(id);
  layout.children = [...(layout.children ?? []), ...pages];
}

const adminShell = layoutRoute('admin-shell');

async function addAccountPages(pathname: string): Promise<void> {
  // The shop's own pages are all in the admin shell: its code, strings and session check start
  // now, beside the demo's code. The shell's first render needs the demo (its menu lists the demo's
  // apps), but its code does not, so the two downloads need not wait for each other.
  const location = { pathname, search: '' };
  if (isShopOwnerPath(pathname)) void loadRoute(adminShell, { params: {}, location });
  const pages = import('./template/accountPages').then(({ accountPages }) => accountPages());
  // The opened page's code too, as soon as the table names it: not after the demo's code, which
  // the section waits for (below), nor after the shell's session check.
  void pages.then(({ shell, fullScreen }) => preloadRoutes(elementRoutes([...shell, ...fullScreen]), location));
  const [{ shell, fullScreen }, demo] = await Promise.all([
    pages,
    import('./template/templateDemo').then(({ loadTemplateDemo }) => loadTemplateDemo()),
  ]);
  // The demo apps' pages join the account area's (TEMPLATE_DEMO on).
  patch('admin-shell', [...shell, ...(demo?.appRoutes ?? [])]);
  patch('full-screen', fullScreen);
}

async function addCatalogPages(): Promise<void> {
  const { loadTemplateDemo } = await import('./template/templateDemo');
  const demo = await loadTemplateDemo();
  if (!demo) return;
  const { shell, fullScreen } = demo.catalogRoutes();
  patch('admin-shell', shell);
  patch('full-screen', fullScreen);
}

interface Section {
  promise: Promise<void>;
  failed?: { error: unknown };
}

const sections = new Map<string, Section>();

function section(name: string, add: () => Promise<void>): Section {
  const known = sections.get(name);
  if (known) return known;
  const added: Section = {
    promise: settledForUse(
      add().then(
        () => {
          rendered = elementRoutes(routes);
        },
        (error: unknown) => {
          added.failed = { error };
        },
      ),
    ),
  };
  sections.set(name, added);
  return added;
}

/** The template demo's catalog pages (packages/template-demo, `catalog/pages.ts`) sit one level under their section. */
const isCatalogPath = (pathname: string) => /^\/[^/]+\//.test(pathname) && inSections(pathname, 'demoCatalog');

/**
 * The sections whose pages an address needs, added (or being added) to the table: the account
 * area's pages and the template's ~100 catalog pages join it on the first visit to one of them, so
 * the storefront's first download carries none of their routes. Until then `/dashboard` would match
 * `/:shopUrl`, so the routes wait for them before matching.
 */
function sectionsOf(pathname: string): Section[] {
  const needed: Section[] = [];
  const wants = (name: string) => sections.has(name) || !matchesStatically(pathname);
  if (isAccountPath(pathname) && wants('account')) needed.push(section('account', () => addAccountPages(pathname)));
  if (isCatalogPath(pathname) && wants('catalog')) needed.push(section('catalog', addCatalogPages));
  return needed;
}

/** Whether a page already in the table names the address by its own path, not by a parameter (the doors). */
function matchesStatically(pathname: string): boolean {
  const matches = matchAppRoutes(rendered, pathname);
  return matches.length > 0 && matches.every(({ route }) => !route.path || !/[:*]/.test(route.path));
}

function forgetFailures(): void {
  forgetFailedRoutes();
  for (const [name, { failed }] of sections) if (failed) sections.delete(name);
}

function MatchedRoutes({ location }: { location: Location }): ReactNode {
  for (const needed of sectionsOf(location.pathname)) {
    // On every render while the address needs the section: at once when it is in.
    use(needed.promise);
    if (needed.failed) throw needed.failed.error;
  }
  return useRoutes(rendered, location);
}

/** The app's pages: what the address names, in the routes' error boundary. */
export function AppRoutes(): ReactNode {
  const location = useLocation();
  return (
    <RouteBoundary location={location} onReset={forgetFailures}>
      <MatchedRoutes location={location} />
    </RouteBoundary>
  );
}

/**
 * Loads what an address's first render needs (its sections, its routes' code and strings), so it
 * shows the page at once and a server-rendered page hydrates the very markup it came with.
 */
export async function routesReady(location: { pathname: string; search: string }): Promise<void> {
  await Promise.all(sectionsOf(location.pathname).map((needed) => needed.promise));
  await preloadRoutes(rendered, location);
}

/** The routes an address matches on the server (entry-server.tsx), outermost first. */
export const serverRoutes = () => rendered;
