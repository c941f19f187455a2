import { expect, type Page, type Request, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { accounts, shot } from './account-support';

/**
 * The fast doors: sign-in, sign-up and forgot password come without the admin template,
 * i18next or the app's Redux store, whose code is only prefetched (downloaded at the lowest
 * priority once the page has loaded, not run) for the dashboard that follows.
 */

/** A chunk of the owner area (the template's shells and sheets, i18next, the store) by its build name. */
const ownerAreaChunk =
  /\/static\/(AdminShell|FullScreenShell|AppState|i18n|i18nInstance|useTranslation|store|react-redux|authSlice|bootstrap\.min|OwnerDashboardPage|accountPages)-[\w-]+\.(js|css)$/;

/** Every script and stylesheet the page fetched to run or show, apart from what it only prefetched. */
function watchRequests(page: Page) {
  const used: string[] = [];
  const prefetched: string[] = [];
  page.on('request', (request: Request) => {
    if (!/\.(js|css)$/.test(new URL(request.url()).pathname)) return;
    (request.headers()['sec-purpose']?.includes('prefetch') ? prefetched : used).push(request.url());
  });
  return { used, prefetched };
}

for (const [path, heading] of [
  ['/login', 'Welcome to Vitrine'],
  ['/pages/register', 'Open your shop'],
  ['/pages/forgot-password', 'Forgot your password?'],
] as const) {
  test(`${path} runs none of the owner area's code and prefetches the dashboard's`, async ({ page }) => {
    const requests = watchRequests(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.used.length).toBeGreaterThan(3);
    expect(requests.used.filter((url) => ownerAreaChunk.test(url))).toEqual([]);
    // The dashboard's code came ahead, without running: the owner area's shell and page among it.
    expect(requests.prefetched.some((url) => /\/AdminShell-/.test(url))).toBe(true);
    expect(requests.prefetched.some((url) => /\/OwnerDashboardPage-/.test(url))).toBe(true);
  });
}

test('the doors work by keyboard, pass axe light and dark, and fit a 390 px phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Vitrine' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  // Keyboard only: the language menu, then the form, its messages tied to their fields. The
  // server's button is disabled until the page hydrates, and focus() (unlike click()) does not wait
  // for that: on a busy machine it focused nothing and Enter opened no menu (a clean-clone CI run).
  await expect(page.getByTestId('language-toggle')).toBeEnabled();
  await page.getByTestId('language-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Deutsch' })).toHaveCount(0);
  await expect(page.getByTestId('language-toggle')).toBeFocused();
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(accounts.sunrise.email);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter your password.');
  await expectAccessible(page);
  await shot(page, 'login-door-phone');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => document.documentElement.setAttribute('data-bs-theme', 'dark'));
  await expectAccessible(page);
  await page.goto('/pages/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Open your shop' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await context.close();
});

test('a door opened in another language stays in it, and the owner area follows', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('language-toggle').click();
  await page.locator('.dropdown-menu').getByText('Français').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue sur Vitrine' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Saisissez votre adresse e-mail.')).toBeVisible();
  await page.getByLabel('E-mail').fill(accounts.sunrise.email);
  await page.getByLabel('Mot de passe').fill(accounts.sunrise.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-week-note')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
