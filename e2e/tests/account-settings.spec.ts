import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { accounts, apiHeaders, newOwner, signInAs } from './account-support';

/**
 * A fresh owner signed in through a token set only when none is stored yet, so a reload keeps the
 * token the app stored since (the fresh one a password change hands back).
 */
async function freshOwner(page: Page, request: APIRequestContext, label: string) {
  const owner = await newOwner(null, request, label);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('vitrine.token')) localStorage.setItem('vitrine.token', value);
  }, owner.token);
  return owner;
}

const openSettings = async (page: Page) => {
  await page.goto('/pages/account-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
};

test.describe('account settings (/pages/account-settings)', () => {
  test('General: name and e-mail are saved and kept; a taken e-mail is named next to the field', async ({
    page,
    request,
  }) => {
    const owner = await freshOwner(page, request, 'set-general');
    await openSettings(page);
    const name = page.getByLabel('Name', { exact: true });
    const email = page.getByLabel('E-mail', { exact: true });
    await expect(name).toHaveValue('Owner set-general');
    await name.fill('Renamed Owner');
    await email.fill('OWNER@bakery.example');
    // A new address asks for the current password (so a stolen session cannot take the account), and names it when it is missing or wrong.
    const current = page.getByTestId('settings-general-form').getByLabel('Current password', { exact: true });
    await page.getByTestId('settings-general-save').click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Enter your current password.')).toBeVisible();
    await current.fill('not-my-password');
    await page.getByTestId('settings-general-save').click();
    await expect(page.getByText('The current password is not right.')).toBeVisible();
    await current.fill('owner-pass-123');
    await page.getByTestId('settings-general-save').click();
    await expect(page.getByText('Another account already uses this e-mail.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const newEmail = `${owner.url}-renamed@example.com`;
    await email.fill(newEmail);
    await page.getByTestId('settings-general-save').click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    // Saved: the password field goes until the address is changed again.
    await expect(current).toHaveCount(0);
    // The navbar follows the new name at once.
    await expect(page.getByTestId('user-menu')).toContainText('Renamed Owner');
    await page.reload();
    await expect(name).toHaveValue('Renamed Owner');
    await expect(email).toHaveValue(newEmail);
  });

  test('Password: a wrong current one is refused; the change keeps this tab signed in and ends the old token', async ({
    page,
    request,
  }) => {
    const owner = await freshOwner(page, request, 'set-password');
    await openSettings(page);
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('owner-pass-456');
    await page.getByLabel('Confirm new password').fill('owner-pass-456');
    await page.getByTestId('settings-password-save').click();
    await expect(page.getByText('The current password is not right.')).toBeVisible();

    await page.getByLabel('Confirm new password').fill('something-else');
    await page.getByLabel('Current password').fill('owner-pass-123');
    await page.getByTestId('settings-password-save').click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('owner-pass-456');
    await page.getByTestId('settings-password-save').click();
    await expect(page.getByText('Password changed. Your other devices have been signed out.')).toBeVisible();

    // The session the test started with is over; the app holds the fresh one and goes on with it.
    expect((await request.get('/api/account/settings', { headers: owner.auth })).status()).toBe(401);
    const stored = await page.evaluate(() => localStorage.getItem('vitrine.token'));
    expect(stored).not.toBe(owner.token);
    await page.reload();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Owner set-password');
    await expect(page).toHaveURL(/\/pages\/account-settings$/);
    const login = await request.post('/api/auth/login', {
      headers: apiHeaders,
      data: { email: `${owner.url}@example.com`, password: 'owner-pass-456' },
    });
    expect(login.status()).toBe(200);
  });

  test('Language: saving switches the interface at once, and a new sign-in starts in it', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await freshOwner(page, request, 'set-language');
    await openSettings(page);
    await page.getByRole('tab', { name: 'Language' }).click();
    await page.getByRole('radio', { name: 'Deutsch' }).check();
    await page.getByTestId('settings-language-save').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
    await expect(page.getByText('Sprache gespeichert.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
    await page.getByRole('tab', { name: 'Sprache' }).click();
    await expect(page.getByRole('radio', { name: 'Deutsch' })).toBeChecked();

    // Another browser (nothing chosen there yet): after signing in, the account area is German.
    const other = await browser.newContext({ locale: 'en-US' });
    const second = await other.newPage();
    const login = await request.post('/api/auth/login', {
      headers: apiHeaders,
      data: { email: `${owner.url}@example.com`, password: 'owner-pass-123' },
    });
    const { token } = (await login.json()) as { token: string };
    await second.addInitScript((value) => localStorage.setItem('vitrine.token', value), token);
    await second.goto('/pages/account-settings');
    await expect(second.getByRole('heading', { level: 1, name: 'Kontoeinstellungen' })).toBeVisible();
    await other.close();
  });

  test('Notifications: the address is checked, saved and kept', async ({ page, request }) => {
    await freshOwner(page, request, 'set-notify');
    await openSettings(page);
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByText('a mail is sent to this address for each new order')).toBeVisible();
    const field = page.getByLabel('E-mail for new orders');
    await expect(field).toHaveValue('');
    await field.fill('not an address');
    await page.getByTestId('settings-notifications-save').click();
    await expect(page.getByText('Use an e-mail address such as name@example.com.')).toBeVisible();
    await field.fill('orders@set-notify.example');
    await page.getByTestId('settings-notifications-save').click();
    await expect(page.getByText('Notification e-mail saved.')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(field).toHaveValue('orders@set-notify.example');
  });

  test('Your data: the shop downloads as a ZIP; deleting needs the typed address and the password, then the shop is gone', async ({
    page,
    request,
  }) => {
    const owner = await freshOwner(page, request, 'set-data');
    await openSettings(page);
    await page.getByRole('tab', { name: 'Your data' }).click();
    const downloaded = page.waitForEvent('download');
    await page.getByTestId('settings-export').click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^${owner.url}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const bytes = await (await file.createReadStream()).toArray();
    // A ZIP starts with its local file header, PK\x03\x04.
    expect(Buffer.concat(bytes).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');

    const remove = page.getByTestId('settings-delete');
    await expect(remove).toBeDisabled();
    await page.getByLabel(`Type your shop’s address, ${owner.url}, to confirm`).fill(owner.url);
    await page.getByLabel('Your password').fill('not-my-password');
    await remove.click();
    await expect(page.getByText('The password is not right.')).toBeVisible();
    await page.getByLabel('Your password').fill('owner-pass-123');
    await remove.click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('Your shop and account are deleted.')).toBeVisible();
    const gone = await request.get(`/api/getcatalogue/${owner.url}`, { headers: apiHeaders });
    expect(gone.status()).toBe(404);
  });

  test('the tabs work from the keyboard, and the page passes axe in light and dark', async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
    await openSettings(page);
    await page.getByRole('tab', { name: 'General' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Password' })).toBeFocused();
    await expect(page.getByLabel('Current password')).toBeVisible();
    await page.getByRole('tab', { name: 'General' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('the admin has no shop: no Notifications tab', async ({ page, request }) => {
    await signInAs(page, request, accounts.admin);
    await openSettings(page);
    await expect(page.getByRole('tab', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveCount(0);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(accounts.admin.email);
  });
});
