import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './components/RouteError';
import { Spinner } from './components/Spinner';

/**
 * The route table only maps a path to a lazily loaded page, so a shopper downloads
 * the storefront and nothing of the account area or the template demo.
 */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <Spinner fullScreen />,
    children: [
      { path: '/', ...page(() => import('./features/home/HomePage')) },
      { path: '/login', ...page(() => import('./features/account/auth/LoginPage')) },
      { path: '/shop-profile/edit', ...page(() => import('./features/account/profile/EditAccountPage')) },
      { path: '/misc/not-authorized', ...page(() => import('./features/misc/NotAuthorizedPage')) },
      { path: '/misc/error/404', ...page(() => import('./features/misc/NotFoundPage')) },
      { path: '/:shopUrl', ...page(() => import('./features/storefront/catalogue/CataloguePage')) },
      {
        path: '/:shopUrl/product-detail/:slug/:encodedId',
        ...page(() => import('./features/storefront/product/ProductPage')),
      },
      { path: '/:shopUrl/checkout', ...page(() => import('./features/storefront/checkout/CheckoutPage')) },
      { path: '*', ...page(() => import('./features/misc/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: '/' });
