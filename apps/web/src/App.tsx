import { HydrationGate } from './features/storefront/shared/HydrationGate';
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

/** `hydrating`: the app takes over server-rendered HTML (main.tsx) rather than rendering it. */
export default function App({ hydrating = false }: { hydrating?: boolean }) {
  // The account area and the template add the app's Redux store in their layouts (template/appLayout.tsx).
  // Declarative routing: React Router's data router would add ~15 KB to a shop's first visit (issue 32).
  return (
    <HydrationGate hydrating={hydrating}>
      <PreloadingRouter navigation={navigation}>
        <AppRoutes />
      </PreloadingRouter>
    </HydrationGate>
  );
}
