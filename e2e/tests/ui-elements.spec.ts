import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './a11y';
import { accounts, signInAs } from './account-support';
import { openInApp } from './in-app';

/** Opens a showcase page in-app (as a menu click does) after the first load. */
async function open(page: Page, path: string) {
  await openInApp(page, path);
  await expect(page.locator('main#vt-content h1')).toBeVisible();
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('UI elements, cards and extra components', () => {
  test.beforeEach(async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, request, accounts.sunrise);
    await page.goto('/dashboard');
    await expect(page.locator('main#vt-content h1')).toBeVisible();
  });

  test('the icon search filters the gallery and a click copies the icon', async ({ page }) => {
    await open(page, '/icons/reactfeather');
    const gallery = page.getByRole('region', { name: 'Icon gallery' });
    const count = page.getByTestId('icon-count');
    await expect(count).toContainText(/of \d+ icons/);
    await page.getByRole('searchbox', { name: 'Search icons' }).fill('camera');
    await expect(count).toHaveText(/^\d+ of \d+ icons$/);
    await expect(gallery.getByRole('button', { name: 'Camera', exact: true })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Bell', exact: true })).toHaveCount(0);
    await gallery.getByRole('button', { name: 'Camera', exact: true }).click();
    await expect(page.getByText('Copied <Camera /> to the clipboard.')).toBeVisible();
    expect(await clipboard(page)).toBe('<Camera />');

    await page.getByRole('searchbox', { name: 'Search icons' }).fill('zzzz');
    await expect(page.getByText('No icon matches “zzzz”.')).toBeVisible();
  });

  test('the syntax highlighter switches language and copies the code', async ({ page }) => {
    await open(page, '/ui-element/syntaxhighlighter');
    await page.getByText('JSON', { exact: true }).click();
    const code = page.getByTestId('code-block');
    await expect(code).toContainText('"The Shawshank Redemption"');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await clipboard(page)).toContain('"title": "The Shawshank Redemption"');
  });

  test('autocomplete: typing filters the movies, a choice becomes the value, the multi select takes two', async ({
    page,
  }) => {
    await open(page, '/extra-components/auto-complete');
    const single = page.getByLabel('Movie', { exact: true });
    await single.fill('godfa');
    const options = page.getByRole('option');
    await expect(options).toHaveText(['The Godfather', 'The Godfather Part II']);
    await options.filter({ hasText: 'Part II' }).click();
    await expect(page.getByTestId('single-value')).toContainText('The Godfather Part II');

    const multi = page.getByLabel('Movies', { exact: true });
    await multi.fill('matrix');
    await page.getByRole('option', { name: 'The Matrix' }).click();
    await multi.fill('inception');
    await page.getByRole('option', { name: 'Inception' }).click();
    await expect(page.getByTestId('multi-value')).toContainText('The Matrix, Inception');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove The Matrix' }).click();
    await expect(page.getByTestId('multi-value')).toContainText('Inception');
    await expect(page.getByTestId('multi-value')).not.toContainText('The Matrix');

    const search = page.getByLabel('Search movies');
    await search.fill('knight');
    await page.getByRole('option', { name: 'The Dark Knight', exact: true }).click();
    await expect(page.getByTestId('async-value')).toContainText('The Dark Knight (#');
  });

  test('chips: Enter adds one, its button removes it', async ({ page }) => {
    await open(page, '/extra-components/chips');
    const field = page.getByRole('textbox', { name: 'Add a tag' });
    await field.fill('Playwright');
    await field.press('Enter');
    const tags = page.getByRole('list', { name: 'Tags' });
    await expect(tags.getByRole('listitem')).toHaveText(['React', 'TypeScript', 'Bootstrap', 'Playwright']);
    await expect(field).toHaveValue('');
    await page.getByRole('button', { name: 'Remove TypeScript' }).click();
    await expect(tags.getByRole('listitem')).toHaveText(['React', 'Bootstrap', 'Playwright']);
  });

  test('action cards: remove and undo, collapse', async ({ page }) => {
    await open(page, '/cards/action');
    const cards = page.getByTestId('action-card');
    await expect(cards).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove Traffic' }).click();
    await expect(cards).toHaveCount(2);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(1)).toContainText('Traffic');

    const fold = page.getByRole('button', { name: 'Fold or unfold Sales report' });
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Sales grew 12% this week')).toBeHidden();

    await page.getByRole('button', { name: 'Refresh Stock alerts' }).click();
    await expect(cards.nth(2).getByRole('status')).toBeVisible();
    await expect(cards.nth(2)).toContainText('Updated:');
  });

  test('the pages fit a phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      '/ui-element/grid',
      '/ui-element/textutilities',
      '/ui-element/syntaxhighlighter',
      '/icons/reactfeather',
      '/cards/basic',
      '/extra-components/chips',
    ]) {
      await open(page, path);
      await expectNoSidewaysScroll(page);
    }
  });
});
