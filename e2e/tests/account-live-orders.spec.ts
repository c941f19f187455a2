import { expect, test } from '@playwright/test';
import { apiHeaders, newOwner, shot } from './account-support';

/** An order placed while the owner has the orders page open shows up there, unasked. */
test('a new order appears on the open orders page within 2 s, marked new, with a toast naming it', async ({
  page,
  request,
}) => {
  const owner = await newOwner(page, request, 'live');
  const created = await request.post('/api/account/products', {
    headers: owner.auth,
    data: { product_name: 'Seeded Rye', main_price: 4.5 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()).product;

  // The account shell opens the stream on its own; its answer's headers mean it is listening.
  const streamOpen = page.waitForResponse((r) => r.url().includes('/api/account/orders/events?ticket='));
  await page.goto('/account/orders');
  await expect(page.getByText('No orders yet.')).toBeVisible();
  const stream = await streamOpen;
  expect(stream.status()).toBe(200);
  expect(stream.headers()['content-type']).toMatch(/^text\/event-stream/);

  const placedAt = Date.now();
  const order = await request.post('/api/orders', {
    headers: { ...apiHeaders, 'Idempotency-Key': `e2e-live-${Date.now()}` },
    data: {
      shop_id: owner.shopId,
      delivery_type: 'cod',
      customer: {
        name: 'Lea Live',
        phone: '+33 1 23 45 67 89',
        address_line1: '3 rue Neuve',
        city: 'Lyon',
        postal_code: '69001',
      },
      items: [{ product_id: product.product_id, quantity: 1 }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const number = (await order.json()).order.order_number as string;

  const row = page.getByTestId('orders-table').locator(`tr[data-order-number="${number}"]`);
  await expect(row).toBeVisible({ timeout: 2_000 });
  await expect(page.getByRole('alert').filter({ hasText: `New order ${number}` })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - placedAt).toBeLessThan(2_000);
  await expect(row.getByTestId('new-order-badge')).toHaveText('New');
  await expect(row).toContainText('Lea Live');
  await shot(page, 'live-order-arrived');

  // The sound switch is remembered by the browser.
  await page.getByLabel('Sound for new orders').check();
  await page.reload();
  await expect(page.getByLabel('Sound for new orders')).toBeChecked();
});
