import { shopStringsReady } from './i18n/shop';
import { AppRoutes, routesReady } from './routes';
import { browserNavigation, PreloadingRouter } from './routing/PreloadingRouter';
import { readBoot } from './ssr/boot';

const boot = readBoot();

/**
 * Resolves once the address's routes are loaded (and, over a server-rendered shop page, its
 * strings are in; a server-rendered door's come with its route), so the first render does not
 * suspend and a server-rendered page hydrates the very markup it came with. Other pages wait for
 * their own strings in their routes (template/appLayout.tsx).
 */
export const appReady: Promise<unknown> = Promise.all([
  boot?.shopUrl && shopStringsReady(),
  routesReady(window.location),
]);

const navigation = browserNavigation(routesReady);

export default function App() {
  // The account area and the template add the app's Redux store in their layouts (template/appLayout.tsx).
  // Declarative routing: React Router's data router would add ~15 KB to a shop's first visit (issue 32).
  return (
    <PreloadingRouter navigation={navigation}>
      <AppRoutes />
    </PreloadingRouter>
  );
}
