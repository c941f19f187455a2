import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiHeaders, newOwner } from './account-support';
import { expectAccessible, expectHydrated, expectNoHorizontalScroll, shopperPhone } from './storefront-support';

/**
 * A shop that takes only Pix: the owner turns cash on delivery off (only once a Pix key is set),
 * the checkout then offers Pix alone and the server refuses a cash order; the owner's order page
 * says how the order is still to be paid, then how it was.
 */

/** A fresh Brazilian shop with one product, and cash on delivery as every shop starts: on. */
async function brazilianShop(request: APIRequestContext, label: string) {
  const owner = await newOwner(null, request, label);
  const shop = await request.put('/api/account/shop', { headers: owner.auth, data: { currency_code: 'BRL' } });
  expect(shop.status(), await shop.text()).toBe(200);
  const product = await request.post('/api/account/products', {
    headers: owner.auth,
    data: { product_name: 'Pão de queijo', main_price: 30 },
  });
  expect(product.status(), await product.text()).toBe(201);
  return { ...owner, productId: ((await product.json()) as { product: { product_id: number } }).product.product_id };
}

test('a shop takes only Pix: cash off beside a Pix key, a Pix-only checkout, "To pay by Pix"', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await brazilianShop(request, 'pix-only');
  const ownerContext = await browser.newContext();
  await ownerContext.addInitScript((token) => localStorage.setItem('vitrine.token', token), owner.token);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/account/delivery');
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Delivery and payment' })).toBeVisible();

  // The specification's default: cash on. Off without a Pix key is refused, under the switch.
  const cash = ownerPage.getByLabel('Cash on delivery (or at pickup)');
  await expect(cash).toBeChecked();
  await cash.uncheck();
  await ownerPage.getByTestId('save-delivery').click();
  await expect(cash).toHaveAttribute('aria-invalid', 'true');
  await expect(cash).toHaveAccessibleDescription(/To turn cash off, fill in “Pix key” first/);
  await ownerPage.getByLabel('Pix key').fill('loja@example.com');
  await expectAccessible(ownerPage);
  await ownerPage.getByTestId('save-delivery').click();
  await expect(ownerPage.getByText('Delivery and payment settings saved.')).toBeVisible();
  await ownerPage.reload();
  await expect(ownerPage.getByLabel('Cash on delivery (or at pickup)')).not.toBeChecked();
  await expect(ownerPage.getByLabel('Pix key')).toHaveValue('loja@example.com');

  // The storefront's checkout offers Pix alone, already chosen.
  await page.goto(`/${owner.url}`);
  await expectHydrated(page);
  await page.getByRole('button', { name: 'Add to cart: Pão de queijo' }).click();
  await page.getByTestId('footer-cart').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('radio', { name: 'Cash' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /^Pix/ })).toBeChecked();
  await page.getByLabel(/^Full name/).fill('Ana Souza');
  await page.getByLabel(/^Phone/).fill(shopperPhone());
  await page.getByLabel(/^Address line 1/).fill('Av. Paulista 1000');
  await page.getByLabel(/^City/).fill('São Paulo');
  await page.getByLabel(/^Postal code/).fill('01310-100');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('confirmation')).toBeVisible();
  const number = await page.getByTestId('order-number').innerText();

  // A client that sends cash anyway is refused, naming the field.
  const shopId = (
    (await (await request.get(`/api/getshop/${owner.url}`, { headers: apiHeaders })).json()) as {
      shop: { shop_id: number; payment_methods: string[] };
    }
  ).shop;
  expect(shopId.payment_methods).toEqual(['pix']);
  const cashOrder = await request.post('/api/orders', {
    headers: { ...apiHeaders, 'idempotency-key': `cash-${Date.now()}` },
    data: {
      shop_id: shopId.shop_id,
      delivery_type: 'cod',
      payment_method: 'cod',
      customer: {
        name: 'Caio',
        phone: shopperPhone(),
        address_line1: 'Rua A 1',
        city: 'São Paulo',
        postal_code: '01310-100',
      },
      items: [{ product_id: owner.productId, quantity: 1 }],
    },
  });
  expect(cashOrder.status(), await cashOrder.text()).toBe(422);
  expect(Object.keys(((await cashOrder.json()) as { errors: object }).errors)).toEqual(['payment_method']);

  // The owner's order: while unpaid it says how it is to be paid, not "Paid by".
  await ownerPage.goto('/account/orders');
  await ownerPage.getByRole('link', { name: number }).click();
  const card = ownerPage.getByTestId('order-payment-card');
  await expect(card.getByTestId('payment-status')).toHaveText('Not paid yet');
  await expect(card.getByTestId('payment-method')).toHaveText('To pay by Pix');
  await expect(card).not.toContainText('Paid by');
  await ownerPage.getByTestId('mark-paid').click();
  await expect(card.getByTestId('payment-status')).toHaveText('Paid');
  await expect(card.getByTestId('payment-method')).toHaveText('Paid by Pix');
  await ownerContext.close();
});
