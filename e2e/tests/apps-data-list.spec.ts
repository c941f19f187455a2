import { expect, type Page, test } from '@playwright/test';
import { accounts, expectAccessible, signInAs } from './account-support';

// The data list runs on the in-browser mock: its data lives in the page, so every step moves
// by clicking (a reload would bring the seed back).
const rows = (page: Page) => page.getByTestId('item-row');
const summary = (page: Page) => page.getByTestId('page-summary');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of the data list' });

test.describe('the data list demo app', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
  });

  test('add an item (fields checked), see it first, edit it, delete it', async ({ page }) => {
    await page.goto('/data-list');
    await expect(page).toHaveURL(/\/data-list\/list-view$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data list' })).toBeVisible();
    await expect(rows(page)).toHaveCount(4);
    await expect(summary(page)).toHaveText('Showing 1–4 of 100');

    await page.getByTestId('add-item').click();
    const panel = page.getByRole('dialog', { name: 'Add an item' });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel('Name')).toBeFocused();
    // Sent blank: the mock's answer per field shows by each field.
    await panel.getByTestId('save-item').click();
    await expect(panel.getByText('Please enter a name.')).toBeVisible();
    await expect(panel.getByText('Choose a category.')).toBeVisible();
    await expect(panel.getByText('Choose an order status.')).toBeVisible();
    await expect(panel.getByText('Enter a price of 0 or more.')).toBeVisible();
    await expect(panel.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    await panel.getByLabel('Name').fill('Test lamp');
    await expect(panel.getByText('Please enter a name.')).toHaveCount(0);
    await panel.getByLabel('Category').selectOption('Smart home');
    await panel.getByLabel('Order status').selectOption('pending');
    await panel.getByLabel('Price').fill('-3');
    await panel.getByLabel('Popularity').fill('150');
    await panel.getByTestId('save-item').click();
    await expect(panel.getByText('Enter a whole number from 0 to 100.')).toBeVisible();
    await panel.getByLabel('Popularity').fill('82');
    await panel.getByTestId('save-item').click();
    await expect(panel.getByText('Enter a price of 0 or more.')).toBeVisible();
    await panel.getByLabel('Price').fill('49.9');
    await panel.getByTestId('save-item').click();
    await expect(page.getByText('Test lamp has been added.')).toBeVisible();
    await expect(panel).toBeHidden();

    const first = rows(page).first();
    await expect(first.getByTestId('item-name')).toHaveText('Test lamp');
    await expect(first).toContainText('Smart home');
    await expect(first.getByTestId('item-price')).toHaveText('$49.90');
    await expect(first.getByTestId('order-status')).toHaveText('Pending');
    await expect(first.getByRole('progressbar', { name: 'Popularity of Test lamp' })).toHaveAttribute(
      'aria-valuenow',
      '82',
    );
    await expect(first.locator('.progress-bar')).toHaveClass(/bg-success/);
    await expect(summary(page)).toHaveText('Showing 1–4 of 101');

    // Edit it in the same panel.
    await first.getByRole('button', { name: 'Edit Test lamp' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the item' });
    await expect(edit.getByLabel('Name')).toHaveValue('Test lamp');
    await expect(edit.getByLabel('Category')).toHaveValue('Smart home');
    await expect(edit.getByLabel('Popularity')).toHaveValue('82');
    await edit.getByLabel('Name').fill('Test lamp XL');
    await edit.getByLabel('Price').fill('59');
    await edit.getByLabel('Order status').selectOption('delivered');
    await edit.getByLabel('Popularity').fill('40');
    await edit.getByTestId('save-item').click();
    await expect(page.getByText('Test lamp XL has been saved.')).toBeVisible();
    await expect(first.getByTestId('item-name')).toHaveText('Test lamp XL');
    await expect(first.getByTestId('item-price')).toHaveText('$59.00');
    await expect(first.getByTestId('order-status')).toHaveText('Delivered');
    await expect(first.locator('.progress-bar')).toHaveClass(/bg-warning/);
    await expect(summary(page)).toHaveText('Showing 1–4 of 101');

    // Delete it, after saying yes; cancelling first keeps it.
    await first.getByRole('button', { name: 'Delete Test lamp XL' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
    await expect(confirm).toContainText('Test lamp XL will be removed from the list.');
    await confirm.locator('.modal-footer').getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(first.getByTestId('item-name')).toHaveText('Test lamp XL');
    await first.getByRole('button', { name: 'Delete Test lamp XL' }).click();
    await confirm.getByTestId('confirm-button').click();
    await expect(page.getByText('Test lamp XL has been deleted.')).toBeVisible();
    await expect(summary(page)).toHaveText('Showing 1–4 of 100');
    await expect(page.getByText('Test lamp XL', { exact: true })).toHaveCount(0);
  });

  test('select two and delete them', async ({ page }) => {
    await page.goto('/data-list/list-view');
    await expect(rows(page)).toHaveCount(4);
    const before = await rows(page).allTextContents();
    await expect(page.getByTestId('delete-selected')).toBeDisabled();
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    await expect(page.getByTestId('delete-selected')).toHaveText('Delete selected (2)');
    await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).not.toBeChecked();
    await page.getByTestId('delete-selected').click();
    const confirm = page.getByRole('dialog', { name: 'Delete the selected items?' });
    await expect(confirm).toContainText('2 selected items will be removed from the list.');
    await confirm.getByTestId('confirm-button').click();
    await expect(page.getByText('2 items have been deleted.')).toBeVisible();
    await expect(summary(page)).toHaveText('Showing 1–4 of 98');
    await expect(rows(page).first()).toHaveText(before[2]);
    await expect(page.getByTestId('delete-selected')).toBeDisabled();

    // The header box selects the whole page.
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await expect(page.getByTestId('delete-selected')).toHaveText('Delete selected (4)');
    await page.getByRole('checkbox', { name: 'Select all on this page' }).uncheck();
    await expect(page.getByTestId('delete-selected')).toBeDisabled();
  });

  test('pages of 4, other page sizes, sorting, the filter and its empty state, the thumb view', async ({ page }) => {
    await page.goto('/data-list/list-view');
    await expect(rows(page)).toHaveCount(4);
    await pager(page).getByRole('button', { name: 'Next page' }).click();
    await expect(summary(page)).toHaveText('Showing 5–8 of 100');
    await expect(pager(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager(page).getByRole('button', { name: 'Last page' }).click();
    await expect(summary(page)).toHaveText('Showing 97–100 of 100');
    await expect(pager(page).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pager(page).getByRole('button', { name: 'First page' }).click();
    await expect(summary(page)).toHaveText('Showing 1–4 of 100');
    await expect(page.getByLabel('Items per page').locator('option')).toHaveText(['4', '10', '15', '20']);
    await page.getByLabel('Items per page').selectOption('10');
    await expect(rows(page)).toHaveCount(10);
    await expect(summary(page)).toHaveText('Showing 1–10 of 100');
    await page.getByLabel('Items per page').selectOption('20');
    await expect(rows(page)).toHaveCount(20);
    await pager(page).getByRole('button', { name: 'Page 5' }).click();
    await expect(summary(page)).toHaveText('Showing 81–100 of 100');

    // Sorting by the column headers and by the chooser.
    await page.getByTestId('sort-name').click();
    await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(summary(page)).toHaveText('Showing 1–20 of 100');
    const names = await rows(page).getByTestId('item-name').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    await page.getByTestId('sort-name').click();
    await expect(page.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    const prices = (await rows(page).getByTestId('item-price').allTextContents()).map((p) =>
      Number(p.replace(/[^0-9.]/g, '')),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.getByTestId('sort-popularity').click();
    await expect(page.getByRole('columnheader', { name: /Popularity/ })).toHaveAttribute('aria-sort', 'ascending');
    const pops = await rows(page)
      .getByRole('progressbar')
      .evaluateAll((bars) => bars.map((b) => Number(b.getAttribute('aria-valuenow'))));
    expect(pops).toEqual([...pops].sort((a, b) => a - b));

    // The filter, then its empty state.
    await page.getByRole('searchbox', { name: 'Filter items' }).fill('camera');
    await expect(summary(page)).not.toHaveText('Showing 1–20 of 100');
    for (const text of await rows(page).allTextContents()) expect(text.toLowerCase()).toContain('camera');
    await page.getByRole('searchbox', { name: 'Filter items' }).fill('no such thing');
    await expect(page.getByTestId('data-list-empty')).toContainText('No item matches “no such thing”.');
    await expect(rows(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await expect(rows(page)).toHaveCount(20);

    // The thumb view keeps the page size and sort; its cards select and edit too.
    await page.getByRole('link', { name: 'Thumb view' }).click();
    await expect(page).toHaveURL(/\/data-list\/thumb-view\?/);
    await expect(page.getByRole('link', { name: 'Thumb view' })).toHaveAttribute('aria-current', 'page');
    const cards = page.getByTestId('item-card');
    await expect(cards).toHaveCount(20);
    await expect(rows(page)).toHaveCount(0);
    await page.getByLabel('Items per page').selectOption('4');
    await expect(cards).toHaveCount(4);
    await cards.first().getByRole('checkbox').check();
    await expect(page.getByTestId('delete-selected')).toHaveText('Delete selected (1)');
    const cardName = (await cards.nth(1).getByTestId('item-name').textContent()) ?? '';
    await cards
      .nth(1)
      .getByRole('button', { name: `Edit ${cardName}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit the item' }).getByLabel('Name')).toHaveValue(cardName);
    await page.getByRole('dialog', { name: 'Edit the item' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'List view' }).click();
    await expect(rows(page)).toHaveCount(4);
  });

  test('looks: light and dark pass axe; German, right to left and a phone', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/data-list/list-view?customizer=1');
    await expect(rows(page)).toHaveCount(4);
    await rows(page).first().getByRole('checkbox').check();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/data-list-light.png', fullPage: true });
    await page.getByTestId('add-item').click();
    await page.getByRole('dialog', { name: 'Add an item' }).getByTestId('save-item').click();
    await expect(page.getByText('Please enter a name.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/data-list-panel-light.png' });
    await page.getByRole('dialog', { name: 'Add an item' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Add an item' })).toBeHidden();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/data-list-dark.png', fullPage: true });
    // The side panel with its field messages and the confirmation, in dark too.
    await page.getByTestId('add-item').click();
    await page.getByRole('dialog', { name: 'Add an item' }).getByTestId('save-item').click();
    await expect(page.getByText('Choose a category.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/data-list-panel-dark.png' });
    await page.getByRole('dialog', { name: 'Add an item' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Add an item' })).toBeHidden();
    await rows(page).first().getByTestId('delete-item').click();
    await expect(page.getByRole('dialog', { name: 'Delete this item?' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/data-list-confirm-dark.png' });
    await page
      .getByRole('dialog', { name: 'Delete this item?' })
      .locator('.modal-footer')
      .getByRole('button', { name: 'Cancel' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Delete this item?' })).toBeHidden();
    await page.getByRole('link', { name: 'Thumb view' }).click();
    await expect(page.getByTestId('item-card')).toHaveCount(4);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/data-list-thumb-dark.png', fullPage: true });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/data-list-thumb-light.png', fullPage: true });

    // German.
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datenliste' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Listenansicht' })).toBeVisible();
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'English' }).click();

    // Right to left.
    await page.getByTestId('customizer-toggle').click();
    await page.locator('#customizer-direction-rtl').check();
    await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();
    await page.getByRole('link', { name: 'List view' }).click();
    await expect(rows(page)).toHaveCount(4);
    await page.screenshot({ path: '/tmp/shots/apps/data-list-rtl-light.png' });
    await page.getByTestId('customizer-toggle').click();
    await page.locator('#customizer-direction-ltr').check();
    await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();

    // A phone: no sideways scrolling in either view.
    await page.setViewportSize({ width: 390, height: 844 });
    const noOverflow = async (what: string) => {
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: what })
        .toBeLessThanOrEqual(0);
    };
    await noOverflow('list view');
    await page.screenshot({ path: '/tmp/shots/apps/data-list-phone.png', fullPage: true });
    await page.getByRole('link', { name: 'Thumb view' }).click();
    await expect(page.getByTestId('item-card')).toHaveCount(4);
    await noOverflow('thumb view');
    await page.screenshot({ path: '/tmp/shots/apps/data-list-thumb-phone.png', fullPage: true });
    await page.getByTestId('add-item').click();
    await expect(page.getByRole('dialog', { name: 'Add an item' })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/apps/data-list-panel-phone.png' });
  });
});
