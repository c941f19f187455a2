import type { Page } from '@playwright/test';

/** In-app navigation (as a link click does): the app, its state and its theme stay; no page load. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
