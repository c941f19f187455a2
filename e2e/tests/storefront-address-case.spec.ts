import { expect, test } from '@playwright/test';
import { expectHydrated } from './storefront-support';

/**
 * A shop's address typed with capitals (a phone keyboard capitalises the first letter) opens the
 * shop: the server answers 301 to the lower-case address, keeping the rest of the path and the
 * query. An address no shop has, in any case, is still "Shop not found".
 */
test.describe('shop addresses in any case', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a capitalised shop address opens the shop at its lower-case address', async ({ page }) => {
    const response = await page.goto('/Sunrise-Electronics');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/Sunrise-Electronics$/);
    await expect(page).toHaveURL(/\/sunrise-electronics$/);
    await expect(page.getByTestId('shop-header').getByRole('heading', { name: 'Sunrise Electronics' })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectHydrated(page);
  });

  test('a capitalised product address keeps its path and query string', async ({ page }) => {
    await page.goto('/sunrise-electronics?q=nova%20x1%20smart');
    const href = await page.getByRole('link', { name: 'Nova X1 Smartphone', exact: true }).getAttribute('href');
    if (!href) throw new Error('no product link');
    const typed = href.replace('/sunrise-electronics/', '/SUNRISE-Electronics/');
    await page.goto(`${typed}?ref=QR`);
    await expect(page).toHaveURL(new URL(`${href}?ref=QR`, page.url()).toString());
    await expect(page.getByTestId('product-name')).toHaveText('Nova X1 Smartphone');
  });

  test('an address no shop has, in any case, says "Shop not found" (404)', async ({ page }) => {
    const response = await page.goto('/No-Such-Shop-Anywhere');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/No-Such-Shop-Anywhere$/);
    await expect(page.getByTestId('shop-not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop not found' })).toBeVisible();
  });
});
