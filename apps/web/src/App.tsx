import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { i18nReady } from './i18n';
import { router } from './routes';
import { store } from './store';

/** Resolves once the first strings are in, so the first render does not suspend on them. */
export const appReady = i18nReady.then(() => undefined);

export default function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
