export { expectAccessible } from './a11y';

import { expect, type Page } from '@playwright/test';

export const SHOTS = '/tmp/shots/storefront';

let shoppers = 0;
/**
 * A phone number no other checkout of this run uses: every spec orders from the one demo server,
 * and a shop holds at most 3 pending orders per phone (against fake cash orders).
 */
export const shopperPhone = () =>
  `+91 9${String(process.pid % 10_000).padStart(4, '0')} ${String(Date.now() % 100_000).padStart(5, '0')}${++shoppers % 10}`;
export const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

/** Nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/** Opens a shop's catalogue and waits for its products and for the app to take over the server's page. */
export async function openShop(page: Page, shop: string, query = '') {
  // A shopper of their own: the server counts checkouts per client address (30 in 10 minutes), and
  // every browser of the run comes from 127.0.0.1, which the e2e server trusts as its proxy.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` });
  await page.goto(`/${shop}${query}`);
  await expect(page.getByTestId('product-grid').or(page.getByTestId('catalogue-empty'))).toBeVisible();
  await expectHydrated(page);
}

/** The server-rendered page is live: its controls are enabled once the app has hydrated it. */
export const expectHydrated = (page: Page) => expect(page.getByTestId('language-select')).toBeEnabled();
