// No zod here: the storefront, the web router and the server all import this file on its own
// (`@vitrine/contracts/route-registry`).

/**
 * Every first path segment that is not a shop, in one place, by who answers it. A shop's address
 * (`/{shop_catalogue_url}`) can be none of them; the web router, server rendering and the SEO pages
 * tell a shop path from the others by these lists alone. To add a page under a new first segment,
 * add the segment here (docs/ARCHITECTURE.md, "Adding a route"); architecture tests fail on a
 * route whose first segment is missing.
 */
export const routeSections = {
  /** Answered by the server itself: the API, files, share-card pictures, sitemaps. */
  server: ['api', 'assets', 'static', 'media', 'og', 'docs', 'favicon.ico', 'robots.txt', 'sitemap.xml'],
  /** The signed-in area of the web app: the owner's shop pages, the admin's, sign-in and its siblings. */
  account: ['login', 'pages', 'misc', 'dashboard', 'shop-profile', 'account', 'admin'],
  /** The template demo's apps (Email, Chat, To-do, Calendar, Users, Data list), TEMPLATE_DEMO only. */
  demoApps: ['app', 'calendar', 'chat', 'data-list', 'email', 'todo', 'ecommerce-dashboard'],
  /** The template demo's catalog pages (components, charts, tables, maps, …), TEMPLATE_DEMO only. */
  demoCatalog: [
    'ui-element',
    'components',
    'extra-components',
    'forms',
    'extensions',
    'cards',
    'colors',
    'icons',
    'tables',
    'charts',
    'maps',
    'ecommerce',
    'pages',
    'misc',
    'dashboard',
  ],
  /** Answered by nothing yet, kept from shops: words a shopper would take for the product's own pages. */
  held: ['apps', 'checkout', 'constructor', 'logout', 'owner', 'prototype', 'register'],
} as const satisfies Record<string, readonly string[]>;

export type RouteSection = keyof typeof routeSections;

/** The shop's own pages in the account area, as opposed to sign-in, the admin's pages and the demo's. */
export const shopOwnerSections = [
  'dashboard',
  'shop-profile',
  'account',
] as const satisfies readonly (typeof routeSections.account)[number][];

/** Catalogue URLs that the product's own routes use; a shop can never take one. */
export const reservedCatalogueUrls: readonly string[] = [...new Set(Object.values(routeSections).flat())].sort();

/** `/account/orders/7` → `account`; `/` → ''. */
export const firstSegment = (pathname: string): string => /^\/([^/?#]*)/.exec(pathname)?.[1] ?? '';

/** Whether a path's first segment belongs to one of these sections (`/account/orders/7` to `account`). */
export function inSections(pathname: string, ...sections: RouteSection[]): boolean {
  const segment = firstSegment(pathname);
  return sections.some((section) => (routeSections[section] as readonly string[]).includes(segment));
}
