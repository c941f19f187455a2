import { expect, test } from '@playwright/test';
import { accounts, apiHeaders, expectAccessible, newOwner, signInAs } from './account-support';

test('platform admin: a reported shop is suspended (its catalogue shows not found) and reactivated', async ({
  page,
  request,
}) => {
  // A name of its own: a data folder reused by hand-run specs keeps earlier runs' reports.
  const label = `reported-${Math.random().toString(36).slice(2, 7)}`;
  const name = `Shop ${label}`;
  const shop = await newOwner(null, request, label);
  const report = await request.post('/api/reportshop', {
    headers: apiHeaders,
    data: { shop_id: shop.shopId, message: 'Fake products, please check.' },
  });
  expect(report.ok()).toBe(true);
  await signInAs(page, request, accounts.admin);
  await page.goto('/admin/reports');
  const row = page.getByTestId('reports-table').getByRole('row', { name });
  await expect(row).toContainText('Fake products, please check.');
  await row.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Suspend ${name}?`);
  await page.getByTestId('confirm-button').click();
  await expect(page.getByText(`${name} is now Suspended.`)).toBeVisible();
  await expect(row).toContainText('Suspended');

  const suspended = await request.get(`/api/getcatalogue/${shop.url}`, { headers: apiHeaders });
  expect(suspended.status()).toBe(404);

  await row.getByRole('button', { name: 'Reactivate' }).click();
  await expect(page.getByText(`${name} is now Active.`)).toBeVisible();
  await expect(row).toContainText('Active');
  await page.goto(`/${shop.url}`);
  await expect(page.getByTestId('shop-header')).toContainText(name);
});

test('platform admin: the shops list searches, counts and suspends a shop after a confirmation', async ({
  page,
  request,
}) => {
  const label = `listed-${Math.random().toString(36).slice(2, 7)}`;
  const name = `Shop ${label}`;
  const shop = await newOwner(null, request, label);
  const product = await request.post('/api/account/products', {
    headers: shop.auth,
    data: { product_name: 'Listed mug', main_price: 9 },
  });
  expect(product.status(), await product.text()).toBe(201);
  await request.post('/api/reportshop', { headers: apiHeaders, data: { shop_id: shop.shopId, message: 'Odd.' } });
  await signInAs(page, request, accounts.admin);
  await page.goto('/ecommerce-dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shops' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
  await page.getByTestId('shop-search').fill(label);
  const table = page.getByTestId('shops-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  const row = table.locator(`tr[data-shop="${shop.url}"]`);
  await expect(row).toContainText(name);
  await expect(row).toContainText(`${shop.url}@example.com`);
  // Products, orders, reports.
  await expect(row.locator('td').nth(2)).toHaveText('1');
  await expect(row.locator('td').nth(3)).toHaveText('0');
  await expect(row.locator('td').nth(4)).toHaveText('1');

  await row.getByRole('switch', { name: `Suspend ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Suspend ${name}?`);
  await page.getByTestId('confirm-button').click();
  await expect(page.getByText(`${name} is now Suspended.`)).toBeVisible();
  await expect(row.getByRole('switch', { name: `Reactivate ${name}` })).toBeChecked();
  expect((await request.get(`/api/getcatalogue/${shop.url}`, { headers: apiHeaders })).status()).toBe(404);

  await row.getByRole('switch', { name: `Reactivate ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(`Reactivate ${name}?`);
  await page.getByTestId('confirm-button').click();
  await expect(page.getByText(`${name} is now Active.`)).toBeVisible();
  expect((await request.get(`/api/getcatalogue/${shop.url}`, { headers: apiHeaders })).status()).toBe(200);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});

test("platform admin: a long report is folded to its first lines, with an accessible 'Show more'", async ({
  page,
  request,
}) => {
  const label = `long-${Math.random().toString(36).slice(2, 7)}`;
  const shop = await newOwner(null, request, label);
  const message = Array.from({ length: 25 }, (_, i) => `Line ${i + 1}: ${label} sent fakes.`).join('\n');
  const report = await request.post('/api/reportshop', {
    headers: apiHeaders,
    data: { shop_id: shop.shopId, message },
  });
  expect(report.ok()).toBe(true);
  await signInAs(page, request, accounts.admin);
  await page.goto('/admin/reports');
  const row = page.getByTestId('reports-table').getByRole('row', { name: `Shop ${label}` });
  const text = row.getByTestId('folded-text');
  const folded = (await text.boundingBox())!.height;
  // Three lines, not twenty-five.
  expect(folded).toBeLessThan(100);
  const more = row.getByRole('button', { name: 'Show more' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.focus();
  await page.keyboard.press('Enter');
  const less = row.getByRole('button', { name: 'Show less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  expect((await text.boundingBox())!.height).toBeGreaterThan(folded * 5);
  await expect(text).toContainText(`Line 25: ${label} sent fakes.`);
});
