import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { expectNoSidewaysScroll } from './a11y';
import { accounts, signInAs, tinyPng } from './account-support';

/** The extensions showcase: each page with behaviour, used as a person uses it. */
const fixtures = path.resolve(import.meta.dirname, '../fixtures/ui');

async function open(page: Page, path: string) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  await expect(page.locator('main#vt-content h1'), errors.join('\n')).toBeVisible({ timeout: 15_000 });
  expect(errors, 'page errors').toEqual([]);
}

/** The sample table's rows as text, header first, the way a spreadsheet would hold them. */
async function tableRows(page: Page, skipFirstColumn = false) {
  const table = page.getByTestId('sample-table');
  const header = await table.locator('thead th').allInnerTexts();
  const rows: string[][] = [];
  for (const tr of await table.locator('tbody tr').all())
    rows.push((await tr.locator('td').allInnerTexts()).map((c) => c.trim()));
  const cut = (r: string[]) => (skipFirstColumn ? r.slice(1) : r);
  return [cut(header.map((h) => h.trim())), ...rows.map(cut)];
}

async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), path: await file.path() };
}
const csvRows = async (file: string) =>
  Papa.parse<string[]>(await readFile(file, 'utf8'), { skipEmptyLines: true }).data;
const xlsxRows = async (file: string) => (await readSheet(file)).map((row) => row.map((cell) => String(cell)));

test.describe('extensions showcase', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, request, accounts.sunrise);
  });

  test('sweet alert: confirm, then a result dialog; cancel says it was cancelled', async ({ page }) => {
    await open(page, '/extensions/sweet-alert');
    await page.getByRole('button', { name: 'Delete the file' }).click();
    const sure = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(sure).toBeVisible();
    await sure.getByRole('button', { name: 'Yes, delete it' }).click();
    const done = page.getByRole('dialog', { name: 'Deleted!' });
    await expect(done).toBeVisible();
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();
    await expect(page.getByTestId('alert-result')).toContainText('the file was deleted');

    await page.getByRole('button', { name: 'Delete the file' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Cancelled' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('alert-result')).toContainText('deleting was cancelled');

    await page.getByRole('button', { name: 'Ask for a name' }).click();
    const prompt = page.getByRole('dialog', { name: 'What is your shop called?' });
    await prompt.getByLabel('Shop name').fill('Corner Bakery');
    await prompt.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('alert-result')).toContainText('the shop is called "Corner Bakery"');
  });

  test('toastr: a toast shows, and Clear all removes it', async ({ page }) => {
    await open(page, '/extensions/toastr');
    await page.getByLabel('Duration').selectOption({ label: 'Until closed' });
    await page.getByRole('button', { name: 'Show toast' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: 'Order shipped' });
    await expect(toast).toBeVisible();
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(toast).toBeHidden();
  });

  test('slider: the arrow keys move the handle', async ({ page }) => {
    await open(page, '/extensions/slider');
    const handle = page.getByRole('slider', { name: 'Volume' });
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', '42');
    await expect(page.getByTestId('slider-volume')).toHaveText('Volume: 42');
    await page.keyboard.press('End');
    await expect(handle).toHaveAttribute('aria-valuenow', '100');
  });

  test('file uploader: an image shows its preview, a wrong type its reason, and nothing is sent', async ({ page }) => {
    await open(page, '/extensions/file-uploader');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('http') && (r.method() !== 'GET' || r.url().includes('/api/')))
        sent.push(`${r.method()} ${r.url()}`);
    });
    const input = page.getByLabel('Files to add');
    await input.setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: tinyPng });
    const preview = page.getByRole('img', { name: 'Preview of red.png' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect(page.getByTestId('upload-list')).toContainText(/\d+ B/);

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByTestId('upload-rejected')).toContainText('notes.txt: This type of file is not accepted.');
    await page.getByRole('button', { name: 'Remove red.png' }).click();
    await expect(preview).toBeHidden();
    await expect(page.getByText('No files yet.')).toBeVisible();
    expect(sent).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });

  test('editor: Bold is pressed for bold text, and hostile HTML comes out clean', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await open(page, '/extensions/wysiwyg-editor');
    const editor = page.getByRole('textbox', { name: 'Text of the announcement' });
    const bold = page.getByRole('button', { name: 'Bold' });
    const output = page.getByTestId('editor-html');
    await editor.click();
    await expect(editor).toBeFocused();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type('Sale starts Monday');
    await expect(output).toContainText('<strong>Sale starts Monday</strong>');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');

    // Typed markup stays text: the preview gets no image.
    await page.keyboard.press('Enter');
    await page.keyboard.type('<img src=x onerror=alert(1)>');
    await expect(output).toContainText('&lt;img src=x onerror=alert(1)&gt;');
    await expect(page.getByTestId('editor-preview').locator('img')).toHaveCount(0);

    // Markup put in through the editor's API: handlers and javascript: links are gone.
    await page
      .getByLabel('HTML to load')
      .fill('<p>Hi <img src=x onerror=alert(1)><a href="javascript:alert(2)">click</a><script>alert(3)</script></p>');
    await page.getByRole('button', { name: 'Load into the editor' }).click();
    await expect(output).toContainText('click');
    await expect(output).not.toContainText('onerror');
    await expect(output).not.toContainText('javascript:');
    await expect(output).not.toContainText('<script');
    await expect(page.getByTestId('editor-preview').locator('img, script, [onerror]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('drag and drop: Space, ArrowDown, Space moves an item down', async ({ page }) => {
    await open(page, '/extensions/drag-and-drop');
    const items = page.getByTestId('dnd-sortable').getByTestId('dnd-item');
    await expect(items.first()).toHaveText('Photograph the new mugs');
    await page.getByRole('button', { name: 'Move Photograph the new mugs' }).focus();
    await page.keyboard.press('Space');
    // Picked up: the screen-reader region speaks (dnd-kit's live region, in the page's words).
    await expect(page.locator('[id^="DndLiveRegion"]').first()).toContainText('Photograph the new mugs');
    await expect(page.locator('[id^="DndLiveRegion"]').first()).toContainText('is over Photograph the new mugs');
    // dnd-kit's keyboard sensor announces the pick-up at once but listens for keys only from a
    // setTimeout it schedules then (KeyboardSensor.attach): an arrow pressed before that runs is lost.
    // A timer of ours scheduled now runs after it (timers of equal delay run in order).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.keyboard.press('ArrowDown');
    // Drop only once the move has landed: the live region says the item is over the next one.
    await expect(page.locator('[id^="DndLiveRegion"]').first()).toContainText(
      'Photograph the new mugs is over Write the product texts',
    );
    await page.keyboard.press('Space');
    await expect(items.first()).toHaveText('Write the product texts');
    await expect(items.nth(1)).toHaveText('Photograph the new mugs');
  });

  test('tour: starts, Next moves on, Done closes it', async ({ page }) => {
    await open(page, '/extensions/tour');
    await page.getByRole('button', { name: 'Start tour' }).click();
    const popover = page.locator('.driver-popover');
    await expect(popover.locator('.driver-popover-title')).toHaveText('Welcome');
    await popover.getByRole('button', { name: 'Next' }).click();
    await expect(popover.locator('.driver-popover-title')).toHaveText('Orders');
    await popover.getByRole('button', { name: 'Previous' }).click();
    await expect(popover.locator('.driver-popover-title')).toHaveText('Welcome');
    for (const title of ['Orders', 'Settings', 'Help', 'Your progress']) {
      await popover.getByRole('button', { name: 'Next' }).click();
      await expect(popover.locator('.driver-popover-title')).toHaveText(title);
    }
    await popover.getByRole('button', { name: 'Done' }).click();
    await expect(popover).toBeHidden();
  });

  test('clipboard: Copy puts the field on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/extensions/clipboard');
    await page.getByLabel('Shop link').fill('https://vitrine.example/corner-bakery');
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('https://vitrine.example/corner-bakery');
    await page.getByRole('button', { name: 'Copy address' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Rua Augusta 10');
  });

  test('context menu: right-click opens it, an item acts, Escape closes it', async ({ page }) => {
    await open(page, '/extensions/context-menu');
    const area = page.getByTestId('ctx-area');
    const menu = page.getByRole('menu', { name: 'Board actions' });
    await area.click({ button: 'right', position: { x: 120, y: 80 } });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Add a note here' })).toBeFocused();
    await menu.getByRole('menuitem', { name: 'Add a note here' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('ctx-status')).toContainText('1 note · Last action: added a note');

    await area.click({ button: 'right', position: { x: 200, y: 60 } });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(area).toBeFocused();

    await page.keyboard.press('Shift+F10');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Add a note here' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Change the colour' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ctx-status')).toContainText('changed the colour');
  });

  test('swiper: slides sit side by side and Next moves to the second', async ({ page }) => {
    await open(page, '/extensions/swiper');
    const carousel = page.getByRole('region', { name: 'Navigation and pagination' });
    const active = carousel.locator('.swiper-slide-active');
    await expect(active).toContainText('Linen shirts');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(active).toContainText('Ceramic mugs');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });

  test('access control: staff does not see an entry the admin sees', async ({ page }) => {
    await open(page, '/extensions/access-control');
    const menu = page.getByTestId('access-menu');
    await page.getByText('Admin', { exact: true }).click();
    await expect(page.getByTestId('access-session')).toContainText('Jane Admin');
    await expect(menu.getByText('Roles & permissions')).toBeVisible();
    await page.getByText('Staff', { exact: true }).click();
    await expect(page.getByTestId('access-session')).toContainText('Sam Staff');
    await expect(menu.getByText('Roles & permissions')).toHaveCount(0);
    await expect(menu.getByText('Dashboard')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });

  test('tree: arrow keys open and close, a folder checks its files', async ({ page }) => {
    await open(page, '/extensions/tree');
    const tree = page.getByRole('tree', { name: 'Shop files' });
    const catalogue = tree.getByRole('treeitem', { name: 'Catalogue', exact: true });
    await expect(catalogue).toHaveAttribute('aria-expanded', 'true');
    await catalogue.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(catalogue).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(catalogue).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const clothing = tree.getByRole('treeitem', { name: 'Clothing' });
    await expect(clothing).toBeFocused();
    await expect(clothing).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(clothing).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(clothing).toHaveAttribute('aria-checked', 'true');
    await expect(tree.getByRole('treeitem', { name: 'shirts.csv' })).toHaveAttribute('aria-checked', 'true');
    await expect(tree.getByRole('treeitem', { name: 'scarves.csv' })).toHaveAttribute('aria-checked', 'true');
    await expect(catalogue).toHaveAttribute('aria-checked', 'mixed');
    await page.keyboard.press('End');
    await expect(tree.getByRole('treeitem', { name: 'prices.xlsx' })).toBeFocused();
  });

  test('import: the CSV and the XLSX fixtures show their rows', async ({ page }) => {
    await open(page, '/extensions/import');
    const input = page.getByLabel('Spreadsheet file (CSV or XLSX)');
    const table = page.getByTestId('import-table');
    await input.setInputFiles(path.join(fixtures, 'people.csv'));
    await expect(table.locator('thead th')).toHaveText(['Name', 'City', 'Orders']);
    await expect(table.locator('tbody tr')).toHaveCount(3);
    await expect(table.locator('tbody tr').nth(1)).toHaveText(/Rossi, Marco\s*Milan\s*3/);

    await input.setInputFiles(path.join(fixtures, 'people.xlsx'));
    await expect(page.getByTestId('import-summary')).toContainText('people.xlsx: 2 rows.');
    await expect(table.locator('tbody tr').first()).toHaveText(/Joana Silva\s*Lisbon\s*21/);

    await input.setInputFiles({
      name: 'broken.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('not a zip'),
    });
    await expect(page.getByText('broken.xlsx could not be read')).toBeVisible();
  });

  test('export: the CSV and XLSX files hold the table’s rows', async ({ page }) => {
    await open(page, '/extensions/export');
    const expected = await tableRows(page);
    await page.getByLabel('File name').fill('spring-customers');
    const csv = await download(page, 'Download CSV');
    expect(csv.name).toBe('spring-customers.csv');
    expect(await csvRows(csv.path)).toEqual(expected);
    const xlsx = await download(page, 'Download XLSX');
    expect(xlsx.name).toBe('spring-customers.xlsx');
    expect(await xlsxRows(xlsx.path)).toEqual(expected);
  });

  test('export selected: only the two ticked rows are exported', async ({ page }) => {
    await open(page, '/extensions/export-selected');
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select Lena Vogel' }).check();
    await page.getByRole('checkbox', { name: 'Select Kenji Sato' }).check();
    await expect(page.getByTestId('selected-count')).toHaveText('2 rows selected');
    const all = await tableRows(page, true);
    const expected = [all[0], ...all.slice(1).filter((r) => r[1] === 'Lena Vogel' || r[1] === 'Kenji Sato')];
    expect(expected).toHaveLength(3);
    expect(await csvRows((await download(page, 'Download CSV')).path)).toEqual(expected);
    expect(await xlsxRows((await download(page, 'Download XLSX')).path)).toEqual(expected);
  });

  test('pagination: pages move and the range follows', async ({ page }) => {
    await open(page, '/extensions/pagination');
    const status = page.getByTestId('page-status');
    const pager = page.getByRole('navigation', { name: 'Order pages' });
    await expect(status).toHaveText('Showing 1–10 of 137');
    await pager
      .getByRole('button', { name: 'Next page' })
      .or(pager.getByRole('link', { name: 'Next page' }))
      .click();
    await expect(status).toHaveText('Showing 11–20 of 137');
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    await pager.getByText('Last page').or(pager.getByLabel('Last page')).first().click();
    await expect(status).toHaveText('Showing 131–137 of 137');
    await expect(page.getByTestId('page-items').locator('.list-group-item')).toHaveCount(7);
    await page.getByLabel('Per page').selectOption('25');
    await expect(status).toHaveText('Showing 1–25 of 137');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });
});
