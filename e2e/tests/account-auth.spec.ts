import { expect, test } from '@playwright/test';
import { accounts, apiHeaders, newOwner, shot } from './account-support';

test.describe('owner sign-in', () => {
  test('a wrong password shows the API error, and field messages come first', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await page.getByLabel('E-mail').fill(accounts.sunrise.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('login-error')).toHaveText('Email Or Password Invalid');
    await expect(page).toHaveURL(/\/login$/);
    await shot(page, 'login-error-light');
  });

  test('an account page sends a signed-out owner to /login and back there after signing in', async ({ page }) => {
    await page.goto('/account/orders?status=pending');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Forders%3Fstatus%3Dpending$/);
    await page.getByLabel('E-mail').fill(accounts.sunrise.email);
    await page.getByLabel('Password').fill(accounts.sunrise.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/orders\?status=pending$/);
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('vitrine.token'));
    expect(token).toBeTruthy();
  });

  test('sign-in lands on the dashboard; Log Out removes the token, ends it on the server and closes the account area', async ({
    page,
    request,
  }) => {
    // Log Out ends every session of the user: a fresh owner, so tests signed in as the demo owner in the
    // other worker keep theirs.
    const owner = await newOwner(null, request, 'logout');
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(`${owner.url}@example.com`);
    await page.getByLabel('Password').fill('owner-pass-123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-menu')).toContainText('Shop owner');
    const token = await page.evaluate(() => localStorage.getItem('vitrine.token'));
    // The old token replayed from the page itself, as a script left on it (or a kept copy) would.
    const replay = () =>
      page.evaluate(
        async ({ headers, token }) =>
          (await fetch('/api/account/shop', { headers: { ...headers, Authorization: `Bearer ${token}` } })).status,
        { headers: apiHeaders, token },
      );
    expect(await replay()).toBe(200);
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await loggedOut).status()).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('vitrine.token'))).toBeNull();
    // A copy of the old token (a shared computer, a stolen backup) no longer opens the account.
    expect(await replay()).toBe(401);
    await page.goto('/shop-profile/edit');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshop-profile%2Fedit$/);
  });

  test('a 401 from an owner call signs out with "session expired"', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('vitrine.token', 'not-a-valid-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByTestId('session-expired')).toHaveText('Your session expired. Please sign in again.');
    expect(await page.evaluate(() => localStorage.getItem('vitrine.token'))).toBeNull();
  });

  test('register creates the owner and the shop, checks the address live and lands on the dashboard and its setup guide', async ({
    page,
  }) => {
    await page.goto('/pages/register');
    await page.getByLabel('Your name').fill('Nova Owner');
    await page.getByLabel('Shop name').fill('Nova Books');
    const url = page.getByLabel('Catalogue address');
    await url.fill('sunrise-electronics');
    await expect(page.getByTestId('url-status')).toHaveAttribute('data-state', 'taken');
    await url.fill(`nova-books-${Date.now().toString(36)}`);
    await expect(page.getByTestId('url-status')).toHaveText('This address is available.');
    await page.getByLabel('E-mail').fill(`nova-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('novabooks123');
    await shot(page, 'register-light');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('setup-progress')).toHaveText('0 of 7 done');
    await page.getByTestId('setup-step-contact').getByRole('link').click();
    await expect(page.getByLabel('Shop name')).toHaveValue('Nova Books');
  });

  test('registering an e-mail already in use shows the message on the field', async ({ page }) => {
    await page.goto('/pages/register');
    await page.getByLabel('Your name').fill('Copy Cat');
    await page.getByLabel('Shop name').fill('Copy Shop');
    await page.getByLabel('Catalogue address').fill(`copy-shop-${Date.now().toString(36)}`);
    await page.getByLabel('E-mail').fill(accounts.sunrise.email);
    await page.getByLabel('Password').fill('copycat123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This email is already in use.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/register$/);
  });
});
