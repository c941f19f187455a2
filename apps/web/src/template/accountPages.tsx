import type { AppRoute } from '../routing/lazyRoutes';
import { lazyPage } from './appLayout';

/** The namespaces most owner pages show (a page's own come with its code: `lazyPage`). */
const account = ['account'];
/** The product pages also offer the spreadsheet's import and export. */
const products = ['account', 'catalogueImport'];

/**
 * A page's first reads, asked as soon as its route is known (beside its code and the session
 * check), not once the shell has rendered it (ownerClient `getAhead`). Browser only.
 */
const readAhead = (paths: readonly string[]) => () =>
  import.meta.env.SSR
    ? undefined
    : import('../features/account/api/ownerClient').then(
        ({ getAhead }) => {
          for (const path of paths) getAhead(path);
        },
        // Only a head start: the page asks for itself.
        () => undefined,
      );

/**
 * The account area's and the demo apps' pages, in the full-screen layout (errors; the sign-in,
 * sign-up and forgot-password doors are routes.tsx's own) and inside the admin shell. They join the route table on the first visit to one of
 * their paths (routes.tsx, `isAccountPath`), so a shop page's first download carries none of them;
 * the demo apps' pages (TEMPLATE_DEMO on) join them there.
 */
export function accountPages(): { fullScreen: AppRoute[]; shell: AppRoute[] } {
  return {
    fullScreen: [
      { path: '/misc/not-authorized', ...lazyPage(() => import('../features/errors/NotAuthorizedPage')) },
      { path: '/misc/error/404', ...lazyPage(() => import('../features/errors/NotFoundPage')) },
      { path: '/misc/error/500', ...lazyPage(() => import('../features/errors/ServerErrorPage'), ['miscPages']) },
      {
        path: '/pages/lock-screen',
        ...lazyPage(() => import('../features/lock-screen/LockScreenPage'), ['lockScreen']),
      },
      {
        path: '/pages/reset-password',
        ...lazyPage(() => import('../features/account/password-reset/ResetPasswordPage'), ['passwordReset']),
      },
    ],
    shell: [
      {
        path: '/dashboard',
        ...lazyPage(() => import('../features/account/dashboard/OwnerDashboardPage'), account),
        prepare: readAhead(['account/dashboard', 'account/setup']),
      },
      {
        path: '/ecommerce-dashboard',
        ...lazyPage(() => import('../features/account/admin/AdminDashboardPage'), ['account', 'dashboards']),
      },
      { path: '/shop-profile/edit', ...lazyPage(() => import('../features/account/profile/EditAccountPage'), account) },
      {
        path: '/shop-profile/header',
        ...lazyPage(() => import('../features/account/header/HeaderDesignerPage'), account),
      },
      {
        path: '/account/products',
        ...lazyPage(() => import('../features/account/products/ProductListPage'), products),
      },
      {
        path: '/account/products/new',
        ...lazyPage(() => import('../features/account/products/ProductEditPage'), products),
      },
      {
        path: '/account/products/import',
        ...lazyPage(() => import('../features/account/products/import/ImportPage'), ['catalogueImport']),
      },
      {
        path: '/account/products/:productId',
        ...lazyPage(() => import('../features/account/products/ProductEditPage'), products),
      },
      {
        path: '/account/categories',
        ...lazyPage(() => import('../features/account/categories/CategoriesPage'), account),
      },
      {
        path: '/account/customers',
        ...lazyPage(() => import('../features/account/customers/CustomerListPage'), account),
      },
      { path: '/account/orders', ...lazyPage(() => import('../features/account/orders/OrderListPage'), account) },
      {
        path: '/account/orders/:orderId',
        ...lazyPage(() => import('../features/account/orders/OrderDetailPage'), ['account', 'invoice']),
      },
      {
        path: '/account/delivery',
        ...lazyPage(() => import('../features/account/delivery/DeliveryPage'), ['delivery', 'account']),
      },
      { path: '/account/discounts', ...lazyPage(() => import('../features/account/discounts/DiscountsPage'), account) },
      {
        path: '/pages/account-settings',
        ...lazyPage(() => import('../features/settings/AccountSettingsPage'), ['settings']),
      },
      { path: '/admin/reports', ...lazyPage(() => import('../features/account/admin/ReportsPage'), account) },
      { path: '/admin/shops', ...lazyPage(() => import('../features/account/admin/ShopsPage'), account) },
    ],
  };
}
