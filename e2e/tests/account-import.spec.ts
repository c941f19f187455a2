import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { newOwner } from './account-support';

/** A sheet as an owner's spreadsheet saves it: a product with two variants, a plain product, a wrong row. */
const sheet = [
  'sku,name,description,category,price,variant_name,variant_sku,variant_price,stock_quantity,in_stock',
  'MUG-1,Enamel mug,"Blue rim, 350 ml",Kitchen,12.50,,,,,yes',
  'MUG-1,,,,,Small,MUG-1-S,12.50,4,',
  'MUG-1,,,,,Large,MUG-1-L,14.00,,',
  'TOTE-1,Canvas tote,,Bags,9.90,,,,7,',
  'BAD-1,Broken price,,Bags,ten,,,,,',
].join('\r\n');

test.describe('catalogue import (/account/products/import)', () => {
  test('an owner checks a CSV, reviews the rows, imports the valid ones and sees them on the storefront', async ({
    page,
    request,
  }) => {
    const owner = await newOwner(page, request, 'import');
    await page.goto('/account/products');
    await page.getByTestId('import-products').click();
    await expect(page).toHaveURL(/\/account\/products\/import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();
    await expect(page.getByTestId('import-check')).toBeDisabled();

    await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${sheet}\r\n`),
    });
    await page.getByTestId('import-check').click();
    const result = page.getByTestId('import-result');
    await expect(result).toBeVisible();
    await expect(page.getByTestId('import-count-new')).toContainText('4');
    await expect(page.getByTestId('import-count-errors')).toContainText('1');
    await expect(result).toContainText('Nothing has been saved yet');
    // A check with errors opens on them: the row, its column and the reason.
    const rows = page.getByTestId('import-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toHaveAttribute('data-status', 'error');
    await expect(rows.first()).toContainText('Column price: Not a valid number.');
    await page.getByText('All rows', { exact: true }).click();
    await expect(rows).toHaveCount(5);
    await expect(rows.filter({ hasText: 'Enamel mug' })).toContainText('New');
    await expectAccessible(page);

    // Nothing is written before the owner imports.
    const before = await request.get('/api/account/products', { headers: owner.auth });
    expect((await before.json()).total).toBe(0);

    await page.getByTestId('import-commit').click();
    await expect(page.getByText('Imported: 4 new, 0 changed.').first()).toBeVisible();
    await expect(page.getByTestId('import-view-products')).toBeVisible();

    await page.goto(`/${owner.url}`);
    await expect(page.getByText('Enamel mug').first()).toBeVisible();
    await expect(page.getByText('Canvas tote').first()).toBeVisible();
    await expect(page.getByText('Broken price')).toHaveCount(0);
  });

  test('a file in another encoding is refused with the reason; the page fits a 390 px phone', async ({
    page,
    request,
  }) => {
    await newOwner(page, request, 'import-phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account/products/import');
    await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
      name: 'latin1.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,price\r\nCaf\u00e9 cr\u00e8me,3.50\r\n', 'latin1'),
    });
    await page.getByTestId('import-check').click();
    const refused = page.getByTestId('import-file-errors');
    await expect(refused).toContainText('The file is not in UTF-8');
    await expect(refused).toContainText('Latin-1');
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
