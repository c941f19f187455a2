import type { AppRoute } from '../routing/lazyRoutes';
import { lazyPage } from './appLayout';
import { loadedTemplateDemo } from './templateDemo';

/**
 * The account area's and the demo apps' pages, in the full-screen layout (errors; the sign-in,
 * sign-up and forgot-password doors are routes.tsx's own) and inside the admin shell. They join the route table on the first visit to one of
 * their paths (routes.tsx, `isAccountPath`), so a shop page's first download carries none of them.
 */
export function accountPages(): { fullScreen: AppRoute[]; shell: AppRoute[] } {
  return {
    fullScreen: [
      { path: '/misc/not-authorized', ...lazyPage(() => import('../features/errors/NotAuthorizedPage')) },
      { path: '/misc/error/404', ...lazyPage(() => import('../features/errors/NotFoundPage')) },
      { path: '/misc/error/500', ...lazyPage(() => import('../features/errors/ServerErrorPage')) },
      { path: '/pages/lock-screen', ...lazyPage(() => import('../features/lock-screen/LockScreenPage')) },
      {
        path: '/pages/reset-password',
        ...lazyPage(() => import('../features/account/password-reset/ResetPasswordPage')),
      },
    ],
    shell: [
      { path: '/dashboard', ...lazyPage(() => import('../features/account/dashboard/OwnerDashboardPage')) },
      { path: '/ecommerce-dashboard', ...lazyPage(() => import('../features/account/admin/AdminDashboardPage')) },
      { path: '/shop-profile/edit', ...lazyPage(() => import('../features/account/profile/EditAccountPage')) },
      { path: '/shop-profile/header', ...lazyPage(() => import('../features/account/header/HeaderDesignerPage')) },
      { path: '/account/products', ...lazyPage(() => import('../features/account/products/ProductListPage')) },
      { path: '/account/products/new', ...lazyPage(() => import('../features/account/products/ProductEditPage')) },
      {
        path: '/account/products/import',
        ...lazyPage(() => import('../features/account/products/import/ImportPage')),
      },
      {
        path: '/account/products/:productId',
        ...lazyPage(() => import('../features/account/products/ProductEditPage')),
      },
      { path: '/account/categories', ...lazyPage(() => import('../features/account/categories/CategoriesPage')) },
      { path: '/account/orders', ...lazyPage(() => import('../features/account/orders/OrderListPage')) },
      { path: '/account/orders/:orderId', ...lazyPage(() => import('../features/account/orders/OrderDetailPage')) },
      { path: '/account/delivery', ...lazyPage(() => import('../features/account/delivery/DeliveryPage')) },
      { path: '/account/discounts', ...lazyPage(() => import('../features/account/discounts/DiscountsPage')) },
      { path: '/pages/account-settings', ...lazyPage(() => import('../features/settings/AccountSettingsPage')) },
      { path: '/admin/reports', ...lazyPage(() => import('../features/account/admin/ReportsPage')) },
      // The demo apps (TEMPLATE_DEMO on): routes.tsx loads the demo before it adds these pages.
      ...(loadedTemplateDemo()?.appRoutes ?? []),
    ],
  };
}
