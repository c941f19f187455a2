import { expect, test } from '@playwright/test';
import { accounts, apiHeaders, newOwner, signInAs } from './account-support';

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
