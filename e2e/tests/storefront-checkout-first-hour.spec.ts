import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiHeaders } from './account-support';
import { expectAccessible, expectNoHorizontalScroll, openShop, shopperPhone } from './storefront-support';


const screenshots = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** A US phone as people there type it; each test a number of its own (a shop caps open orders per phone). */
let lines = 100;
const usPhone = () => `(503) 555-0${String(++lines).padStart(3, '0')}`;

/** A Corner Bakery cart of one croissant, at checkout. */
async function bakeryCheckout(page: Page) {
  await openShop(page, 'corner-bakery', '?q=Croissant');
  await page.getByRole('button', { name: 'Add to cart: Butter Croissant' }).click();
  await expect(page.getByTestId('cart-badge')).toContainText('1');
  await page.getByTestId('footer-cart').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('place-order')).toBeEnabled();
}

/** The owner's view of an order, by its number (the owner API, as the owner area reads it). */
async function ownerOrder(page: Page, orderNumber: string) {
  const login = await page.request.post('/api/auth/login', {
    headers: apiHeaders,
    data: { email: 'owner@bakery.example', password: 'bakery123' },
  });
  const auth = { ...apiHeaders, authorization: `Bearer ${(await login.json()).token}` };
  const list = await (await page.request.get('/api/account/orders?per_page=100', { headers: auth })).json();
  return list.orders.find((o: { order_number: string }) => o.order_number === orderNumber);
}

test.describe('checkout, the first hour', () => {
  test('pickup asks for a name and a phone only, and the order is placed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await bakeryCheckout(page);
    await page.getByRole('radio', { name: 'Pick up at the shop' }).check();
    await expect(page.getByLabel(/^Address line 1/)).toHaveCount(0);
    await expect(page.getByLabel(/^City/)).toHaveCount(0);
    await expect(page.getByLabel(/^Postal code/)).toHaveCount(0);
    await expect(page.getByLabel(/^Country/)).toHaveCount(0);
    await page.getByLabel(/^Full name/).fill('Sam Rivera');
    await page.getByLabel(/^Phone/).fill(usPhone());
    await expectNoHorizontalScroll(page);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    // A phone tall enough for the whole page: a full-page capture would draw the sticky header mid-page.
    await page.setViewportSize({ width: 390, height: 1600 });
    await page.screenshot({ path: `${screenshots}/checkout-pickup-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${screenshots}/checkout-pickup.png`, fullPage: true });
    await expectAccessible(page);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    await expect(page.getByTestId('confirmation')).toContainText('Pick up at the shop');

    // Back to delivery: the address is asked for again.
    await bakeryCheckout(page);
    await page.getByRole('radio', { name: 'Home delivery' }).check();
    await page.getByLabel(/^Full name/).fill('Sam Rivera');
    await page.getByLabel(/^Phone/).fill(shopperPhone());
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('co-line1-error')).toHaveText('This field is required.');
    await expect(page.getByTestId('co-city-error')).toHaveText('This field is required.');
    await expect(page.getByTestId('co-postal-error')).toBeVisible();
  });

  test("a US shopper's (503) 555-0101 is taken and reaches the order in E.164", async ({ page }) => {
    await bakeryCheckout(page);
    await page.getByRole('radio', { name: 'Pick up at the shop' }).check();
    await page.getByLabel(/^Full name/).fill('Pat Lee');
    const phone = usPhone();
    await page.getByLabel(/^Phone/).fill(phone);
    await page.getByLabel(/^Phone/).blur();
    await expect(page.getByTestId('co-phone-error')).toHaveCount(0);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    const number = await page.getByTestId('order-number').innerText();
    const order = await ownerOrder(page, number);
    expect(order.customer.phone).toBe(`+1${phone.replace(/\D/g, '')}`);
    expect(order.delivery_type).toBe('pickup');
  });

  test('a reload keeps the form (not the payment choice) and then the confirmation', async ({ page }) => {
    await bakeryCheckout(page);
    await page.getByLabel(/^Full name/).fill('Robin Oak');
    const phone = usPhone();
    await page.getByLabel(/^Phone/).fill(phone);
    await page.getByLabel(/^Address line 1/).fill('40 Pine Street');
    await page.getByLabel(/^City/).fill('Portland');
    await page.getByLabel(/^Postal code/).fill('97204');
    await page.getByLabel(/^Note/).fill('Back door');
    await page.reload();
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Robin Oak');
    await expect(page.getByLabel(/^Phone/)).toHaveValue(phone);
    await expect(page.getByLabel(/^Address line 1/)).toHaveValue('40 Pine Street');
    await expect(page.getByLabel(/^City/)).toHaveValue('Portland');
    await expect(page.getByLabel(/^Postal code/)).toHaveValue('97204');
    await expect(page.getByLabel(/^Note/)).toHaveValue('Back door');
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    const number = await page.getByTestId('order-number').innerText();

    await page.reload();
    await expect(page.getByTestId('confirmation')).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(number);
    await expect(page.getByText('No recent order')).toHaveCount(0);

    // The placed order's form is gone: the next checkout starts empty.
    await bakeryCheckout(page);
    await expect(page.getByLabel(/^Full name/)).toHaveValue('');
    await expect(page.getByLabel(/^Phone/)).toHaveValue('');
  });
});
