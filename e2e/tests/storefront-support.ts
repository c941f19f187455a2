import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const SHOTS = '/tmp/shots/storefront';
export const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });

/** No serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Nothing scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/** Opens a shop's catalogue and waits for its products. */
export async function openShop(page: Page, shop: string, query = '') {
  await page.goto(`/${shop}${query}`);
  await expect(page.getByTestId('product-grid').or(page.getByTestId('catalogue-empty'))).toBeVisible();
}
