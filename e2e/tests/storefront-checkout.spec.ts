import { expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './account-support';
import { expectAccessible, openShop, shopperPhone, shot, toast } from './storefront-support';

async function fillCustomer(page: Page) {
  await page.getByLabel(/^Full name/).fill('Asha Rao');
  await page.getByLabel(/^Phone/).fill(shopperPhone());
  await page.getByLabel(/^Address line 1/).fill('12 MG Road');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^Postal code/).fill('411001');
}

async function cartWithTwoItems(page: Page) {
  await openShop(page, 'sunrise-electronics', '?q=Orbit%205G');
  await page.getByRole('button', { name: 'Add to cart: Orbit 5G' }).click();
  await page.goto('/sunrise-electronics?q=Pebble');
  await page.getByRole('button', { name: 'Add to cart: Pebble Feature Phone' }).click();
  await expect(page.getByTestId('cart-badge')).toContainText('2');
  await page.getByTestId('footer-cart').click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test.describe('checkout', () => {
  test('validates each field, places one order on a double click, confirms and clears the cart', async ({ page }) => {
    await cartWithTwoItems(page);
    await expect(page.getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await page.getByTestId('line-quantity').first().fill('3');
    await expect(page.getByTestId('checkout-total')).toContainText('₹');
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('co-name-error')).toHaveText('This field is required.');
    // The phone message's example is a number of the delivery country: the shop's until another is chosen.
    await expect(page.getByTestId('co-phone-error')).toContainText('such as +91 98765 43210:');
    await page.getByLabel(/^Country/).selectOption({ label: 'Brazil' });
    await expect(page.getByTestId('co-phone-error')).toContainText('such as +55 11 91234-5678:');
    await expect(page.getByTestId('co-postal-error')).toBeVisible();
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByLabel(/^Email/).blur();
    await expect(page.getByTestId('co-email-error')).toContainText('valid email');
    await page.getByLabel(/^Email/).fill('');
    await fillCustomer(page);
    await page.getByLabel(/^Country/).selectOption({ label: 'India' });
    await expect(page.getByLabel(/^State \/ region/).locator('option', { hasText: 'Maharashtra' })).toHaveCount(1);
    await page.getByLabel(/^State \/ region/).selectOption({ label: 'Maharashtra' });
    await shot(page, 'checkout', true);
    await expectAccessible(page);

    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/orders') && r.method() === 'POST') posts.push(r.headers()['idempotency-key'] ?? '');
    });
    await page.getByTestId('place-order').dblclick();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    expect(posts.length).toBeGreaterThanOrEqual(1);
    expect(new Set(posts).size).toBe(1);
    await expect(page.getByTestId('order-number')).not.toBeEmpty();
    await expect(page.getByTestId('order-total')).toContainText('₹');
    const wa = page.getByTestId('whatsapp-link');
    await expect(wa).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    const text = decodeURIComponent(((await wa.getAttribute('href')) ?? '').split('text=')[1]);
    expect(text).toContain(await page.getByTestId('order-number').innerText());
    expect(text).toContain('Orbit 5G');
    await expect(page.getByTestId('cart-badge')).toContainText('0');
    await shot(page, 'confirmation', true);
  });

  /** Lets the first POST /api/orders reach the server, then loses its answer; records what the server said. */
  async function loseFirstAnswer(page: Page) {
    const seen = { posts: [] as string[], lookups: [] as string[], firstOrderNumber: '' };
    await page.route('**/api/orders', async (route) => {
      seen.posts.push(route.request().headers()['idempotency-key'] ?? '');
      if (seen.posts.length === 1) {
        // The server takes the order, but the answer never reaches the shopper.
        const response = await route.fetch();
        seen.firstOrderNumber = (await response.json()).order.order_number;
        await route.abort();
        return;
      }
      await route.continue();
    });
    page.on('request', (r) => {
      if (r.url().includes('/api/orders/by-key/')) seen.lookups.push(decodeURIComponent(r.url().split('/by-key/')[1]));
    });
    return seen;
  }

  /** A full cart and form, placed once; the order is taken but its answer lost. */
  async function placeAndLoseTheAnswer(page: Page) {
    await cartWithTwoItems(page);
    await fillCustomer(page);
    const seen = await loseFirstAnswer(page);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-error')).toContainText('could not be sent');
    return seen;
  }

  test("a lost answer: the next try asks the server for that key's order instead of placing another", async ({
    page,
  }) => {
    const seen = await placeAndLoseTheAnswer(page);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(seen.firstOrderNumber);
    expect(seen.posts).toHaveLength(1);
    expect(seen.lookups).toHaveLength(1);
    expect(seen.lookups[0].startsWith(seen.posts[0])).toBe(true);
  });

  test('a lost answer, then an edited form: still exactly one order, and the shopper sees it', async ({
    page,
    request,
  }) => {
    const seen = await placeAndLoseTheAnswer(page);
    await page.getByLabel(/^City/).fill('Mumbai');
    await page.getByLabel(/^Full name/).fill('Asha R. Edited');
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(seen.firstOrderNumber);
    expect(seen.posts).toHaveLength(1);

    const login = await request.post('/api/auth/login', {
      headers: apiHeaders,
      data: { email: 'owner@sunrise.example', password: 'sunrise123' },
    });
    const auth = { ...apiHeaders, authorization: `Bearer ${(await login.json()).token}` };
    const list = await (await request.get('/api/account/orders?per_page=100', { headers: auth })).json();
    const names = list.orders.map((o: { customer: { name: string } }) => o.customer.name);
    expect(names).not.toContain('Asha R. Edited');
    expect(list.orders.filter((o: { order_number: string }) => o.order_number === seen.firstOrderNumber)).toHaveLength(
      1,
    );
  });

  test('a refused order shows the server message and the field', async ({ page }) => {
    await cartWithTwoItems(page);
    await fillCustomer(page);
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 400,
        json: { status: 'fail', message: 'Check the phone.', errors: { 'customer.phone': 'Use a reachable number.' } },
      }),
    );
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-error')).toHaveText('Check the phone.');
    await expect(page.getByTestId('co-phone-error')).toHaveText('Use a reachable number.');
  });
});

test.describe('report a shop', () => {
  test('sends a report, sets the cookie, then says Already Reported', async ({ page, context }) => {
    await openShop(page, 'corner-bakery');
    await page.getByTestId('report-button').click();
    const dialog = page.getByTestId('report-dialog');
    await expect(dialog.getByRole('heading', { name: 'Report this shop' })).toBeVisible();
    await expect(dialog).toContainText('name, phone, email and full details');
    await shot(page, 'report-dialog');
    await dialog.getByTestId('report-message').fill('Wrong prices. Sam, 555 0100, sam@example.com');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Thank you, your report has been sent.')).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name.startsWith('vitrine_reported_'));
    expect(cookie?.path).toBe('/');
    // 1,440,000 minutes asked for; Chromium caps cookie lifetimes at 400 days.
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);

    await page.getByTestId('report-button').click();
    const already = page.getByTestId('already-reported-dialog');
    await expect(already.getByRole('heading', { name: 'Already Reported' })).toBeVisible();
    await expect(already).toContainText('You have already reported this shop!');
    await shot(page, 'report-already');
    await already.getByRole('button', { name: 'OK' }).click();
    await expect(already).toBeHidden();

    // Another shop has its own cookie.
    await openShop(page, 'sunrise-electronics');
    await page.getByTestId('report-button').click();
    await expect(page.getByTestId('report-dialog')).toBeVisible();
  });

  test('a failed report keeps the dialog open with a message; the text is optional', async ({ page }) => {
    await openShop(page, 'bulk-mart');
    let fail = true;
    await page.route('**/api/reportshop', (route) =>
      fail ? route.fulfill({ status: 500, json: { status: 'error', message: 'x' } }) : route.continue(),
    );
    await page.getByTestId('report-button').click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toContainText('could not be sent');
    await expect(dialog).toBeVisible();
    await shot(page, 'report-failed');
    fail = false;
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
  });
});
