import { type createBrowserRouter, RouterProvider } from 'react-router';
import { shopStringsReady } from './i18n/shop';
import { createAppRouter } from './routes';
import { readBoot } from './ssr/boot';

let router: ReturnType<typeof createBrowserRouter>;

const boot = readBoot();

/**
 * Resolves once the router exists (and, over a server-rendered shop page, its strings are in; a
 * server-rendered door's come with its route), so
 * the first render does not suspend and a server-rendered page hydrates the very markup it came
 * with. Other pages wait for their own strings in their routes (template/appLayout.tsx).
 */
export const appReady = Promise.all([boot?.shopUrl && shopStringsReady(), createAppRouter(boot?.router)]).then(
  ([, created]) => {
    router = created;
  },
);

export default function App() {
  // The account area and the template add the app's Redux store in their layouts (template/appLayout.tsx).
  return <RouterProvider router={router} />;
}
