import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { accounts, signInAs } from './account-support';
import { openInApp } from './in-app';

/**
 * The template's misc pages (coming soon, 500, maintenance): full-screen, public. Signed out
 * unless a test signs in; the dark theme is reached from the shell, then the pages open in-app.
 */
const screen = (page: Page) => page.locator('.vt-fullscreen');

test.use({ timezoneId: 'UTC' });

test.describe('the misc pages', () => {
  test('coming soon: the countdown ticks every second, the screen reader hears only the days', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-23T09:59:00Z') });
    await page.goto('/misc/coming-soon');
    await expect(screen(page).getByRole('heading', { level: 1, name: 'We are launching soon' })).toBeVisible();
    // The launch is the first of the month after next: 1 January 2027, midnight.
    await page.clock.pauseAt(new Date('2026-11-23T10:00:00Z'));
    await expect(page.getByText('Launch on January 1, 2027')).toBeVisible();
    await expect(page.getByTestId('countdown-days')).toHaveText('38');
    await expect(page.getByTestId('countdown-hours')).toHaveText('14');
    await expect(page.getByTestId('countdown-minutes')).toHaveText('00');
    await expect(page.getByTestId('countdown-seconds')).toHaveText('00');
    const announce = page.getByTestId('countdown-announce');
    await expect(announce).toHaveText('38 days until the launch');
    await expect(announce).toHaveAttribute('aria-live', 'polite');
    // The digits themselves are hidden from screen readers, so no second is announced.
    await expect(page.getByTestId('countdown')).toHaveAttribute('aria-hidden', 'true');

    await page.clock.runFor(1000);
    await expect(page.getByTestId('countdown-seconds')).toHaveText('59');
    await expect(page.getByTestId('countdown-minutes')).toHaveText('59');
    await expect(page.getByTestId('countdown-hours')).toHaveText('13');
    await page.clock.runFor(5000);
    await expect(page.getByTestId('countdown-seconds')).toHaveText('54');
    await expect(announce).toHaveText('38 days until the launch');
    // A day later the announcement changes, once.
    await page.clock.fastForward('24:00:00');
    await expect(announce).toHaveText('37 days until the launch');
  });

  test('coming soon: the notify form refuses an empty or wrong address, then thanks', async ({ page }) => {
    await page.goto('/misc/coming-soon');
    const field = page.getByRole('textbox', { name: 'Your e-mail address' });
    const notify = page.getByRole('button', { name: 'Notify me' });
    await notify.click();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Please enter your e-mail address.');

    await field.fill('asha@');
    await field.press('Enter');
    await expect(page.getByText('Please enter a valid e-mail address, like name@example.com.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill('asha@sunrise.example');
    await notify.click();
    await expect(page.getByRole('status')).toContainText('We will write to asha@sunrise.example when we launch');
    await page.getByRole('button', { name: 'Use another address' }).click();
    await expect(field).toHaveValue('');
  });

  test('500: try again reloads, back to home goes home; in another language too', async ({ page }) => {
    await page.goto('/misc/error/500');
    await expect(screen(page).getByRole('heading', { level: 1, name: 'Internal server error' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.evaluate(() => 'beforeReload' in window)).toBe(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Internal server error' })).toBeVisible();

    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interner Serverfehler' })).toBeVisible();
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('maintenance: says so and leads home', async ({ page }) => {
    await page.goto('/misc/maintenance');
    await expect(screen(page).getByRole('heading', { level: 1, name: 'Under maintenance' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed out: accessible in light and fits a phone', async ({ page }) => {
    for (const path of ['/misc/coming-soon', '/misc/error/500', '/misc/maintenance']) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(screen(page).locator('h1')).toBeVisible();
      await expectAccessible(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page);
    }
  });

  test('signed in, dark theme: accessible', async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    for (const path of ['/misc/coming-soon', '/misc/error/500', '/misc/maintenance']) {
      await openInApp(page, path);
      await expect(screen(page).locator('h1')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      await expectAccessible(page);
    }
    // The notify form's error state in dark, too.
    await openInApp(page, '/misc/coming-soon');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expectAccessible(page);
  });
});
