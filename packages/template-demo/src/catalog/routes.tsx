import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
import { lazyPage } from '@vitrine/web/template/appLayout';
import type { CatalogPage } from '@vitrine/web/template/catalog/pages';
import { catalogPages } from './pages';

type PageModule = { default: React.ComponentType };

/** Every page module the catalog may name; Vite makes each a lazy chunk of its own. */
const modules = import.meta.glob<PageModule>(
  '../{ui,dashboards,ecommerce-demo,pages,invoice,tables,charts,maps,misc}/**/*Page.tsx',
);

export const moduleKey = (module: string) => `../${module}.tsx`;

const loader = (page: CatalogPage) => modules[moduleKey(page.module ?? '')];

/** Whether the page module a catalog entry names exists (catalog.test.ts checks every entry). */
export const hasPageModule = (page: CatalogPage) => Boolean(loader(page));

/** Each page family's strings (an i18next namespace), by the folder its modules are in. */
const namespaceByFolder: Record<string, string> = {
  'ui/forms': 'uiForms',
  'ui/elements': 'uiElements',
  'ui/cards': 'uiElements',
  'ui/extra-components': 'uiElements',
  'ui/components': 'uiComponents',
  'ui/extensions': 'uiExtensions',
  'ecommerce-demo': 'ecommerceDemo',
  pages: 'templatePages',
  invoice: 'invoice',
  tables: 'tables',
  charts: 'charts',
  maps: 'maps',
  misc: 'miscPages',
  dashboards: 'dashboards',
};

/**
 * The namespaces a catalog page's module shows, loaded with its code (web `lazyPage`): a page opened
 * first (a link, a reload) would otherwise suspend on them, and the app's fallback would hold it
 * back 300 ms. catalog.test.ts checks each page's own file against them.
 */
export const pageNamespaces = (module: string): string[] => {
  const folder = Object.keys(namespaceByFolder).find((name) => module.startsWith(`${name}/`));
  return folder ? [namespaceByFolder[folder]] : [];
};

function route(page: CatalogPage): AppRoute {
  return { path: page.path, ...lazyPage(loader(page), pageNamespaces(page.module ?? '')) };
}

/**
 * The catalog's routes, added to the route table on the first visit to one of their paths
 * (React Router's `patchRoutesOnNavigation`): inside the admin shell or in the full-screen layout.
 * The product's own pages (settings, lock screen, password reset, errors) are the web app's
 * (template/accountPages.tsx); the web app loads this package only with TEMPLATE_DEMO on.
 */
export function catalogRoutes(): { shell: AppRoute[]; fullScreen: AppRoute[] } {
  // A page without its module (catalog.test.ts fails on that) is left to the 404 page.
  const routed = catalogPages.filter((p) => p.module && loader(p));
  return {
    shell: routed.filter((p) => (p.layout ?? 'shell') === 'shell').map(route),
    fullScreen: routed.filter((p) => p.layout === 'full-screen').map(route),
  };
}
