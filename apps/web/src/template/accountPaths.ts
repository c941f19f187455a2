import { firstSegment, inSections, shopOwnerSections } from '@vitrine/contracts/route-registry';

/**
 * The account area's and the demo apps' pages (accountPages.tsx), by their first path segment in
 * the route registry (contracts/route-registry.ts). A path under one of them makes the router add
 * those pages before it matches (routes.tsx), and the server never renders it as a shop
 * (entry-server.tsx). accountPaths.test.ts checks the registry against every page.
 */
export const isAccountPath = (pathname: string): boolean => inSections(pathname, 'account', 'demoApps');

/**
 * The shop's own pages in the owner's area (dashboard, shop profile, products, categories, orders),
 * as opposed to the template's demo pages beside them: live order news is for these.
 */
export const isShopOwnerPath = (pathname: string): boolean =>
  (shopOwnerSections as readonly string[]).includes(firstSegment(pathname));
