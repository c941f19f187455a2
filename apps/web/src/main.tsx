import type { StorefrontBoot } from '@vitrine/contracts/storefront-ssr';
import { StrictMode, Suspense, startTransition } from 'react';
import { prefetchShopPage, seedAnswers } from './api/storefront';
import { AppLoadFailed, bootText } from './components/AppLoadFailed';
import { isBootLanguage, showLoadFailed } from './components/bootText';
import { Spinner } from './components/Spinner';
import { bootShopUrl } from './features/storefront/shared/headerSource';
import { isShopHome } from './features/storefront/shared/links';
import { nextTask } from './next-task';
import { readBoot } from './ssr/boot';
import { unregisterServiceWorkers } from './unregister-service-workers';
import { withoutErrorStacks } from './without-error-stacks';
import './styles/base.css';

// In a task of its own: the first touch of navigator.serviceWorker asks the browser for the
// page's registrations, a few milliseconds in the task that evaluates the app's modules.
void nextTask().then(unregisterServiceWorkers);

// Zod's compiled validators probe `new Function`, which the page's CSP (script-src 'self') refuses
// and the browser reports as a violation. Its global config, set before zod loads, skips the probe.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const boot = readBoot();
if (boot) hydrateServerPage(container, boot);
else renderInBrowser(container);

/**
 * A shop page the server rendered: it is on screen already. The answers it was
 * rendered from answer the app's first reads, and React takes over the markup once its code is in.
 */
function hydrateServerPage(root: HTMLElement, { answers, language }: StorefrontBoot) {
  seedAnswers(answers);
  Promise.all([import('./App'), reactDom()])
    .then(async ([{ default: App, appReady }, { hydrateRoot }]) => {
      await appReady;
      // In a transition, React hydrates in slices and gives the main thread back between them (a
      // default-priority hydration is one long task: on a slow phone it held a tap for ~100 ms).
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <Suspense fallback={<Spinner fullScreen />}>
              <App hydrating />
            </Suspense>
          </StrictMode>,
        );
      });
    })
    // The page stays readable; a message at its foot offers the reload its buttons need.
    .catch(() => showLoadFailed(isBootLanguage(language) ? language : 'en', true));
}

/**
 * React DOM, in a task of its own. Starting it (compiling and running its ~180 KB) is the longest
 * piece of a first visit's script: evaluated with the app's modules, it made one task of about
 * 300 ms on a slow phone (4x CPU slowdown). The app's modules run first, the main thread is given
 * back, then React DOM starts, without error stacks (without-error-stacks.ts). Nothing else of a
 * shop page imports it.
 */
function reactDom() {
  // Its chunk is in already (this module imports React from it), so the stacks are off only while
  // React DOM's module starts, not during a download.
  return nextTask().then(() => withoutErrorStacks(() => import('react-dom/client')));
}

function renderInBrowser(container: HTMLElement) {
  // On a shop's page, ask for the shop (and on its home, the page of products) now, while the app's code is on its way.
  const shopUrl = bootShopUrl();
  if (shopUrl) prefetchShopPage(shopUrl, isShopHome(window.location.pathname) ? window.location.search : null);

  reactDom()
    .then(({ createRoot }) => {
      const root = createRoot(container);

      // The spec's app root loads lazily and shows a spinner meanwhile. The spinner is rendered
      // directly, not as a Suspense fallback: React holds a boundary's content back for 300 ms
      // after its fallback appeared, which delayed every shop's first paint by that much.
      root.render(<Spinner fullScreen label={bootText().loading} />);

      import('./App')
        .then(async ({ default: App, appReady }) => {
          await appReady;
          root.render(
            <StrictMode>
              {/* Later lazy work (a new language's strings) still has a boundary to wait in. */}
              <Suspense fallback={<Spinner fullScreen />}>
                <App />
              </Suspense>
            </StrictMode>,
          );
        })
        .catch(() => root.render(<AppLoadFailed />));
    })
    .catch(() => {
      // React DOM itself could not be had: the message, drawn without React, in the page's language.
      const language = document.documentElement.lang.slice(0, 2);
      showLoadFailed(isBootLanguage(language) ? language : 'en', false);
    });
}
