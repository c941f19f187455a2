import { expect, test } from '@playwright/test';
import { apiHeaders, newOwner, shot, tinyPng } from './account-support';

test.describe('the owner account pages', () => {
  test('Edit Account: country loads its states, the API field message shows, saving persists', async ({
    page,
    request,
  }) => {
    await newOwner(page, request, 'edit');
    await page.goto('/shop-profile/edit');
    await expect(page.getByLabel('Shop name')).toHaveValue('Shop edit');
    const state = page.getByLabel('State', { exact: true });
    await expect(state).toBeDisabled();
    await page.getByLabel('Country').selectOption({ label: 'Australia' });
    await expect(state).toBeEnabled();
    await expect(state.locator('option', { hasText: 'Tasmania' })).toHaveCount(1);
    await page.getByLabel('Country').selectOption({ label: 'Brazil' });
    await expect(state.locator('option', { hasText: 'Bahia' })).toHaveCount(1);
    await expect(state.locator('option', { hasText: 'Tasmania' })).toHaveCount(0);
    await state.selectOption({ label: 'Bahia' });
    await page.getByLabel('City').fill('Salvador');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await page.getByTestId('save-account').click();
    await expect(page.getByText('Use an e-mail address such as name@example.com.')).toBeVisible();
    await expect(page.getByTestId('save-error')).toHaveText('Please correct the highlighted fields.');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('hello@shop.example');
    await page.getByTestId('save-account').click();
    await expect(page.getByText('Your shop has been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Country')).toHaveValue(/\d+/);
    await expect(page.getByLabel('Country').locator('option:checked')).toHaveText('Brazil');
    await expect(state.locator('option:checked')).toHaveText('Bahia');
    await expect(page.getByLabel('City')).toHaveValue('Salvador');
  });

  test('header designer: the preview follows at once and the saved header shows on the storefront', async ({
    page,
    request,
  }) => {
    const owner = await newOwner(page, request, 'header');
    await request.put('/api/account/shop', {
      headers: owner.auth,
      data: { shop_tagline: 'Fresh every morning', mobile_phone_primary: '+49 30 1234567' },
    });
    await page.goto('/shop-profile/header');
    const preview = page.getByTestId('header-preview');
    await expect(preview.getByTestId('shop-tagline')).toHaveText('Fresh every morning');
    await page.getByTestId('header-item-shop_tagline').getByLabel('Show').uncheck();
    await expect(preview.getByTestId('shop-tagline')).toHaveCount(0);
    await page.locator('#header-bg').fill('#ffeeaa');
    await page.locator('#header-shop_name-size').fill('40');
    await page.locator('#header-shop_name-style').selectOption('italic');
    await expect(preview.getByRole('heading', { name: 'Shop header' })).toHaveCSS('font-style', 'italic');
    await shot(page, 'header-designer-light');
    await page.getByTestId('save-header').click();
    await expect(page.getByText('The header has been saved; your catalogue shows it now.')).toBeVisible();
    await page.goto(`/${owner.url}`);
    const header = page.getByTestId('shop-header');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 238, 170)');
    await expect(header.getByRole('heading', { name: 'Shop header' })).toHaveCSS('font-size', '40px');
    await expect(header.getByRole('heading', { name: 'Shop header' })).toHaveCSS('font-style', 'italic');
    await expect(header.getByTestId('shop-tagline')).toHaveCount(0);
    await expect(header.getByTestId('shop-phone')).toHaveText('+49 30 1234567');
  });

  test('products: create with a variant, edit, delete, each seen on the storefront', async ({ page, request }) => {
    const owner = await newOwner(page, request, 'products');
    await request.post('/api/account/categories', { headers: owner.auth, data: { name: 'Teas' } });
    await page.goto('/account/products');
    await expect(page.getByText('No products yet.')).toBeVisible();
    await page.getByTestId('new-product').click();
    await page.getByLabel('Name', { exact: true }).fill('Jasmine Tea');
    await page.getByLabel('Description').fill('Loose leaf, 100 g');
    await page.getByLabel('Price', { exact: true }).fill('abc');
    await page.getByLabel('Category').selectOption({ label: 'Teas' });
    await page.getByTestId('add-variant').click();
    await page.getByLabel('Variant name 1').fill('250 g');
    await page.getByLabel('Variant price 1').fill('11.50');
    await page.getByTestId('save-product').click();
    await expect(page.getByText('Use an amount such as 12.50.')).toBeVisible();
    await page.getByLabel('Price', { exact: true }).fill('4.90');
    await page.getByTestId('save-product').click();
    await expect(page).toHaveURL(/\/account\/products$/);
    await expect(page.getByTestId('products-table')).toContainText('Jasmine Tea');
    await expect(page.getByTestId('products-table')).toContainText('Teas');
    await shot(page, 'products-light');

    await page.goto(`/${owner.url}`);
    await expect(page.getByText('Jasmine Tea')).toBeVisible();

    await page.goto('/account/products');
    await page.getByRole('link', { name: 'Jasmine Tea', exact: true }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jasmine Tea');
    await expect(page.getByLabel('Variant name 1')).toHaveValue('250 g');
    await page.getByLabel('Name', { exact: true }).fill('Jasmine Green Tea');
    // The picker offers what the server takes; bytes that are no picture are refused with its message.
    const picker = page.getByTestId('product-image-input');
    await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a, not a PNG') });
    await expect(page.getByText('Upload a JPEG, PNG or WebP picture.')).toBeVisible();
    await picker.setInputFiles({ name: 'tea.png', mimeType: 'image/png', buffer: tinyPng });
    await expect(page.locator('main img[src^="/media/"]')).toHaveCount(1);
    await page.getByTestId('save-product').click();
    await expect(page.getByTestId('products-table')).toContainText('Jasmine Green Tea');
    await page.goto(`/${owner.url}`);
    await expect(page.getByText('Jasmine Green Tea')).toBeVisible();
    await expect(page.getByTestId('product-card').locator('img')).toHaveAttribute('src', /^\/media\//);

    await page.goto('/account/products');
    await page.getByRole('button', { name: 'Delete: Jasmine Green Tea' }).click();
    await expect(page.getByRole('dialog')).toContainText('Delete this product?');
    await page.getByTestId('confirm-button').click();
    await expect(page.getByText('No products yet.')).toBeVisible();
    await page.goto(`/${owner.url}`);
    await expect(page.getByTestId('shop-header')).toBeVisible();
    await expect(page.getByText('Jasmine Green Tea')).toHaveCount(0);
  });

  test('categories: add, rename, reorder and delete; products keep working', async ({ page, request }) => {
    const owner = await newOwner(page, request, 'cats');
    await page.goto('/account/categories');
    await expect(page.getByText('No categories yet.')).toBeVisible();
    for (const name of ['Bread', 'Cakes']) {
      await page.getByLabel('Category name').fill(name);
      await page.getByRole('button', { name: 'Add category' }).click();
      await expect(page.getByTestId('categories-list')).toContainText(name);
    }
    await page.getByRole('button', { name: 'Move Cakes up' }).click();
    await expect(page.getByTestId('categories-list').locator('li').first()).toContainText('Cakes');
    await page.getByRole('button', { name: 'Rename Bread' }).click();
    await page.getByRole('textbox', { name: 'Rename Bread' }).fill('Breads');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('categories-list')).toContainText('Breads');
    await page.reload();
    await expect(page.getByTestId('categories-list').locator('li').first()).toContainText('Cakes');
    await shot(page, 'categories-light');
    const list = await (await request.get('/api/account/categories', { headers: owner.auth })).json();
    const cakes = list.categories.find((c: { name: string }) => c.name === 'Cakes');
    await request.post('/api/account/products', {
      headers: owner.auth,
      data: { product_name: 'Cheesecake', main_price: 6, category_id: cakes.id },
    });
    await page.getByRole('button', { name: 'Delete Cakes' }).click();
    await page.getByTestId('confirm-button').click();
    await expect(page.getByTestId('categories-list')).not.toContainText('Cakes');
    await page.goto('/account/products');
    await expect(page.getByTestId('products-table')).toContainText('Cheesecake');
    await expect(page.getByTestId('products-table')).toContainText('No category');
  });

  test('orders: a checkout order shows newest first, its detail, and its status changes', async ({ page, request }) => {
    const owner = await newOwner(page, request, 'orders');
    const created = await request.post('/api/account/products', {
      headers: owner.auth,
      data: { product_name: 'Sourdough Loaf', main_price: 5.5 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const product = (await created.json()).product;
    const order = await request.post('/api/orders', {
      headers: { ...apiHeaders, 'Idempotency-Key': `e2e-${Date.now()}-orders` },
      data: {
        shop_id: owner.shopId,
        delivery_type: 'cod',
        customer: {
          name: 'Ada Buyer',
          phone: '+44 20 7946 0000',
          address_line1: '1 High St',
          city: 'London',
          postal_code: 'N1 9GU',
        },
        items: [{ product_id: product.product_id, quantity: 2 }],
      },
    });
    expect([200, 201], await order.text()).toContain(order.status());
    const number = (await order.json()).order.order_number as string;

    await page.goto('/account/orders');
    await expect(page.getByTestId('menu-orders')).toContainText('1');
    const table = page.getByTestId('orders-table');
    await expect(table).toContainText(number);
    await expect(table).toContainText('Ada Buyer');
    await expect(table.getByTestId('order-status')).toHaveText('Pending');
    await page.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await expect(page.getByText('Sourdough Loaf')).toBeVisible();
    await expect(page.getByTestId('order-total')).toContainText('11.00');
    await page.getByLabel('Change status').selectOption('confirmed');
    await page.getByTestId('save-status').click();
    await expect(page.getByText('The order is now “Confirmed”.')).toBeVisible();
    // Only the steps the order's life allows from here are offered; a note goes into its history.
    const select = page.getByLabel('Change status');
    await expect(select.locator('option')).toHaveText(['Shipped', 'Cancelled']);
    await select.selectOption('shipped');
    await page.getByLabel('Note (optional)').fill('Sent with the morning van');
    await page.getByTestId('save-status').click();
    await expect(page.getByText('The order is now “Shipped”.')).toBeVisible();
    const history = page.getByTestId('order-history');
    await expect(history.locator('li')).toHaveCount(3);
    await expect(history.locator('li').nth(2)).toContainText('Shipped');
    await expect(history.locator('li').nth(2)).toContainText('by you');
    await expect(history.locator('li').nth(2)).toContainText('Sent with the morning van');
    await expect(page.getByLabel('Change status').locator('option')).toHaveText(['Delivered']);
    await shot(page, 'order-detail-light');
    // Against fake cash orders: the phone's history, and Block after a confirmation.
    const phoneHistory = page.getByTestId('customer-history');
    await expect(phoneHistory.getByTestId('customer-history-orders')).toHaveText('1');
    await phoneHistory.getByRole('button', { name: 'Block this number' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block this number' }).click();
    // The number as it is stored and compared: E.164, whatever way the shopper typed it.
    await expect(page.getByText('+442079460000 is blocked.')).toBeVisible();
    await expect(phoneHistory.getByRole('button', { name: 'Unblock this number' })).toBeVisible();
    const refused = await request.post('/api/orders', {
      headers: { ...apiHeaders, 'Idempotency-Key': `e2e-${Date.now()}-blocked` },
      data: {
        shop_id: owner.shopId,
        delivery_type: 'cod',
        customer: {
          name: 'Ada Buyer',
          phone: '+442079460000',
          address_line1: '1 High St',
          city: 'London',
          postal_code: 'N1 9GU',
        },
        items: [{ product_id: product.product_id, quantity: 1 }],
      },
    });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).message).toBe('This shop cannot take this order. Please contact the shop.');
    await page.goto('/account/orders?status=shipped');
    await expect(page.getByTestId('orders-table')).toContainText(number);
    await page.goto('/account/orders?status=pending');
    await expect(page.getByText('No order has this status.')).toBeVisible();
    await expect(page.getByTestId('menu-orders').locator('.badge')).toHaveCount(0);
  });
});
