import type { AppRoute } from '@vitrine/web/routing/lazyRoutes';
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

function route(page: CatalogPage): AppRoute {
  const load = loader(page);
  return { path: page.path, lazy: async () => ({ Component: (await load()).default }) };
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
