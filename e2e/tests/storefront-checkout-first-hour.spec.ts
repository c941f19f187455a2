import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { apiHeaders, newOwner } from './account-support';
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
    // The order's own page names the shopper and the phone, with no blank address lines between.
    await page.getByTestId('follow-order').click();
    const address = page.locator('main address');
    await expect(address).toContainText('Sam Rivera');
    await expect(address.locator('br')).toHaveCount(1);

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

test.describe('the cart dropdown', () => {
  test('shows the subtotal and changes quantities with − and +, up to what is left', async ({ page, request }) => {
    const shop = await newOwner(null, request, 'cart-dropdown');
    for (const product of [
      { product_name: 'Rye Bread', main_price: 4, stock_quantity: 3 },
      { product_name: 'Honey Jar', main_price: 6.5 },
    ]) {
      const res = await request.post('/api/account/products', { headers: shop.auth, data: product });
      expect(res.status(), await res.text()).toBe(201);
    }
    await openShop(page, shop.url);
    await page.getByRole('button', { name: 'Add to cart: Rye Bread' }).click();
    await page.getByRole('button', { name: 'Add to cart: Honey Jar' }).click();
    await page.getByTestId('cart-button').click();
    const panel = page.getByTestId('cart-panel');
    const subtotal = panel.getByTestId('cart-subtotal');
    await expect(subtotal).toContainText('Subtotal');
    const first = await subtotal.innerText();
    expect(first).toMatch(/10\.50/);

    const more = panel.getByRole('button', { name: 'Increase the quantity of Rye Bread' });
    const fewer = panel.getByRole('button', { name: 'Decrease the quantity of Rye Bread' });
    const quantity = panel.getByRole('status', { name: 'Quantity of Rye Bread' });
    await expect(fewer).toBeDisabled();
    await more.click();
    await expect(quantity).toHaveText('2');
    await expect(subtotal).toContainText('14.50');
    // By keyboard too: focus stays on the button, Enter adds one more.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveText('3');
    // Three are left: the cart holds no more.
    await expect(more).toBeDisabled();
    await expect(subtotal).toContainText('18.50');
    await fewer.click();
    await expect(quantity).toHaveText('2');
    // The badge counts lines, not units.
    await expect(page.getByTestId('cart-badge')).toContainText('2');
    await expectAccessible(page, { include: '[data-testid="cart-panel"]' });
    await page.screenshot({ path: '/tmp/shots/storefront/cart-dropdown-quantities.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    // The checkout's cart holds what the dropdown set.
    await panel.getByTestId('cart-checkout').click();
    const rye = page.getByTestId('checkout-line').filter({ hasText: 'Rye Bread' });
    await expect(rye.getByTestId('line-quantity')).toHaveValue('2');
  });

  test("an Indian shop's prices group by lakh: ₹1,19,999.00", async ({ page }) => {
    await openShop(page, 'sunrise-electronics', '?q=Zephyr');
    await expect(page.getByTestId('product-card').filter({ hasText: 'Zephyr Fold' })).toContainText('₹1,19,999.00');
    await page.getByRole('button', { name: 'Add to cart: Zephyr Fold' }).click();
    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-subtotal')).toContainText('₹1,19,999.00');
  });
});
