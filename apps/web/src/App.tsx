import { HydrationGate } from './features/storefront/shared/HydrationGate';
import { shopStringsReady } from './i18n/shop';
import { nextTask } from './next-task';
import { AppRoutes, routesReady } from './routes';
import { type BrowserNavigation, browserNavigation, PreloadingRouter } from './routing/PreloadingRouter';
import { readBoot } from './ssr/boot';

const boot = readBoot();

let navigation: BrowserNavigation | undefined;

/**
 * Resolves once the address's routes are loaded (and, over a server-rendered shop page, its
 * strings are in; a server-rendered door's come with its route), so the first render does not
 * suspend and a server-rendered page hydrates the very markup it came with. Other pages wait for
 * their own strings in their routes (template/appLayout.tsx).
 *
 * The routes, then the history, each start in a task of their own after this module's: run where
 * the app's modules are evaluated, matching the address, asking for the page's code and setting up
 * the history (its first `replaceState`) made one task long enough to hold a tap on a slow phone.
 */
export const appReady: Promise<void> = nextTask()
  .then(() => Promise.all([boot?.shopUrl && shopStringsReady(), routesReady(window.location)]))
  .then(nextTask)
  .then(() => {
    navigation = browserNavigation(routesReady);
  });

/** `hydrating`: the app takes over server-rendered HTML (main.tsx) rather than rendering it. */
export default function App({ hydrating = false }: { hydrating?: boolean }) {
  // Set up by appReady, which main.tsx waits for before the first render.
  if (!navigation) throw new Error('App rendered before appReady');
  // The account area and the template add the app's Redux store in their layouts (template/appLayout.tsx).
  // Declarative routing: React Router's data router would add ~15 KB to a shop's first visit, past its script budget.
  return (
    <HydrationGate hydrating={hydrating}>
      <PreloadingRouter navigation={navigation}>
        <AppRoutes />
      </PreloadingRouter>
    </HydrationGate>
  );
}
