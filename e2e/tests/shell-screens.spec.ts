import { expect, type Page, test } from '@playwright/test';
import { accounts, apiHeaders, newOwner, shot, signInAs } from './account-support';

/** Each page in light and dark theme, saved under /tmp/shots/account for a human to look at. */
async function lightAndDark(page: Page, name: string, ready: () => Promise<void>) {
  await ready();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, `${name}-light`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await shot(page, `${name}-dark`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

test.describe('screens', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  // One test per page: seven pages in one test took over its 30 s beside another worker.
  const ownerPages: [string, string, string][] = [
    ['dashboard', '/dashboard', 'Hello'],
    ['edit-account', '/shop-profile/edit', 'Edit Account'],
    ['header-designer', '/shop-profile/header', 'Header designer'],
    ['products', '/account/products', 'Products'],
    ['categories', '/account/categories', 'Categories'],
    ['orders', '/account/orders', 'Orders'],
  ];
  for (const [name, path, heading] of ownerPages) {
    test(`owner page: ${name}`, async ({ page, request }) => {
      await signInAs(page, request, accounts.sunrise);
      await page.goto(path);
      await lightAndDark(page, name, () =>
        expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible(),
      );
    });
  }

  test('owner page: a product', async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
    await page.goto('/account/products');
    await page.getByTestId('products-table').getByRole('link').first().click();
    await lightAndDark(page, 'product-edit', () => expect(page.getByTestId('product-form')).toBeVisible());
  });

  test('an order of a fresh shop', async ({ page, request }) => {
    const owner = await newOwner(page, request, 'screens');
    const product = (
      await (
        await request.post('/api/account/products', {
          headers: owner.auth,
          data: {
            product_name: 'Walnut Bread',
            main_price: 4.2,
            variants: [{ product_variant_name: 'Large', price: 6.5 }],
          },
        })
      ).json()
    ).product;
    await request.post('/api/orders', {
      headers: { ...apiHeaders, 'Idempotency-Key': `screens-${Date.now()}` },
      data: {
        shop_id: owner.shopId,
        delivery_type: 'cod',
        customer: {
          name: 'Grace Hopper',
          phone: '+1 212 555 0100',
          address_line1: '5 Main St',
          city: 'Boston',
          postal_code: '02108',
        },
        note: 'Please ring twice.',
        items: [
          { product_id: product.product_id, product_variant_id: product.variants[0].product_variant_id, quantity: 3 },
        ],
      },
    });
    await page.goto('/dashboard');
    await lightAndDark(page, 'dashboard-with-orders', () => expect(page.getByText('Walnut Bread')).toBeVisible());
    await page.goto('/account/orders');
    await page.getByTestId('orders-table').getByRole('link').first().click();
    await lightAndDark(page, 'order-detail', () => expect(page.getByText('Please ring twice.')).toBeVisible());
  });

  test('platform admin pages', async ({ page, request }) => {
    await request.post('/api/reportshop', {
      headers: apiHeaders,
      data: { shop_id: 1, message: 'Screenshot report: prices look wrong.' },
    });
    await signInAs(page, request, accounts.admin);
    await page.goto('/ecommerce-dashboard');
    await lightAndDark(page, 'admin-dashboard', () =>
      expect(page.getByRole('heading', { name: 'eCommerce Dashboard' })).toBeVisible(),
    );
    await page.goto('/admin/reports');
    await lightAndDark(page, 'admin-reports', () =>
      expect(page.getByRole('heading', { name: 'Shop reports' })).toBeVisible(),
    );
  });

  test('full-screen pages and a phone', async ({ page, request }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome to Vitrine' })).toBeVisible();
    await shot(page, 'login-light');
    await page.goto('/misc/error/404');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await shot(page, 'not-found-light');
    await signInAs(page, request, accounts.sunrise);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account/products');
    await expect(page.getByTestId('products-table')).toBeVisible();
    await shot(page, 'phone-products-light');
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    // Wait for the drawer's slide-in to finish.
    await expect.poll(async () => (await page.locator('.vt-drawer').boundingBox())?.x).toBe(0);
    await shot(page, 'phone-drawer-light');
  });

  test('customizer looks: semi-dark, dark right-to-left, horizontal dark', async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
    await page.goto('/account/products?customizer=1');
    await expect(page.getByTestId('products-table')).toBeVisible();
    const choose = async (id: string) => {
      await page.getByTestId('customizer-toggle').click();
      await page.locator(id).check();
      await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();
    };
    await choose('#customizer-theme-semi-dark');
    await shot(page, 'semi-dark-products');
    await choose('#customizer-theme-dark');
    await choose('#customizer-direction-rtl');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shot(page, 'rtl-products-dark');
    await choose('#customizer-direction-ltr');
    await choose('#customizer-layout-horizontal');
    await choose('#customizer-menuTheme-success');
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'horizontal');
    await shot(page, 'horizontal-products-dark');
  });
});
