import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiHeaders, newOwner } from './account-support';
import { openShop, shot } from './storefront-support';

/** Counted stock as the shopper sees it in the browser, on a fresh shop of its own. */
type Shop = Awaited<ReturnType<typeof newOwner>>;

async function addProduct(request: APIRequestContext, shop: Shop, data: object): Promise<number> {
  const res = await request.post('/api/account/products', { headers: shop.auth, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).product.product_id;
}

async function fillCustomer(page: Page) {
  await page.getByLabel(/^Full name/).fill('Asha Rao');
  await page.getByLabel(/^Phone/).fill('+91 98000 11111');
  await page.getByLabel(/^Address line 1/).fill('12 MG Road');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^Postal code/).fill('411001');
}

test.describe('stock', () => {
  let shop: Shop;
  const ids = { cake: 0, shirt: 0, bread: 0 };
  test.beforeAll(async ({ request }) => {
    shop = await newOwner(null, request, 'stock');
    ids.cake = await addProduct(request, shop, { product_name: 'Lemon Cake', main_price: 12, stock_quantity: 2 });
    ids.shirt = await addProduct(request, shop, {
      product_name: 'Linen Shirt',
      main_price: 30,
      variants: [
        { product_variant_name: 'Small', price: 30, stock_quantity: 0 },
        { product_variant_name: 'Medium', price: 30, stock_quantity: 5 },
      ],
    });
    ids.bread = await addProduct(request, shop, { product_name: 'Rye Bread', main_price: 4, stock_quantity: 3 });
  });

  test('"Only 2 left" on the card and the product page, and the cart stops at 2', async ({ page }) => {
    await openShop(page, shop.url);
    const card = page.getByTestId('product-card').filter({ hasText: 'Lemon Cake' });
    await expect(card.getByTestId('card-only-left')).toHaveText('Only 2 left');
    await card.getByRole('link', { name: 'Lemon Cake' }).click();
    await expect(page.getByTestId('only-left')).toHaveText('Only 2 left');
    await shot(page, 'stock-only-left');
    await page.getByTestId('quantity-input').fill('5');
    await expect(page.getByTestId('quantity-input')).toHaveValue('2');
    await page.getByTestId('product-add-to-cart').click();
    await page.getByTestId('product-add-to-cart').click();
    await page.getByTestId('footer-cart').click();
    await expect(page.getByTestId('line-quantity')).toHaveValue('2');
  });

  test('a sold-out variant is marked in the picker and cannot be added', async ({ page }) => {
    await openShop(page, shop.url);
    await page.getByRole('link', { name: 'Linen Shirt' }).first().click();
    const small = page.locator('label').filter({ hasText: 'Small' });
    await expect(small.getByTestId('variant-out-of-stock')).toHaveText('Out of stock');
    // The first variant that can be bought is chosen first.
    await expect(page.getByRole('radio', { name: /Medium/ })).toBeChecked();
    await expect(page.getByTestId('product-add-to-cart')).toBeEnabled();
    await page.getByRole('radio', { name: /Small/ }).check();
    await expect(page.getByTestId('product-add-to-cart')).toBeDisabled();
    await expect(page.getByTestId('product-add-to-cart')).toHaveText('Out of stock');
    await page.getByRole('radio', { name: /Medium/ }).check();
    await expect(page.getByTestId('product-add-to-cart')).toBeEnabled();
  });

  test('checkout names the line that ran out since it was added, and keeps the form', async ({ page, request }) => {
    await openShop(page, shop.url);
    await page.getByRole('link', { name: 'Rye Bread' }).first().click();
    await page.getByTestId('quantity-input').fill('3');
    await page.getByTestId('product-add-to-cart').click();
    await page.getByTestId('footer-cart').click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('line-quantity')).toHaveValue('3');
    await fillCustomer(page);

    // Another shopper buys 2 of the 3 loaves meanwhile.
    const other = await request.post('/api/orders', {
      headers: { ...apiHeaders, 'idempotency-key': `stock-e2e-${Date.now()}`, 'x-forwarded-for': '198.51.100.77' },
      data: {
        shop_id: shop.shopId,
        delivery_type: 'cod',
        customer: {
          name: 'Other',
          phone: '+91 98000 22222',
          address_line1: '1 Road',
          city: 'Pune',
          postal_code: '411001',
        },
        items: [{ product_id: ids.bread, quantity: 2 }],
      },
    });
    expect(other.status(), await other.text()).toBe(201);

    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('line-warning')).toContainText('Only 1 left now');
    await expect(page.getByTestId('checkout-error')).toContainText('Some items ran out');
    await expect(page.getByTestId('place-order')).toBeDisabled();
    // Nothing typed is lost.
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Asha Rao');
    await expect(page.getByLabel(/^Postal code/)).toHaveValue('411001');
    await shot(page, 'stock-checkout-short');

    await page.getByTestId('lower-quantity').click();
    await expect(page.getByTestId('line-quantity')).toHaveValue('1');
    await expect(page.getByTestId('checkout-error')).toHaveCount(0);
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('confirmation')).toBeVisible();
  });
});
