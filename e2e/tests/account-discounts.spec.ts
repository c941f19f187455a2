import { expect, test } from '@playwright/test';
import { apiHeaders, expectAccessible, newOwner } from './account-support';

/** The owner's discount codes page, on a shop of its own. */
test('an owner creates, lists, edits, switches off and deletes a discount code, and sees its orders', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newOwner(page, request, 'discounts');
  const shop = await request.get('/api/account/shop', { headers: owner.auth });
  const currency = (await shop.json()).shop.currency_code as string;

  await page.goto('/account/discounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await expect(page.getByText('No discount codes yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discount codes' }).first()).toBeVisible();

  // Create: a wrong value is caught before sending; then the code goes in.
  await page.getByRole('button', { name: 'New code' }).click();
  await expect(page.getByRole('heading', { name: 'New discount code' })).toBeFocused();
  await page.getByLabel('Code', { exact: true }).fill('summer10');
  await page.getByLabel('Percentage off').fill('150');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('Use a whole percentage from 1 to 100.')).toBeVisible();
  await page.getByLabel('Percentage off').fill('10');
  await page.getByLabel('Total uses').fill('50');
  await page.getByLabel('Starts').fill('2026-01-01T09:00');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText('The code SUMMER10 was created.')).toBeVisible();
  const row = page.getByTestId('discounts-list').locator('li[data-code="SUMMER10"]');
  await expect(row).toContainText('10 % off');
  await expect(row).toContainText('Used 0 of 50 times');
  await expect(row).toContainText('From');
  await expect(row.getByTestId('code-state')).toHaveText('Live');

  // The same code again: the server's answer shows under the Code field.
  await page.getByRole('button', { name: 'New code' }).click();
  await page.getByLabel('Code', { exact: true }).fill('Summer10');
  await page.getByLabel('Percentage off').fill('5');
  await page.getByRole('button', { name: 'Create code' }).click();
  const codeField = page.getByLabel('Code', { exact: true });
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#discount-code-error')).toHaveText('This shop already has the code SUMMER10.');
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Edit: a fixed amount with a minimum order.
  await row.getByRole('button', { name: 'Edit SUMMER10' }).click();
  await expect(page.getByRole('heading', { name: 'Edit SUMMER10' })).toBeFocused();
  await expect(page.getByLabel('Starts')).toHaveValue('2026-01-01T09:00');
  await page.getByLabel(/Fixed amount/).check();
  await page.getByLabel(/Amount off/).fill('5');
  await page.getByLabel(/Minimum order/).fill('20');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The code SUMMER10 was saved.')).toBeVisible();
  const five = new Intl.NumberFormat('en', { style: 'currency', currency }).format(5);
  const twenty = new Intl.NumberFormat('en', { style: 'currency', currency }).format(20);
  await expect(row.getByTestId('code-value')).toHaveText(`${five} off · on orders from ${twenty}`);

  // An order with the code shows in the code's orders, linking to the order.
  const product = await request.post('/api/account/products', {
    headers: owner.auth,
    data: { product_name: 'Beach towel', main_price: 25 },
  });
  expect(product.status(), await product.text()).toBe(201);
  const order = await request.post('/api/orders', {
    headers: { ...apiHeaders, 'idempotency-key': `discount-e2e-${Date.now()}` },
    data: {
      shop_id: owner.shopId,
      delivery_type: 'pickup',
      customer: {
        name: 'Asha Rao',
        phone: '+91 98765 43210',
        address_line1: '12 MG Road',
        city: 'Pune',
        postal_code: '411001',
      },
      discount_code: 'summer10',
      items: [{ product_id: (await product.json()).product.product_id, quantity: 1 }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const placed = (await order.json()).order as { order_id: number; order_number: string; total: number };
  expect(placed.total).toBe(20);
  await page.reload();
  await expect(row).toContainText('Used 1 of 50 times');
  await row.getByRole('button', { name: 'Orders SUMMER10' }).click();
  const link = row.getByTestId('code-orders').getByRole('link', { name: placed.order_number });
  await expect(link).toHaveAttribute('href', `/account/orders/${placed.order_id}`);

  // Switch off, then delete after confirming.
  await row.getByRole('switch', { name: 'SUMMER10 active' }).click();
  await expect(page.getByText('SUMMER10 is switched off.')).toBeVisible();
  await expect(row.getByTestId('code-state')).toHaveText('Off');
  await expect(row.getByRole('switch', { name: 'SUMMER10 active' })).not.toBeChecked();

  await row.getByRole('button', { name: 'Delete SUMMER10' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this code?' });
  await expect(dialog).toContainText('SUMMER10');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The code SUMMER10 was deleted.')).toBeVisible();
  await expect(page.getByText('No discount codes yet')).toBeVisible();
  // The order keeps the code's text.
  const kept = await request.get(`/api/account/orders/${placed.order_id}`, { headers: owner.auth });
  expect((await kept.json()).order).toMatchObject({ discount_code: 'SUMMER10', discount: 5 });
});

test('the discount codes page fits a 390 px phone without sideways scrolling', async ({ page, request }) => {
  const owner = await newOwner(page, request, 'discounts-phone');
  const created = await request.post('/api/account/discounts', {
    headers: owner.auth,
    data: {
      code: 'A-VERY-LONG-DISCOUNT-CODE-FOR-PHONES-40',
      kind: 'amount',
      value: 12.5,
      min_subtotal: 100,
      starts_at: '2026-01-01T00:00:00Z',
      ends_at: '2099-12-31T23:59:00Z',
      max_uses: 1000,
      max_uses_per_phone: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account/discounts');
  await expect(page.getByTestId('discounts-list')).toContainText('A-VERY-LONG-DISCOUNT-CODE-FOR-PHONES-40');
  await page.getByRole('button', { name: /^Orders/ }).click();
  await expect(page.getByText('No orders with this code yet.')).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Edit A-VERY-LONG-DISCOUNT-CODE-FOR-PHONES-40' }).click();
  await expect(page.getByTestId('discount-form')).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
