import { resolve } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, newOwner } from './account-support';

const screenshots = resolve(import.meta.dirname, '../../docs/screenshots');

type Owner = Awaited<ReturnType<typeof newOwner>>;

/** Four products: three sold on their own (one counted), one sold in two variants. */
async function stockShop(request: APIRequestContext, owner: Owner) {
  const category = await request.post('/api/account/categories', { headers: owner.auth, data: { name: 'Breads' } });
  const made = [
    { product_name: 'Rye loaf', main_price: 4.5, stock_quantity: 6 },
    { product_name: 'Spelt loaf', main_price: 5 },
    { product_name: 'Oat cookies', main_price: 2.25 },
    {
      product_name: 'Sourdough',
      main_price: 6,
      variants: [
        { product_variant_name: 'Half', price: 3.5, stock_quantity: 4 },
        { product_variant_name: 'Whole', price: 6, stock_quantity: 2 },
      ],
    },
  ];
  for (const data of made) {
    const res = await request.post('/api/account/products', { headers: owner.auth, data });
    expect(res.status(), await res.text()).toBe(201);
  }
  return (await category.json()).category.id as number;
}

const productsOf = async (request: APIRequestContext, owner: Owner) =>
  (
    (await (await request.get('/api/account/products?per_page=100', { headers: owner.auth })).json()) as {
      products: {
        product_name: string;
        main_price: number;
        stock_quantity: number | null;
        category_id: number | null;
        is_active: boolean;
        variants: { price: number }[];
      }[];
    }
  ).products;

const row = (page: Page, name: string) =>
  page.getByTestId('products-table').locator('tbody tr').filter({ hasText: name });

test.describe('bulk edit in the products list (/account/products)', () => {
  test('an owner ticks products by keyboard, changes price, stock, category and visibility in one go each', async ({
    page,
    request,
  }) => {
    // Four edits, each a round trip and a refreshed list.
    test.setTimeout(120_000);
    const owner = await newOwner(page, request, 'bulk');
    const categoryId = await stockShop(request, owner);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/account/products');
    await expect(page.getByTestId('bulk-edit')).toHaveCount(0);

    // Keyboard: focus a row's box and press Space.
    await page.getByRole('checkbox', { name: 'Select Rye loaf' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('bulk-count')).toHaveText('1 product selected');
    await page.getByRole('checkbox', { name: 'Select Spelt loaf' }).press('Space');
    await expect(page.getByTestId('bulk-count')).toHaveText('2 products selected');
    await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
    await expect(page.getByTestId('bulk-count')).toHaveText('4 products selected');

    // Lower every price by 10 %: 4.50 → 4.05, 2.25 → 2.025 → 2.03 (halves up), the variants too.
    await page.getByTestId('bulk-price-mode').selectOption('downPercent');
    await page.getByTestId('bulk-value').fill('10');
    await page.screenshot({ path: `${screenshots}/owner-bulk-edit.png` });
    await expectAccessible(page);
    await page.getByTestId('bulk-apply').click();
    await expect(page.getByText('4 products changed.')).toBeVisible();
    await expect(page.getByTestId('bulk-edit')).toHaveCount(0);
    let saved = await productsOf(request, owner);
    const price = (name: string) => saved.find((p) => p.product_name === name);
    expect(price('Rye loaf')?.main_price).toBe(4.05);
    expect(price('Oat cookies')?.main_price).toBe(2.03);
    expect(price('Sourdough')?.variants.map((v) => v.price)).toEqual([3.15, 5.4]);

    // A price below zero is refused, naming why, and the list is put back.
    await page.getByRole('checkbox', { name: 'Select all products on this page' }).check();
    await page.getByTestId('bulk-price-mode').selectOption('down');
    await page.getByTestId('bulk-value').fill('abc');
    await page.getByTestId('bulk-apply').click();
    await expect(page.getByText('Enter an amount such as 2.50')).toBeVisible();
    await page.getByTestId('bulk-value').fill('3');
    await page.getByTestId('bulk-apply').click();
    await expect(page.getByText(/The products were not changed\. .*below zero/)).toBeVisible();
    saved = await productsOf(request, owner);
    expect(price('Rye loaf')?.main_price).toBe(4.05);

    // Stock: set 9 on all; the product sold in variants keeps its per-variant stock.
    await page.getByTestId('bulk-action').selectOption('stock');
    await page.getByTestId('bulk-value').fill('9');
    await page.getByTestId('bulk-apply').click();
    await expect(page.getByText('3 products changed.')).toBeVisible();
    await expect(page.getByText('1 product sold in variants kept its stock')).toBeVisible();
    saved = await productsOf(request, owner);
    expect(saved.map((p) => p.stock_quantity).sort()).toEqual([9, 9, 9, null]);
    const history = await request.get(
      `/api/account/products/${(await (await request.get('/api/account/products?q=Rye', { headers: owner.auth })).json()).products[0].product_id}/stock-moves`,
      { headers: owner.auth },
    );
    expect((await history.json()).moves.map((m: { delta: number }) => m.delta)).toEqual([3, 6]);

    // Category and visibility, on two products.
    await page.getByRole('checkbox', { name: 'Select Rye loaf' }).check();
    await page.getByRole('checkbox', { name: 'Select Spelt loaf' }).check();
    await page.getByTestId('bulk-action').selectOption('category');
    await page.getByTestId('bulk-category').selectOption({ label: 'Breads' });
    await page.getByTestId('bulk-apply').click();
    await expect(page.getByText('2 products changed.')).toBeVisible();
    await expect(row(page, 'Rye loaf')).toContainText('Breads');
    await page.getByRole('checkbox', { name: 'Select Rye loaf' }).check();
    await page.getByTestId('bulk-action').selectOption('visibility');
    await page.getByTestId('bulk-visibility').selectOption('hidden');
    await page.getByTestId('bulk-apply').click();
    // Shown at once; saved when the server's answer says so.
    await expect(row(page, 'Rye loaf')).toContainText('Hidden');
    await expect(page.getByText('1 product changed.')).toBeVisible();
    saved = await productsOf(request, owner);
    expect(
      saved
        .filter((p) => p.category_id === categoryId)
        .map((p) => p.product_name)
        .sort(),
    ).toEqual(['Rye loaf', 'Spelt loaf']);
    expect(price('Rye loaf')?.is_active).toBe(false);
  });

  test('the list shows the change at once and puts it back with an error toast when the server refuses', async ({
    page,
    request,
  }) => {
    const owner = await newOwner(page, request, 'bulk-undo');
    await stockShop(request, owner);
    await page.goto('/account/products');
    const cell = row(page, 'Spelt loaf').locator('td').nth(4);
    const before = (await cell.textContent()) ?? '';
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/account/products/bulk', async (route) => {
      await held;
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'fail', message: 'The stock changed meanwhile.', errors: {}, current: {} }),
      });
    });
    await page.getByRole('checkbox', { name: 'Select Spelt loaf' }).check();
    await page.getByTestId('bulk-value').fill('7.00');
    await page.getByTestId('bulk-apply').click();
    // Before the server answers, the list already shows the new price.
    await expect(cell).not.toHaveText(before);
    await expect(cell).toContainText('7');
    await expect(page.getByTestId('bulk-apply')).toBeDisabled();
    release();
    await expect(page.getByText('The products were not changed. The stock changed meanwhile.')).toBeVisible();
    await expect(cell).toHaveText(before);
    expect((await productsOf(request, owner)).find((p) => p.product_name === 'Spelt loaf')?.main_price).toBe(5);
  });

  test('fits a 390 px phone', async ({ page, request }) => {
    const owner = await newOwner(page, request, 'bulk-phone');
    await stockShop(request, owner);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account/products');
    await page.getByRole('checkbox', { name: 'Select Rye loaf' }).check();
    await page.getByRole('checkbox', { name: 'Select Oat cookies' }).check();
    await page.getByTestId('bulk-price-mode').selectOption('upPercent');
    await page.getByTestId('bulk-value').fill('5');
    await expect(page.getByTestId('bulk-count')).toHaveText('2 products selected');
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    // The whole page: the toolbar with its count, and the list below it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screenshots}/owner-phone-bulk-edit.png`, fullPage: true });
    await page.getByTestId('bulk-apply').click();
    await expect(page.getByText('2 products changed.')).toBeVisible();
    const saved = await productsOf(request, owner);
    expect(saved.find((p) => p.product_name === 'Rye loaf')?.main_price).toBe(4.73);
  });
});
