import { expect, test } from '@playwright/test';
import { newOwner } from './account-support';
import { openShop } from './storefront-support';

test.describe('category names', () => {
  test('"bolos" beside "Bolos" is refused, and a shopper sees no empty category', async ({ page, request }) => {
    const owner = await newOwner(page, request, 'bolos');
    await page.goto('/account/categories');
    await expect(page.getByText('No categories yet.')).toBeVisible();
    for (const name of ['Bolos', 'Salgados']) {
      await page.getByLabel('Category name').fill(name);
      await page.getByRole('button', { name: 'Add category' }).click();
      await expect(page.getByTestId('categories-list')).toContainText(name);
    }
    await page.getByLabel('Category name').fill('bolos');
    await page.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText('You already have a category with this name.')).toBeVisible();
    await expect(page.getByLabel('Category name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('categories-list').locator('li')).toHaveCount(2);

    const list = await (await request.get('/api/account/categories', { headers: owner.auth })).json();
    const bolos = list.categories.find((c: { name: string }) => c.name === 'Bolos');
    for (const name of ['Bolo de cenoura', 'Bolo de fubá']) {
      const made = await request.post('/api/account/products', {
        headers: owner.auth,
        data: { product_name: name, main_price: 30, category_id: bolos.id },
      });
      expect(made.status()).toBe(201);
    }
    await openShop(page, owner.url);
    const filter = page.getByTestId('catalogue-category');
    await expect(filter.locator('option')).toHaveText(['All categories', 'Bolos (2)']);
    await filter.selectOption({ label: 'Bolos (2)' });
    await expect(page.getByTestId('product-card')).toHaveCount(2);
  });
});
