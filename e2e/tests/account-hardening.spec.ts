import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiHeaders, newOwner } from './account-support';

/** Hardening against an outside scan, in a browser: a renamed shop's printed links still reach it; strangers cannot lock its owner out. */

async function signInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const freshContext = async (browser: Browser) => (await browser.newContext()).newPage();

test.describe('hardening against an outside scan', () => {
  test("a renamed shop's old link and product links open the shop at its new address", async ({ page, request }) => {
    const owner = await newOwner(null, request, 'rename');
    const renamed = `${owner.url}-new`;
    const res = await request.put('/api/account/shop', {
      headers: owner.auth,
      data: { shop_catalogue_url: renamed, shop_tagline: 'Same shop, new address' },
    });
    expect(res.status(), await res.text()).toBe(200);

    await page.goto(`/${owner.url}`);
    await expect(page).toHaveURL(new RegExp(`/${renamed}$`));
    await expect(page.getByText('Same shop, new address')).toBeVisible();
    await page.goto(`/${owner.url}/checkout`);
    await expect(page).toHaveURL(new RegExp(`/${renamed}/checkout$`));

    // And the old address is nobody else's: sign-up says it is taken.
    await page.goto('/pages/register');
    await page.getByLabel('Catalogue address').fill(owner.url);
    await expect(page.getByTestId('url-status')).toHaveAttribute('data-state', 'taken');
  });

  test('a browser that signed in before still signs in while strangers have locked the account', async ({
    page,
    browser,
    request,
  }) => {
    // Twenty-three password checks (scrypt, deliberately slow) and three sign-ins in two browsers.
    test.setTimeout(60_000);
    const owner = await newOwner(null, request, 'lockout');
    const email = `${owner.url}@example.com`;
    // The owner signs in once in this browser: it now carries the signed device cookie.
    await signInThroughTheForm(page, email, 'owner-pass-123');
    await expect(page).toHaveURL(/\/dashboard/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'vitrine_device')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    // Twenty wrong guesses from twenty addresses, at once, lock the account for everyone else.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request.post('/api/auth/login', {
          headers: { ...apiHeaders, 'x-forwarded-for': `203.0.113.${i + 10}` },
          data: { email, password: `guess-${i}-guess` },
        }),
      ),
    );
    expect(guesses.map((g) => g.status())).toEqual(Array(20).fill(401));
    const stranger = await freshContext(browser);
    await signInThroughTheForm(stranger, email, 'owner-pass-123');
    await expect(stranger.getByTestId('login-error')).toHaveText(
      'Too many failed logins for this account. Please wait 15 minutes.',
    );
    await stranger.context().close();

    // The owner's own browser: sign out, sign in again, and the dashboard opens.
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signInThroughTheForm(page, email, 'owner-pass-123');
    await expect(page).toHaveURL(/\/dashboard/);
  });
});
