import { expect, type Page } from '@playwright/test';

/**
 * In-app navigation (as a link click does): the app, its state and its theme stay; no page load.
 * Resolves once the page asked for is on screen: the router keeps the page before (and marks the
 * body `aria-busy`) while the next one's code loads, so checks made earlier would judge the old page.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('body[aria-busy]')).toHaveCount(0, { timeout: 15_000 });
}
