import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './a11y';
import { apiHeaders, expectAccessible, newOwner } from './account-support';

const screenshots = resolve(import.meta.dirname, '../../docs/screenshots');

type Owner = Awaited<ReturnType<typeof newOwner>>;

/** A product, then orders from three customers (one of them twice, their number written two ways). */
async function shopWithCustomers(request: APIRequestContext, owner: Owner) {
  const product = await request.post('/api/account/products', {
    headers: owner.auth,
    data: { product_name: 'Stoneware mug', main_price: 18.5 },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = (await product.json()).product.product_id as number;
  const order = async (name: string, phone: string, quantity: number, email?: string) => {
    const res = await request.post('/api/orders', {
      headers: { ...apiHeaders, 'idempotency-key': `customers-${Math.random().toString(36).slice(2)}` },
      data: {
        shop_id: owner.shopId,
        delivery_type: 'pickup',
        customer: { name, phone, email, address_line1: '12 MG Road', city: 'Pune', postal_code: '411001' },
        items: [{ product_id: productId, quantity }],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await order('Asha Rao', '+91 98765 43210', 1, 'asha@example.com');
  await order('Asha R.', '+919876543210', 2);
  await order('Bruno Costa', '+351 912 345 678', 1, 'bruno@example.pt');
  await order('=SUM(1+1)', '+44 7700 900123', 1);
}

test("owner's customers: listed by phone with totals, searched, opened, blocked and exported", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newOwner(page, request, 'customers');
  await shopWithCustomers(request, owner);

  // From the menu, as an owner finds it.
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/\/account\/customers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const table = page.getByTestId('customers-table');
  await expect(table.getByRole('row')).toHaveCount(4);
  const asha = table.locator('tr[data-phone="+919876543210"]');
  // Latest name, the e-mail one order gave, two orders, 3 × 18.50 spent.
  await expect(asha).toContainText('Asha R.');
  await expect(asha).toContainText('asha@example.com');
  await expect(asha.locator('td').nth(3)).toHaveText('2');
  await expect(asha).toContainText('$55.50');
  await expect(page.getByText('3 customers')).toBeVisible();
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await page.screenshot({ path: `${screenshots}/owner-customers.png` });

  // Search by phone digits, written with spaces.
  await page.getByTestId('customer-search').fill('912 345');
  await expect(page).toHaveURL(/q=912/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Bruno Costa');
  await page.getByTestId('customer-search').fill('nobody here');
  await expect(page.getByTestId('customers-empty')).toHaveText('No customer matches this search.');
  await page.getByTestId('customer-search').fill('');
  await expect(table.getByRole('row')).toHaveCount(4);

  // Export: the list as CSV, the formula-like name neutralised by the server's one writer.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-customers').click()]);
  expect(download.suggestedFilename()).toMatch(/-customers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv).toContain('name,phone,e-mail,orders,total spent,currency,last order,blocked');
  expect(csv).toContain(`"'=SUM(1+1)"`);
  expect(csv).toContain('"55.50"');

  // The block switch: asks first, then the row shows it.
  const block = asha.getByRole('switch', { name: 'Block Asha R.' });
  await block.click();
  await expect(page.getByRole('dialog')).toContainText('Block +919876543210?');
  await page.getByTestId('confirm-button').click();
  await expect(page.getByText('+919876543210 is blocked.')).toBeVisible();
  await expect(asha.getByRole('switch', { name: 'Unblock Asha R.' })).toBeChecked();

  // A name opens that customer's orders.
  await asha.getByRole('link', { name: 'Orders of Asha R.' }).click();
  await expect(page).toHaveURL(/\/account\/orders\?phone=%2B919876543210/);
  await expect(page.getByTestId('orders-phone-filter')).toContainText('Orders from +919876543210');
  await expect(page.getByTestId('orders-table').locator('tbody tr')).toHaveCount(2);
});

test('customers page: empty, failing with a retry, and on a 390 px phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const owner = await newOwner(page, request, 'customers-phone');
  await page.goto('/account/customers');
  await expect(page.getByTestId('customers-empty')).toHaveText(
    'No customers yet: they appear here with their first order.',
  );

  // The list fails: the page says so, and tries again when asked. The orders come first, so no
  // live order news refreshes the list on its own meanwhile.
  await shopWithCustomers(request, owner);
  let failing = true;
  await page.route(/\/api\/account\/customers\?/, (route) => {
    if (!failing) return route.fallback();
    return route.fulfill({ status: 500, json: { status: 'error', message: 'Something went wrong' } });
  });
  await page.goto('/account/customers?page=1');
  await expect(page.getByTestId('load-error')).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('customers-table')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/customers');
  await expect(page.getByTestId('customers-table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await page.screenshot({ path: `${screenshots}/owner-phone-customers.png`, fullPage: true });
});
