import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { newOwner } from './account-support';

const screenshots = resolve(import.meta.dirname, '../../docs/screenshots');

/** Where the template's demo lives: none of these is the shop's. */
const demoPath =
  /^\/(email|chat|todo|calendar|app\/|data-list|dashboard\/|ecommerce\/|pages\/(?!account-settings)|misc|tables|charts|maps|ui-element|colors|icons|cards|components|extra-components|forms|extensions)/;

test.describe("the owner's menu", () => {
  test('a new owner sees the shop first and no demo entry until the demo section is opened', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await newOwner(page, request, 'menu');
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Orders' })).toBeVisible();
    const visibleLinks = () =>
      menu
        .getByRole('link')
        .evaluateAll((links) =>
          links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => a.getAttribute('href') ?? ''),
        );
    const shown = await visibleLinks();
    expect(shown.slice(0, 10)).toEqual([
      '/dashboard',
      '/account/orders',
      '/account/customers',
      '/account/products',
      '/account/categories',
      '/account/products/import',
      '/account/delivery',
      '/account/discounts',
      '/shop-profile/header',
      '/shop-profile/edit',
    ]);
    expect(shown.filter((href) => demoPath.test(href))).toEqual([]);

    // The demo: one folded entry with its badge; opened, its apps and families appear below.
    const demo = menu.getByTestId('menu-group-demo');
    await expect(demo).toHaveAttribute('aria-expanded', 'false');
    await expect(demo).toContainText('Template demo');
    await expect(demo.getByTestId('menu-demo-badge')).toHaveText('Demo');
    await page.mouse.move(640, 400);
    await page.getByTestId('sidebar').screenshot({ path: join(screenshots, 'owner-menu.png') });
    await demo.click();
    await expect(demo).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Email', exact: true })).toBeVisible();
    await expect(menu.getByTestId('menu-group-components')).toBeVisible();
    expect((await visibleLinks()).filter((href) => demoPath.test(href)).length).toBeGreaterThan(5);
    await menu.getByRole('link', { name: 'Chat', exact: true }).click();
    await expect(page).toHaveURL(/\/chat$/);
    // On a demo page the section stays open, its entry the current one.
    await expect(demo).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByTestId('menu-chat')).toHaveAttribute('aria-current', 'page');

    // Back on the shop, a fresh load folds the demo away again.
    await page.goto('/account/products/import');
    await expect(menu.getByTestId('menu-group-demo')).toHaveAttribute('aria-expanded', 'false');
    // Only the most specific entry is current: Import products, not Products as well.
    await expect(menu.getByTestId('menu-import-products')).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByTestId('menu-products')).not.toHaveAttribute('aria-current', 'page');
  });

  test('the horizontal layout keeps the order: shop entries, then one demo dropdown with its badge', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await newOwner(page, request, 'hmenu');
    await page.goto('/dashboard?customizer=1');
    await page.getByTestId('customizer-toggle').click();
    const customizer = page.getByRole('dialog', { name: 'Theme customizer' });
    await customizer.locator('#customizer-layout-horizontal').check();
    await customizer.getByRole('button', { name: 'Close' }).click();
    await expect(customizer).toBeHidden();
    const menu = page.getByTestId('horizontal-menu');
    await expect(menu).toBeVisible();
    const toggles = menu.locator(':scope > ul > li > *');
    await expect(toggles.first()).toHaveAttribute('href', '/dashboard');
    await expect(toggles.last()).toContainText('Template demo');
    await expect(menu.getByRole('link', { name: 'Email', exact: true })).toBeHidden();
    await menu.getByTestId('menu-group-demo').click();
    await expect(menu.getByRole('link', { name: 'Email', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Buttons', exact: true })).toBeAttached();
  });
});
