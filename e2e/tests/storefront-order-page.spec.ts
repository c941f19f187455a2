import { expect, type Page, test } from '@playwright/test';
import { accounts, signInAs } from './account-support';
import { expectAccessible, openShop, shot } from './storefront-support';

/** The shopper follows their order on its own page; the owner moves it along. */

async function placeOrder(page: Page, name: string) {
  await openShop(page, 'sunrise-electronics', '?q=Pebble');
  await page.getByRole('button', { name: 'Add to cart: Pebble Feature Phone' }).click();
  await page.getByTestId('footer-cart').click();
  await page.getByLabel(/^Full name/).fill(name);
  await page.getByLabel(/^Phone/).fill('+91 98000 22222');
  await page.getByLabel(/^Address line 1/).fill('7 Station Road');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^Postal code/).fill('411002');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('confirmation')).toBeVisible();
  const number = await page.getByTestId('order-number').innerText();
  await page.getByTestId('follow-order').click();
  await expect(page).toHaveURL(new RegExp(`/sunrise-electronics/order/${number}/[A-Za-z0-9_-]{43}$`));
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  return number;
}

test.describe("the shopper's order page", () => {
  test('from the confirmation: Pending, then Confirmed once the owner confirms in another browser', async ({
    page,
    browser,
    request,
  }) => {
    // A checkout, then a second browser that loads the owner's area: two whole visits in one test.
    test.setTimeout(90_000);
    const number = await placeOrder(page, 'Follow Me');
    await expect(page.getByTestId('order-page-status')).toHaveText('Received, waiting for the shop');
    await expect(page.getByTestId('order-timeline').locator('li')).toHaveCount(1);
    // The footer's "Your orders" has it already, without a reload.
    await expect(page.getByTestId('your-orders')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask about it on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/\\d+\\?text=.*${number}`),
    );
    await expectAccessible(page);
    await shot(page, 'order-page', true);

    // The page itself is for this visitor only.
    const html = await request.get(page.url(), { headers: { accept: 'text/html' } });
    expect(html.headers()['cache-control']).toBe('no-store');
    expect(html.headers()['x-robots-tag']).toBe('noindex');
    expect(html.headers()['referrer-policy']).toBe('no-referrer');
    expect(await html.text()).toContain('<meta name="robots" content="noindex"');

    // The owner, in another browser, confirms it.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signInAs(owner, request, accounts.sunrise);
    await owner.goto('/account/orders');
    await owner.getByRole('link', { name: number }).click();
    await owner.getByLabel('Change status').selectOption('confirmed');
    await owner.getByTestId('save-status').click();
    await expect(owner.getByText('The order is now “Confirmed”.')).toBeVisible();
    await ownerContext.close();

    // The shopper's open page follows by itself: it looks again every few seconds while shown, and at
    // once when the shopper comes back to the tab (as here, from the owner's window).
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByTestId('order-page-status')).toHaveText('Confirmed by the shop', { timeout: 15_000 });
    await expect(page.getByTestId('order-timeline').locator('li')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0);

    // The shop's footer remembers this browser's orders.
    await page.goto('/sunrise-electronics');
    await page.getByTestId('your-orders').locator('summary').click();
    await page.getByTestId('your-orders').getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  });

  test('the shopper cancels while pending, after confirming; the owner hears of it; a wrong link finds nothing', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const number = await placeOrder(page, 'Changed Mind');
    // The owner has the orders page open in another browser meanwhile.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await signInAs(owner, request, accounts.sunrise);
    const streamOpen = owner.waitForResponse((r) => r.url().includes('/api/account/orders/events?ticket='));
    await owner.goto('/account/orders');
    await streamOpen;
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await expect(page.getByText('Cancel this order? The shop will not prepare it.')).toBeVisible();
    await page.getByRole('button', { name: 'No, keep it' }).click();
    await expect(page.getByTestId('order-page-status')).toHaveText('Received, waiting for the shop');
    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByTestId('order-page-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('order-timeline')).toContainText('Cancelled (by you)');
    await expect(page.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0);
    await expect(
      owner.getByRole('alert').filter({ hasText: `Order ${number} was cancelled by the customer` }),
    ).toBeVisible();
    await ownerContext.close();

    const wrong = page.url().replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await page.goto(wrong);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  });
});
