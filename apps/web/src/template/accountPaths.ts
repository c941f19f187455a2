/**
 * The first path segments of the account area's and the demo apps' pages (accountPages.tsx). A
 * path under one of them makes the router add those pages before it matches (routes.tsx), and the
 * server never renders it as a shop (entry-server.tsx). accountPaths.test.ts checks the list
 * against every page.
 */
const accountSections =
  /^\/(login|pages|misc|dashboard|ecommerce-dashboard|shop-profile|account|admin|app|calendar|chat|data-list|email|todo)(\/|$)/;

export const isAccountPath = (pathname: string): boolean => accountSections.test(pathname);

/**
 * The shop's own pages in the owner's area (dashboard, shop profile, products, categories, orders),
 * as opposed to the template's demo pages beside them: live order news is for these (issue 27).
 */
export const isShopOwnerPath = (pathname: string): boolean =>
  /^\/(dashboard|shop-profile|account)(\/|$)/.test(pathname);
