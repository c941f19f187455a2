import { expect, type Page, test } from '@playwright/test';
import { apiHeaders, newOwner, tinyPng } from './account-support';

/** A fresh owner signed in on every page of the test's browser context (a page per form). */
async function ownerOnContext(page: Page, request: Parameters<typeof newOwner>[1], label: string) {
  const owner = await newOwner(null, request, label);
  await page.context().addInitScript((value) => localStorage.setItem('vitrine.token', value), owner.token);
  return owner;
}

/** Page errors (uncaught exceptions, unhandled rejections) the page raised while a test ran. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Closing the tab asks first: the browser's own "Leave site?" question (beforeunload). */
async function expectCloseAsks(page: Page) {
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
}

test.describe('the owner forms keep the work', () => {
  test('Edit Account: a bare website is read as https, the first bad field is focused, the logo stays, leaving asks', async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    await newOwner(page, request, 'forms');
    await page.goto('/shop-profile/edit');
    await expect(page.getByLabel('Shop name')).toHaveValue('Shop forms');

    await page.getByLabel('Picture type').selectOption('logo');
    await page
      .getByTestId('shop-image-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: tinyPng });
    const pictures = page.getByTestId('shop-images').getByRole('img');
    await expect(pictures).toHaveCount(1);
    await page.getByLabel('Website').fill('docaria.example');
    // A phone the server refuses: the one bad field of this attempt.
    const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
    await phone.fill('call me');
    await page.getByLabel('Shop name').focus();
    await page.getByTestId('save-account').click();

    await expect(page.getByTestId('save-error')).toHaveText('Please correct the highlighted fields.');
    await expect(phone).toBeFocused();
    await expect(phone).toBeInViewport();
    await expect(pictures).toHaveCount(1);
    // Shown as it is saved: the shared rule reads a bare host as https.
    await expect(page.getByLabel('Website')).toHaveValue('https://docaria.example');
    expect(errors).toEqual([]);

    await phone.fill('+91 98765 43210');
    await page.getByTestId('save-account').click();
    await expect(page.getByText('Your shop has been saved.')).toBeVisible();
    await expect(page.getByLabel('Website')).toHaveValue('https://docaria.example');
    await page.reload();
    await expect(page.getByLabel('Website')).toHaveValue('https://docaria.example');
    await expect(pictures).toHaveCount(1);

    // Unsaved changes: an in-app link asks, "Stay" keeps the page and what was typed.
    await page.getByLabel('Tagline').fill('Fresh every morning');
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your changes on this page are not saved yet.');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/shop-profile\/edit$/);
    await expect(page.getByLabel('Tagline')).toHaveValue('Fresh every morning');
    expect(errors).toEqual([]);
    await expectCloseAsks(page);
  });

  test('Edit Account: leaving after "Leave" goes where the link points, and saved work asks nothing', async ({
    page,
    request,
  }) => {
    await newOwner(page, request, 'leave');
    await page.goto('/shop-profile/edit');
    await page.getByLabel('Tagline').fill('Changed');
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/account\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel('Tagline')).toHaveValue('');
    // Nothing changed: no question.
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await expect(page).toHaveURL(/\/account\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Back and Forward ask too; staying puts the address back.
    await page.goBack();
    await page.getByLabel('Tagline').fill('Changed again');
    await page.goForward();
    const dialog2 = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(dialog2).toBeVisible();
    await dialog2.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/shop-profile\/edit$/);
    await expect(page.getByLabel('Tagline')).toHaveValue('Changed again');
    await page.goForward();
    await page
      .getByRole('dialog', { name: 'Leave this page?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await expect(page).toHaveURL(/\/account\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  });

  test('the product form and the delivery form ask before leaving with unsaved changes', async ({ page, request }) => {
    const owner = await ownerOnContext(page, request, 'pleave');
    const created = await request.post('/api/account/products', {
      headers: owner.auth,
      data: { product_name: 'Lemon cake', main_price: 12 },
    });
    expect(created.status()).toBe(201);
    await page.goto('/account/products/new');
    await page.getByLabel('Name', { exact: true }).fill('Almond cake');
    await page.getByRole('link', { name: 'Back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Almond cake');
    await expectCloseAsks(page);

    const again = await page.context().newPage();
    await again.goto('/account/delivery');
    await again.getByTestId('add-zone').click();
    await again.getByRole('link', { name: 'Products', exact: true }).first().click();
    await expect(again.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
  });

  test('a failed product save focuses the first bad field', async ({ page, request }) => {
    await newOwner(page, request, 'pfocus');
    await page.goto('/account/products/new');
    await page.getByLabel('Name', { exact: true }).fill('Bread');
    await page.getByLabel('Price', { exact: true }).fill('12,50');
    await page.getByTestId('add-variant').click();
    await page.getByLabel('Variant name 1').fill('Small');
    await page.getByLabel('Variant price 1').fill('4,5x');
    await page.getByTestId('save-product').click();
    await expect(page.getByLabel('Variant price 1')).toBeFocused();
    await expect(page.getByText('Use an amount such as 12.50.')).toBeVisible();
  });
});

test.describe('variants on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('adding the first variant says what happens to the product’s 12 units and moves them in one click', async ({
    page,
    request,
  }) => {
    const owner = await newOwner(page, request, 'variants');
    const created = await request.post('/api/account/products', {
      headers: owner.auth,
      data: { product_name: 'Honey jar', main_price: 9, stock_quantity: 12 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const productId = (await created.json()).product.product_id as number;
    await page.goto(`/account/products/${productId}`);
    await expect(page.getByTestId('stock-quantity')).toHaveValue('12');
    await page.getByLabel('Price', { exact: true }).fill('12,50');
    await page.getByTestId('add-variant').click();

    const note = page.getByTestId('own-stock-note');
    await expect(note).toContainText('This product counts 12 units of its own.');
    // Every variant field has a visible label, whole on a 390 px screen.
    for (const name of ['Variant name', 'Variant SKU', 'Variant price', 'Units in stock']) {
      const label = page.locator('label', { hasText: name }).first();
      await expect(label).toBeVisible();
      const fits = await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      expect(fits, name).toBe(true);
      const field = page.getByLabel(`${name} 1`);
      const box = await field.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, name).toBe(true);
    }
    await page.getByLabel('Variant name 1').fill('Small');
    await page.getByLabel('Variant price 1').fill('4,50');
    await note.getByRole('button', { name: 'Move the 12 units to Small' }).click();
    await expect(note).toContainText('The 12 units move to Small when you save.');
    await expect(page.getByLabel('Units in stock 1')).toHaveValue('12');
    await page.getByTestId('save-product').click();
    await expect(page).toHaveURL(/\/account\/products$/);

    const saved = await request.get(`/api/account/products/${productId}`, { headers: owner.auth });
    const product = (await saved.json()).product;
    expect(product).toMatchObject({ main_price: 12.5, stock_quantity: null });
    expect(product.variants).toMatchObject([{ product_variant_name: 'Small', price: 4.5, stock_quantity: 12 }]);
    await page.goto(`/account/products/${productId}`);
    const moves = page.getByTestId('stock-move');
    await expect(moves.first()).toContainText('Moved from the product to this variant');
    await expect(moves).toHaveCount(2);
  });
});

test('the delivery zone’s postal-code example is written as the shop’s country writes them', async ({
  page,
  request,
}) => {
  const owner = await ownerOnContext(page, request, 'postal');
  const countries = (await (await request.get('/api/getmaster/country_list', { headers: apiHeaders })).json())
    .country_list as { id: number; iso_code: string }[];
  const placeholders: Record<string, string> = {};
  for (const iso of ['BR', 'IN', 'US', 'DE']) {
    const country = countries.find((c) => c.iso_code === iso);
    const saved = await request.put('/api/account/shop', {
      headers: owner.auth,
      data: { shop_country_id: country?.id, shop_state_id: null },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    // A page per country: the added zone is unsaved work, and closing the page drops it unasked.
    const form = await page.context().newPage();
    await form.goto('/account/delivery');
    await form.getByTestId('add-zone').click();
    const codes = form.getByLabel('Postal codes');
    await expect(codes).toHaveAttribute('placeholder', /\d/);
    placeholders[iso] = (await codes.getAttribute('placeholder')) ?? '';
    await form.close();
  }
  expect(placeholders.BR).toContain('01310-100');
  expect(placeholders.IN).toContain('110001');
  expect(placeholders.US).toContain('94105');
  expect(placeholders.DE).toContain('10115');
});

for (const [language, example] of [
  ['de', 'Verwenden Sie einen Betrag wie 12,50.'],
  ['fr', 'Utilisez un montant comme 12,50.'],
] as const) {
  test(`a price typed with a decimal comma is taken in ${language}, and the example is written that way`, async ({
    page,
    request,
  }) => {
    const owner = await newOwner(page, request, `comma-${language}`);
    await page.addInitScript((value) => localStorage.setItem('vitrine.language', value), language);
    await page.goto('/account/products/new');
    const name = page.locator('#product-name');
    await name.fill('Brioche');
    await page.locator('#product-price').fill('3,5x');
    await page.getByTestId('save-product').click();
    await expect(page.getByText(example)).toBeVisible();
    await expect(page.locator('#product-price')).toBeFocused();
    await page.locator('#product-price').fill('3,50');
    await page.getByTestId('save-product').click();
    await expect(page).toHaveURL(/\/account\/products$/);
    const list = await request.get('/api/account/products', { headers: owner.auth });
    expect((await list.json()).products).toMatchObject([{ product_name: 'Brioche', main_price: 3.5 }]);
  });
}
