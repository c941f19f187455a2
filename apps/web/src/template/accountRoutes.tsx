import type { RouteObject } from 'react-router';
import { templateDemoEnabled } from '../api/base';
import { appLayout } from './appLayout';
import { demoAppRoutes } from './demoRoutes';

/** A lazily loaded page or layout: the route table never pulls account or template code into the storefront. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const fullScreen = () => import('./FullScreenShell');

/**
 * The account area and the template's pages: full-screen ones (sign-in, register, errors) and
 * those inside the admin shell, which signs the owner in and checks the menu permissions.
 */
export const accountRoutes: RouteObject[] = [
  {
    id: 'full-screen',
    ...appLayout(fullScreen),
    children: [
      { path: '/login', ...lazyPage(() => import('../features/account/auth/LoginPage')) },
      { path: '/pages/login', ...lazyPage(() => import('../features/account/auth/LoginPage')) },
      { path: '/pages/register', ...lazyPage(() => import('../features/account/auth/RegisterPage')) },
      { path: '/misc/not-authorized', ...lazyPage(() => import('../features/misc/NotAuthorizedPage')) },
      { path: '/misc/error/404', ...lazyPage(() => import('../features/misc/NotFoundPage')) },
    ],
  },
  {
    id: 'admin-shell',
    ...appLayout(() => import('./AdminShell')),
    children: [
      { path: '/dashboard', ...lazyPage(() => import('../features/account/dashboard/OwnerDashboardPage')) },
      { path: '/ecommerce-dashboard', ...lazyPage(() => import('../features/account/admin/AdminDashboardPage')) },
      { path: '/shop-profile/edit', ...lazyPage(() => import('../features/account/profile/EditAccountPage')) },
      { path: '/shop-profile/header', ...lazyPage(() => import('../features/account/header/HeaderDesignerPage')) },
      { path: '/account/products', ...lazyPage(() => import('../features/account/products/ProductListPage')) },
      { path: '/account/products/new', ...lazyPage(() => import('../features/account/products/ProductEditPage')) },
      {
        path: '/account/products/:productId',
        ...lazyPage(() => import('../features/account/products/ProductEditPage')),
      },
      { path: '/account/categories', ...lazyPage(() => import('../features/account/categories/CategoriesPage')) },
      { path: '/account/orders', ...lazyPage(() => import('../features/account/orders/OrderListPage')) },
      { path: '/account/orders/:orderId', ...lazyPage(() => import('../features/account/orders/OrderDetailPage')) },
      { path: '/admin/reports', ...lazyPage(() => import('../features/account/admin/ReportsPage')) },
      ...(templateDemoEnabled() ? demoAppRoutes : []),
    ],
  },
];

/** The 404 for every unknown path, in the full-screen layout; stays the last route. */
export const notFoundRoute: RouteObject = {
  ...appLayout(fullScreen),
  children: [{ path: '*', ...lazyPage(() => import('../features/misc/NotFoundPage')) }],
};
