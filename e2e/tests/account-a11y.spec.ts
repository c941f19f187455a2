import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll, smallTouchTargets } from './a11y';
import { accounts, apiHeaders, expectAccessible, newOwner, signInAs, tinyPng } from './account-support';

const screenshots = resolve(import.meta.dirname, '../../docs/screenshots');

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

test('dark theme passes axe on Edit Account', async ({ page, request }) => {
  await signInAs(page, request, accounts.sunrise);
  await page.goto('/shop-profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await expectAccessible(page);
});

/**
 * On a 390 px phone each owner page: nothing scrolls sideways, axe finds nothing serious, and
 * every control of the page, the navbar and the opened menu drawer is at least 44 px each way.
 */
async function phoneWalk(page: Page, paths: readonly string[], shots: Record<string, string> = {}) {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    // Off the content: axe judges a link under a resting pointer in its hover colour.
    await page.mouse.move(0, 0);
    if (shots[path]) {
      await page.screenshot({ path: join(screenshots, `owner-phone-${shots[path]}.png`), fullPage: true });
    }
    expect.soft(await smallTouchTargets(page, '#vt-content, [data-testid=navbar]'), path).toEqual([]);
    await expectAccessible(page);
    await page.getByTestId('menu-toggle').click();
    const drawer = page.locator('.vt-drawer');
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const demo = drawer.getByTestId('menu-group-demo');
    if ((await demo.getAttribute('aria-expanded')) === 'false') await demo.click();
    await expect(demo).toHaveAttribute('aria-expanded', 'true');
    expect.soft(await smallTouchTargets(page, '.vt-drawer'), `${path} menu`).toEqual([]);
    await drawer.getByRole('button', { name: 'Close the menu' }).click();
    await expect(drawer).toBeHidden();
  }
}

test('at 390 px the owner pages of an established shop fit, pass axe and have 44 px touch targets', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await signInAs(page, request, accounts.sunrise);
  const products = await request.get('/api/account/products?per_page=1', {
    headers: { ...apiHeaders, Authorization: `Bearer ${token}` },
  });
  const [product] = (await products.json()).products as { product_id: number }[];
  await phoneWalk(page, [
    '/dashboard',
    '/shop-profile/edit',
    '/shop-profile/header',
    '/account/products',
    `/account/products/${product?.product_id}`,
    '/account/products/new',
    '/account/products/import',
    '/account/categories',
    '/account/delivery',
    '/pages/account-settings',
  ]);
});

test('at 390 px a shop with an order and a code: orders, the order and discounts fit with 44 px targets', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newOwner(page, request, 'phone');
  const { order, productId } = await placeOrder(request, owner);
  const code = await request.post('/api/account/discounts', {
    headers: owner.auth,
    data: { code: 'PHONE10', kind: 'percent', value: 10 },
  });
  expect(code.status(), await code.text()).toBe(201);
  const orderPath = `/account/orders/${order.order_id}`;
  const productPath = `/account/products/${productId}`;
  await phoneWalk(
    page,
    ['/account/orders', orderPath, productPath, '/shop-profile/header', '/account/delivery', '/account/discounts'],
    {
      '/account/orders': 'orders',
      [orderPath]: 'order',
      [productPath]: 'product-edit',
      '/shop-profile/header': 'header-designer',
      '/account/delivery': 'delivery',
    },
  );
  // Product edit offers the back camera beside the file picker on a phone, and only there.
  await page.goto(productPath);
  const camera = page.getByTestId('product-image-input-camera');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await expect(page.getByText('Take a photo')).toBeVisible();
  await expect(page.getByText('Add a picture')).toBeVisible();
  await camera.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.locator('main img[src^="/media/"]')).toHaveCount(2);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText('Take a photo')).toBeHidden();
});

/** A product with a picture and an order of two for a fresh owner's shop, through the API. */
async function placeOrder(request: APIRequestContext, owner: Awaited<ReturnType<typeof newOwner>>) {
  const upload = await request.post('/api/account/images', {
    headers: owner.auth,
    multipart: {
      file: {
        name: 'tile.png',
        mimeType: 'image/png',
        buffer: readFileSync(new URL('../fixtures/tile.png', import.meta.url)),
      },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const url = (await upload.json()).image.url as string;
  const product = await request.post('/api/account/products', {
    headers: owner.auth,
    data: { product_name: 'Hand-thrown stoneware mug', main_price: 18.5, image_url: url, images: [url] },
  });
  expect(product.status(), await product.text()).toBe(201);
  const order = await request.post('/api/orders', {
    headers: { ...apiHeaders, 'idempotency-key': `phone-e2e-${Date.now()}` },
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
      items: [{ product_id: (await product.json()).product.product_id, quantity: 2 }],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return {
    order: (await order.json()).order as { order_id: number; order_number: string },
    productId: (await product.json()).product.product_id as number,
  };
}
