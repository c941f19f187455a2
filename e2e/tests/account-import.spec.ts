import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';
import { newOwner, tinyPng } from './account-support';

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

  test('pressing Import twice (a double click) imports the checked file once, and the banner says what it did', async ({
    page,
    request,
  }) => {
    const owner = await newOwner(page, request, 'import-twice');
    await page.goto('/account/products/import');
    // Products without a SKU: nothing matches them again, so a second write would add every one twice.
    const loaves = Array.from({ length: 32 }, (_, i) => `Loaf ${i + 1},${(2 + i / 10).toFixed(2)}`);
    await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
      name: 'loaves.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`name,price\r\n${loaves.join('\r\n')}\r\n`),
    });
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('import-count-new')).toContainText('32');
    const commits: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('dry_run=false')) commits.push(r.url());
    });
    const commit = page.getByTestId('import-commit');
    await commit.dblclick();
    await expect(commit).toBeDisabled();
    await expect(page.getByText('Imported: 32 new, 0 changed.').first()).toBeVisible();
    await expect(page.getByText('Imported: 0 new, 0 changed.')).toHaveCount(0);
    // One commit, naming the checked plan.
    expect(commits).toHaveLength(1);
    expect(commits[0]).toMatch(/plan_id=[0-9a-f-]{36}/);
    const list = await request.get('/api/account/products?per_page=100', { headers: owner.auth });
    expect((await list.json()).total).toBe(32);
  });

  test("a picture renamed .csv is called not a spreadsheet; a sample file in the owner's language is offered", async ({
    page,
    request,
  }) => {
    await newOwner(page, request, 'import-sample');
    await page.addInitScript(() => localStorage.setItem('vitrine.language', 'de'));
    await page.goto('/account/products/import');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page
      .getByTestId('import-file')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: tinyPng });
    await page.getByTestId('import-check').click();
    const refused = page.getByTestId('import-file-errors');
    await expect(refused).toContainText('Diese Datei ist keine Tabelle.');
    await expect(refused).toContainText('PNG picture');
    await expect(refused).not.toContainText('Latin-1');

    const sample = page.getByTestId('import-sample');
    await expect(sample).toContainText('Mit einer Vorlage beginnen');
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-sample-csv').click()]);
    expect(csv.suggestedFilename()).toBe('products-sample-de.csv');
    const text = (await readFile((await csv.path()) as string)).toString('utf8');
    expect(text).toContain('Steingut-Becher');
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-sample-xlsx').click()]);
    expect(xlsx.suggestedFilename()).toBe('products-sample-de.xlsx');
    // The sample goes back in as it came: three new products, no error.
    await page.getByTestId('import-file').setInputFiles((await xlsx.path()) as string);
    await page.getByTestId('import-check').click();
    await expect(page.getByTestId('import-count-new')).toContainText('3');
    await expect(page.getByTestId('import-count-errors')).toContainText('0');
    await expectAccessible(page);
  });
});
