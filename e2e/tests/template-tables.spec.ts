import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './a11y';
import { accounts, expectAccessible, signInAs } from './account-support';

// The table pages run on the in-browser mock (200 seeded people): every step moves by clicking.
const darkTheme = (page: Page) => page.getByRole('button', { name: 'Switch to dark theme' }).click();

test.describe('the table pages', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
  });

  test('data tables: sort, search, select two, expand a row, next page', async ({ page }) => {
    await page.goto('/tables/data-tables');
    await expect(page.getByRole('heading', { level: 1, name: 'Data tables' })).toBeVisible();
    const names = page.getByTestId('person-name');
    await expect(names).toHaveCount(10);
    const unsorted = await names.allTextContents();

    await page.getByRole('columnheader', { name: 'Name' }).getByText('Name').click();
    await expect.poll(async () => (await names.allTextContents())[0]).not.toBe(unsorted[0]);
    const sorted = await names.allTextContents();
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b)));

    const search = page.getByRole('searchbox', { name: 'Search the table' });
    await search.fill('Lyon');
    await expect(page.getByTestId('match-count')).not.toHaveText('200 rows');
    const rows = page.locator('.rdt_row').filter({ has: page.getByTestId('person-name') });
    for (const row of await rows.all()) await expect(row).toContainText('Lyon');
    await search.fill('');
    await expect(page.getByTestId('match-count')).toHaveText('200 rows');

    const checkboxes = page.locator('.rdt_row input[type="checkbox"]');
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    const bar = page.getByTestId('selection-bar');
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Remove from list' }).click();
    await expect(bar).toBeHidden();
    await expect(page.getByTestId('match-count')).toHaveText('198 rows');

    const first = await names.first().textContent();
    // Sample names repeat (two Ada Almeidas): the first row's own button.
    const firstRow = page.locator('.rdt_row').first();
    await firstRow.getByRole('button', { name: `Show details of ${first}` }).click();
    await expect(firstRow.getByRole('button', { name: `Hide details of ${first}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByTestId('row-details')).toContainText(`Details of ${first}`);
    await expect(page.getByTestId('row-details')).toContainText('Phone');

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(names.first()).not.toHaveText(first ?? '');
    await expect(page.getByRole('navigation', { name: 'Pages of the table' })).toContainText('11-20 of 198');
  });

  test('ag-Grid: quick search, sort, page size, CSV export, dark theme', async ({ page }) => {
    await page.goto('/tables/agGrid');
    await expect(page.getByRole('heading', { level: 1, name: 'ag-Grid' })).toBeVisible();
    const centerRows = page.locator('.ag-grid-scrolling-container [role="row"]');
    const summary = page.locator('.ag-paging-row-summary-panel');
    await expect(centerRows).toHaveCount(10);
    await expect(summary).toHaveText(/1\s*to\s*10\s*of\s*200/);

    await page.getByRole('searchbox', { name: 'Search the table' }).fill('Munich');
    await expect(summary).not.toHaveText(/of\s*200/);
    for (const row of await centerRows.all()) await expect(row).toContainText('Munich');
    await page.getByRole('searchbox', { name: 'Search the table' }).fill('');
    await expect(summary).toHaveText(/of\s*200/);

    const followersHeader = page.getByRole('columnheader', { name: 'Followers' });
    await followersHeader.locator('.ag-header-cell-label').click();
    await expect(followersHeader).toHaveAttribute('aria-sort', 'ascending');
    const followers = async () =>
      (await page.locator('.ag-grid-scrolling-container [col-id="followers"]').allTextContents()).map(Number);
    await expect
      .poll(async () => {
        const values = await followers();
        return values.every((v, i) => i === 0 || values[i - 1] <= v);
      })
      .toBe(true);

    await page.getByLabel('Rows per page').selectOption('20');
    await expect(centerRows).toHaveCount(20);
    await expect(summary).toHaveText(/1\s*to\s*20\s*of\s*200/);

    // The grid draws only the columns in view; the file has every column, in the grid's order.
    const headers = ['First name', 'Last name', 'E-mail', 'Company', 'City', 'Country', 'Followers', 'Phone'];
    await expect(page.getByRole('columnheader', { name: 'First name' })).toHaveAttribute('aria-colindex', '1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('people.csv');
    const csv = readFileSync(await download.path(), 'utf8');
    // The grid starts the file with a byte-order mark, so spreadsheets read it as UTF-8.
    const headerRow = csv
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]
      .split(',')
      .map((cell) => cell.replace(/^"|"$/g, ''));
    expect(headerRow).toEqual(headers);
    expect(csv.trim().split(/\r?\n/)).toHaveLength(201);

    await expectAccessible(page);
    const background = () => page.locator('.ag-root-wrapper').evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await background();
    await darkTheme(page);
    await expect.poll(background).not.toBe(light);
    await expectAccessible(page);
  });

  test('TanStack Table: sort toggles aria-sort, global filter, pagination', async ({ page }) => {
    await page.goto('/tables/react-tables');
    await expect(page.getByRole('heading', { level: 1, name: 'TanStack Table' })).toBeVisible();
    const rows = page.getByTestId('tanstack-row');
    await expect(rows).toHaveCount(10);

    const nameHeader = page.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    const names = await rows.locator('td:first-child').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');

    const pageOf = page.getByTestId('page-of');
    await expect(pageOf).toHaveText('Page 1 of 20');
    const pager = page.getByRole('navigation', { name: 'Pages of the table' });
    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(pageOf).toHaveText('Page 2 of 20');
    await pager.getByRole('button', { name: 'Last page' }).click();
    await expect(pageOf).toHaveText('Page 20 of 20');
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pager.getByRole('button', { name: 'First page' }).click();
    await expect(pageOf).toHaveText('Page 1 of 20');
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pager.getByLabel('Rows per page').selectOption('50');
    await expect(pageOf).toHaveText('Page 1 of 4');
    await expect(rows).toHaveCount(50);

    await page.getByRole('searchbox', { name: 'Search the table' }).fill('Hamburg');
    await expect(page.getByTestId('match-count')).not.toHaveText('200 rows');
    for (const row of await rows.all()) await expect(row).toContainText('Hamburg');
    await page.getByRole('searchbox', { name: 'Search the table' }).fill('no such person');
    await expect(page.getByText('No rows match your search.')).toBeVisible();
    await expect(pageOf).toHaveText('Page 1 of 1');

    await expectAccessible(page);
    await darkTheme(page);
    await expectAccessible(page);
  });

  test('Bootstrap tables: every variant, captions and header scopes', async ({ page }) => {
    await page.goto('/tables/reactstrap');
    await expect(page.getByRole('heading', { level: 1, name: 'Bootstrap tables' })).toBeVisible();
    const expected: [string, RegExp][] = [
      ['table-basic', /^(?!.*table-(striped|bordered|hover|sm|dark)).*\btable\b/],
      ['table-striped', /table-striped/],
      ['table-bordered', /table-bordered/],
      ['table-hover', /table-hover/],
      ['table-small', /table-sm/],
      ['table-dark', /table-dark/],
    ];
    for (const [id, className] of expected) {
      const table = page.getByTestId(id);
      await expect(table).toHaveClass(className);
      await expect(table.locator('caption')).not.toBeEmpty();
      await expect(table.locator('th[scope="col"]')).toHaveCount(4);
      await expect(table.locator('tbody th[scope="row"]')).toHaveCount(4);
      await expect(page.getByRole('region', { name: await table.locator('caption').innerText() })).toHaveClass(
        /table-responsive/,
      );
    }
    const wide = page.getByTestId('table-responsive');
    await expect(wide.locator('th[scope="col"]')).toHaveCount(11);
    // It scrolls sideways inside its box, which takes keyboard focus so it can be scrolled with the arrows.
    const box = page.getByRole('region', { name: 'Recent orders' });
    await expect(box).toHaveClass(/table-responsive/);
    await expect(box).toHaveAttribute('tabindex', '0');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);

    await expectAccessible(page);
    await darkTheme(page);
    await expectAccessible(page);
  });

  test('data tables: readable and accessible in light and dark', async ({ page }) => {
    await page.goto('/tables/data-tables');
    await expect(page.getByTestId('person-name')).toHaveCount(10);
    await expectAccessible(page);
    const rowBackground = () =>
      page
        .locator('.rdt_row')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    const light = await rowBackground();
    await darkTheme(page);
    await expect.poll(rowBackground).not.toBe(light);
    await expectAccessible(page);
  });

  test('on a phone no table page scrolls sideways: wide tables scroll inside', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/tables/data-tables', '/tables/agGrid', '/tables/react-tables', '/tables/reactstrap']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.locator('main table, main [role="table"], main [role="treegrid"], main [role="grid"]').first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
