import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { newOwner } from './account-support';

const PASSWORD = 'owner-pass-123'; // newOwner's

const lockPanel = (page: Page) => page.getByTestId('lock-panel');

async function unlock(page: Page, password: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Unlock' }).click();
}

test.describe('the lock screen', () => {
  test('locks on demand: the page is gone from the DOM, a wrong password is refused, the right one returns to the page', async ({
    page,
    request,
  }) => {
    await newOwner(page, request, 'lock-demand');
    await page.goto('/account/orders');
    await expect(page.locator('main#vt-content h1')).toBeVisible();
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Lock screen' }).click();

    await expect(lockPanel(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Screen locked' })).toBeVisible();
    await expect(page.getByText('Signed in as Owner lock-demand')).toBeVisible();
    await expect(page.locator('main#vt-content')).toHaveCount(0);
    await expect(page.getByTestId('navbar')).toHaveCount(0);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectAccessible(page);

    await unlock(page, 'not-the-password');
    await expect(page.getByTestId('unlock-error')).toHaveText('That password is not right. Try again.');
    await expect(page.locator('main#vt-content')).toHaveCount(0);

    await unlock(page, PASSWORD);
    await expect(lockPanel(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.locator('main#vt-content h1')).toBeVisible();
  });

  test('a reload while locked stays locked, in a new tab too', async ({ page, request, context }) => {
    await newOwner(page, request, 'lock-reload');
    await page.goto('/dashboard');
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Lock screen' }).click();
    await expect(lockPanel(page)).toBeVisible();
    await page.reload();
    await expect(lockPanel(page)).toBeVisible();
    await expect(page.locator('main#vt-content')).toHaveCount(0);
    // Opening the app in another tab of the same browser does not get round the lock.
    const tab = await context.newPage();
    await tab.goto('/account/products');
    await expect(lockPanel(tab)).toBeVisible();
    await expect(tab.locator('main#vt-content')).toHaveCount(0);
    await unlock(page, PASSWORD);
    await expect(page.locator('main#vt-content h1')).toBeVisible();
    await expect(tab.locator('main#vt-content h1')).toBeVisible(); // the other tab follows the unlock
  });

  test('locks itself after the chosen idle time', async ({ page, request }) => {
    await page.clock.install();
    await newOwner(page, request, 'lock-idle');
    await page.goto('/pages/account-settings');
    await page.getByLabel('Lock automatically').selectOption({ label: 'After 1 minute' });
    await expect(page.getByText('Automatic lock updated on this device.')).toBeVisible();
    await page.clock.fastForward('00:30');
    await expect(page.locator('main#vt-content h1')).toBeVisible();
    await page.clock.fastForward('00:40');
    await expect(lockPanel(page)).toBeVisible();
    await expect(page.locator('main#vt-content')).toHaveCount(0);
    await unlock(page, PASSWORD);
    await expect(page).toHaveURL(/\/pages\/account-settings$/);
    await expect(page.getByLabel('Lock automatically')).toHaveValue('1');
  });

  test('/pages/lock-screen locks the session and returns to the page the owner came from', async ({
    page,
    request,
  }) => {
    await newOwner(page, request, 'lock-page');
    await page.goto('/account/categories');
    await expect(page.locator('main#vt-content h1')).toBeVisible();
    await page.goto('/pages/lock-screen');
    await expect(
      page.locator('.vt-fullscreen').getByRole('heading', { level: 1, name: 'Screen locked' }),
    ).toBeVisible();
    await expect(page.getByLabel('Lock automatically')).toBeVisible();
    await expectAccessible(page);
    // The shell is locked too: another page shows the panel, not its content.
    await page.goto('/dashboard');
    await expect(lockPanel(page)).toBeVisible();
    await expect(page.locator('main#vt-content')).toHaveCount(0);
    await page.goto('/pages/lock-screen');
    await unlock(page, PASSWORD);
    await expect(page).toHaveURL(/\/account\/categories$/);
    await expect(page.locator('main#vt-content h1')).toBeVisible();
  });

  test('too many wrong passwords are refused by the server; Sign out leaves for the login page', async ({
    page,
    request,
  }) => {
    const owner = await newOwner(page, request, 'lock-limit');
    await page.goto('/pages/lock-screen');
    for (let i = 0; i < 5; i++) {
      await unlock(page, `guess-${i}`);
      await expect(page.getByTestId('unlock-error')).toHaveText('That password is not right. Try again.');
    }
    await unlock(page, PASSWORD);
    await expect(page.getByTestId('unlock-error')).toHaveText('Too many wrong passwords. Wait 15 minutes or sign out.');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // Signing out ended the session on the server too.
    await expect.poll(async () => (await request.get('/api/auth/me', { headers: owner.auth })).status()).toBe(401);
  });

  test('signed out, /pages/lock-screen sends to the login page', async ({ page }) => {
    await page.goto('/pages/lock-screen');
    await expect(page).toHaveURL(/\/login$/);
  });
});
