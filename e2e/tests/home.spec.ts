import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';

const screenshots = path.resolve(import.meta.dirname, '../../docs/screenshots');
const demoShops = [
  ['Sunrise Electronics', '/sunrise-electronics'],
  ['Corner Bakery', '/corner-bakery'],
  ['Bulk Mart', '/bulk-mart'],
] as const;

test.describe('the home page at /', () => {
  test('works with scripts off: what Vitrine gives a shop, the demo shops as cards, the ways in', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vitrine');
    await expect(page.locator('p.lead')).toContainText('catalogue as one link');
    const cards = page.getByTestId('home-shops').getByRole('listitem');
    await expect(cards).toHaveCount(3);
    for (const [name, href] of demoShops) {
      const card = page.getByRole('link', { name });
      await expect(card).toHaveAttribute('href', href);
      // Each card shows the shop's share card, and the picture really loads.
      const picture = card.locator('img');
      await expect(picture).toHaveAttribute('src', /\/og\/shop\/.+\.jpg$/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    }
    await expect(page.getByRole('link', { name: 'Open your shop' })).toHaveAttribute('href', '/pages/register');
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute('href', '/login');
    expect(scripts).toEqual([]);
    // A card leads to its shop, whose page is written by the server too.
    await page.getByRole('link', { name: 'Corner Bakery' }).click();
    await expect(page).toHaveURL(/\/corner-bakery$/);
    await expect(page.getByRole('heading', { name: 'Corner Bakery' }).first()).toBeVisible();
    await context.close();
  });

  test('speaks the visitor’s language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Ouvrez votre boutique' })).toBeVisible();
    await context.close();
  });

  test('passes axe in light and dark, fits a phone, and is pictured for the docs', async ({ browser }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByTestId('home-shops').getByRole('listitem')).toHaveCount(3);
      await page.waitForLoadState('networkidle');
      await expectAccessible(page);
      await page.screenshot({
        path: path.join(screenshots, colorScheme === 'light' ? 'home.png' : 'home-dark.png'),
        fullPage: true,
      });
      await page.setViewportSize({ width: 390, height: 844 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await context.close();
    }
  });

  test('a link to / from inside the web app loads the server’s page', async ({ page }) => {
    await page.goto('/misc/error/404');
    await page.getByRole('link', { name: /home/i }).first().click();
    await expect(page.getByTestId('home-shops')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
