import { expect, test } from '@playwright/test';
import { type Balanced, NGINX, startBalanced } from '../../scripts/balanced';
import { e2eApiKey } from '../playwright.config';

/**
 * The storefront and the owner area through nginx over two instances on one PostgreSQL: an edit
 * made through the balancer shows within nginx's micro-cache time, then on every reload, whichever
 * instance answers it.
 */
test.describe('two instances behind nginx', () => {
  test.skip(!process.env.TEST_DATABASE_URL || !NGINX, 'needs TEST_DATABASE_URL and nginx (CI installs both)');
  test.describe.configure({ timeout: 120_000 });
  let balanced: Balanced;
  test.beforeAll(async () => {
    balanced = await startBalanced(e2eApiKey);
  });
  test.afterAll(async () => {
    await balanced?.stop();
  });

  test('the owner saves the header through the balancer and every shopper reload shows it', async ({
    browser,
    request,
  }) => {
    const headers = { 'api-key': e2eApiKey, Accept: 'application/json' };
    const login = await request.post(`${balanced.base}/api/auth/login`, {
      headers,
      data: { email: 'owner@bakery.example', password: 'bakery123' },
    });
    expect(login.status()).toBe(200);
    const { token } = await login.json();

    const shopper = await browser.newPage();
    await shopper.goto(`${balanced.base}/corner-bakery`);
    await expect(shopper.getByTestId('shop-header')).toBeVisible();

    const owner = await browser.newPage();
    await owner.addInitScript((value) => localStorage.setItem('vitrine.token', value), token);
    await owner.goto(`${balanced.base}/shop-profile/header`);
    await owner.locator('#header-bg').fill('#aaddff');
    await owner.getByTestId('save-header').click();
    await expect(owner.getByText('The header has been saved; your catalogue shows it now.')).toBeVisible();

    // nginx's micro-cache may hold the old page for up to 2 s (README, "Running several instances").
    await expect(async () => {
      await shopper.reload();
      await expect(shopper.getByTestId('shop-header')).toHaveCSS('background-color', 'rgb(170, 221, 255)', {
        timeout: 200,
      });
    }).toPass({ intervals: [100], timeout: 5_000 });
    // Then several reloads: nginx sends them to both instances in turn; each must show the new header.
    for (let i = 0; i < 4; i++) {
      await shopper.reload();
      await expect(shopper.getByTestId('shop-header')).toHaveCSS('background-color', 'rgb(170, 221, 255)');
    }
  });

  test('an order placed on either instance reaches the owner whose page listens through the balancer, within 2 s', async ({
    browser,
    request,
  }) => {
    const headers = { 'api-key': e2eApiKey, Accept: 'application/json' };
    const login = await request.post(`${balanced.base}/api/auth/login`, {
      headers,
      data: { email: 'owner@bakery.example', password: 'bakery123' },
    });
    const { token } = await login.json();
    const { catalogue } = await (
      await request.get(`${balanced.base}/api/getcatalogue/corner-bakery`, { headers })
    ).json();
    const product = catalogue.products.find(
      (p: { variants: unknown[]; in_stock: boolean }) => !p.variants.length && p.in_stock,
    );

    const owner = await browser.newPage();
    await owner.addInitScript((value) => localStorage.setItem('vitrine.token', value), token);
    const streamOpen = owner.waitForResponse((r) => r.url().includes('/api/account/orders/events?ticket='));
    await owner.goto(`${balanced.base}/account/orders`);
    expect((await streamOpen).status()).toBe(200);

    // The stream is held by one instance, whichever nginx chose: an order on each, so one comes from the other.
    for (const [i, instance] of balanced.instances.entries()) {
      const placedAt = Date.now();
      const order = await request.post(`${instance.base}/api/orders`, {
        headers: { ...headers, 'Idempotency-Key': `e2e-lb-live-${Date.now()}-${i}` },
        data: {
          shop_id: catalogue.shop[0].shop_id,
          delivery_type: 'cod',
          customer: {
            name: `Balanced Buyer ${i}`,
            phone: `+44 20 7946 10${i}0`,
            address_line1: '1 High St',
            city: 'London',
            postal_code: 'N1 9GU',
          },
          items: [{ product_id: product.product_id, quantity: 1 }],
        },
      });
      expect(order.status(), await order.text()).toBe(201);
      const number = (await order.json()).order.order_number as string;
      await expect(owner.getByRole('alert').filter({ hasText: `New order ${number}` })).toBeVisible({ timeout: 2_000 });
      expect(Date.now() - placedAt).toBeLessThan(2_000);
    }
  });
});
