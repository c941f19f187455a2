import { Provider } from 'react-redux';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { i18nReady } from './i18n';
import { createAppRouter } from './routes';
import { readBoot } from './ssr/boot';
import { store } from './store';

let router: ReturnType<typeof createBrowserRouter>;

/**
 * Resolves once the first strings are in and the router exists, so the first render does not
 * suspend (and a server-rendered page hydrates the very markup it came with).
 */
export const appReady = Promise.all([i18nReady, createAppRouter(readBoot()?.router)]).then(([, created]) => {
  router = created;
});

export default function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
