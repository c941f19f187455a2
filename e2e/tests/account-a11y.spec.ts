import { expect, test } from '@playwright/test';
import { accounts, expectAccessible, newOwner, signInAs, tinyPng } from './account-support';

test('sign-in, dashboard, Edit Account, products, orders and header designer have no serious axe violations', async ({
  page,
  request,
}) => {
  // Seven axe runs take their time on a busy two-core machine.
  test.setTimeout(120_000);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Vitrine' })).toBeVisible();
  await expectAccessible(page);
  await signInAs(page, request, accounts.sunrise);
  for (const [path, heading] of [
    ['/dashboard', /Hello/],
    ['/shop-profile/edit', /Edit Account/],
    ['/shop-profile/header', /Header designer/],
    ['/account/products', /Products/],
    ['/account/categories', /Categories/],
    ['/account/orders', /Orders/],
    ['/account/delivery', /Delivery and payment/],
    ['/account/discounts', /Discount codes/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  }
});

test('Edit Account uploads a logo with a preview, and the storefront shows it', async ({ page, request }) => {
  const owner = await newOwner(page, request, 'logo');
  await page.goto('/shop-profile/edit');
  await expect(page.getByText('No pictures yet.')).toBeVisible();
  await page.getByLabel('Picture type').selectOption('logo');
  await page
    .getByTestId('shop-image-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload=alert(1)>') });
  await expect(page.getByTestId('shop-images').getByRole('alert')).toContainText('Upload a JPEG, PNG or WebP picture.');
  await page
    .getByTestId('shop-image-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByTestId('shop-images').getByRole('alert')).toHaveCount(0);
  const preview = page.getByTestId('shop-images').getByRole('img');
  await expect(preview).toHaveCount(1);
  await expect(preview).toHaveAttribute('src', /^\/media\//);
  await page.getByRole('button', { name: 'Use for link previews: Logo 1' }).click();
  await expect(page.getByLabel('Preview picture')).toHaveValue((await preview.getAttribute('src')) ?? 'missing');
  await page.getByTestId('save-account').click();
  await expect(page.getByText('Your shop has been saved.')).toBeVisible();
  await page.goto(`/${owner.url}`);
  await expect(page.getByTestId('shop-header').locator('img')).toHaveAttribute('src', /^\/media\//);
});

test('dark theme passes axe, and account pages fit a 390 px phone without sideways scrolling', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, request, accounts.sunrise);
  await page.goto('/shop-profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/dashboard',
    '/shop-profile/edit',
    '/shop-profile/header',
    '/account/categories',
    '/account/products/new',
    '/account/delivery',
    '/account/discounts',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
