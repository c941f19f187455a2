import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './a11y';
import { accounts, signInAs } from './account-support';
import { openInApp } from './in-app';

/** Opens a showcase page in-app (as a menu click does) after the first load. */
async function open(page: Page, path: string) {
  await openInApp(page, path);
  await expect(page.locator('main#vt-content h1')).toBeVisible();
}

test.describe('UI components showcase', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, request, accounts.sunrise);
    await page.goto('/dashboard');
    await expect(page.locator('main#vt-content h1')).toBeVisible();
  });

  test('a modal traps focus, Escape closes it and focus returns to its button', async ({ page }) => {
    await open(page, '/components/modals');
    const opener = page.getByRole('button', { name: 'Default modal' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Default modal' });
    await expect(dialog).toBeVisible();
    // Tab through more stops than the dialog has: focus never leaves it.
    // (The modal pulls a focus that escaped back on the next tick, so the check polls.)
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The confirm flow deletes only after the confirmation.
    await page.getByRole('button', { name: 'Delete Holiday photos.zip' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this file?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Holiday photos.zip')).toHaveCount(0);
  });

  test('a toast appears when its button is clicked and hides by itself', async ({ page }) => {
    await open(page, '/components/toasts');
    await page.getByRole('button', { name: 'Show the toast', exact: true }).click();
    const toast = page.getByTestId('autohide-toast');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('I will hide myself in three seconds.');
    await expect(toast).toBeHidden({ timeout: 6000 });
    await page.getByRole('button', { name: 'Success' }).click();
    await expect(page.getByText('Saved successfully.')).toBeVisible();
  });

  test('tabs switch with the arrow keys', async ({ page }) => {
    await open(page, '/components/tabs-component');
    const controlled = page.getByRole('region', { name: 'Controlled tabs' });
    const home = controlled.getByRole('tab', { name: 'Home' });
    await home.click();
    await page.keyboard.press('ArrowRight');
    const profile = controlled.getByRole('tab', { name: 'Profile' });
    await expect(profile).toHaveAttribute('aria-selected', 'true');
    await expect(profile).toBeFocused();
    await expect(controlled.getByText('Active tab: profile')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(home).toHaveAttribute('aria-selected', 'true');
  });

  test('collapse and accordion buttons toggle aria-expanded', async ({ page }) => {
    await open(page, '/components/collapse');
    const toggle = page.getByRole('button', { name: 'Toggle the content' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Some placeholder content for the collapse component.')).toBeVisible();

    const accordion = page.getByRole('region', { name: 'Accordion', exact: true });
    const second = accordion.getByRole('button', { name: 'Can I change my plan later?' });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(accordion.getByRole('button', { name: 'How do I reset my password?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('a tooltip appears on keyboard focus', async ({ page }) => {
    await open(page, '/components/tooltips');
    const top = page.getByRole('button', { name: 'Top', exact: true });
    await top.focus();
    await expect(page.getByRole('tooltip').filter({ hasText: 'Tooltip on the Top' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip').filter({ hasText: 'Tooltip on the Right' })).toBeVisible();
  });

  test('the controlled pager moves between pages', async ({ page }) => {
    await open(page, '/components/pagination');
    const pager = page.getByRole('navigation', { name: 'Results pages' });
    const status = page.getByTestId('pager-status');
    await expect(status).toHaveText('Page 1 of 12');
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(status).toHaveText('Page 2 of 12');
    await pager.getByRole('button', { name: '5' }).click();
    await expect(status).toHaveText('Page 5 of 12');
    await pager.getByRole('button', { name: '12' }).click();
    await expect(status).toHaveText('Page 12 of 12');
    await pager.getByRole('button', { name: 'Previous page' }).click();
    await expect(status).toHaveText('Page 11 of 12');
  });

  test('the live progress bar starts and resets', async ({ page }) => {
    await open(page, '/components/progress');
    const bar = page.getByRole('progressbar', { name: 'Task progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 10_000 });
    await expect(page.getByText('Done!')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
  });

  test('the carousel moves to the next slide', async ({ page }) => {
    await open(page, '/components/carousel');
    const carousel = page.getByTestId('carousel-captions');
    await expect(carousel.locator('.carousel-item.active')).toContainText('First slide');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.locator('.carousel-item.active')).toContainText('Second slide');
  });

  test('the pages fit a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/components/buttons', '/components/navbar', '/components/pagination', '/components/toasts']) {
      await open(page, path);
      await expectNoSidewaysScroll(page);
    }
  });
});
