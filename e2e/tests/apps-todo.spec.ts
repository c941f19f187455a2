import { expect, type Page, test } from '@playwright/test';
import { accounts, expectAccessible, signInAs } from './account-support';

/** The demo data lives in the page: move between filters with the sidebar's links, never page.goto. */
const filter = (page: Page, name: string) =>
  page.getByRole('navigation', { name: /Filters|Tags/ }).getByRole('link', { name, exact: true });

const titles = (page: Page) => page.getByTestId('task-row').getByTestId('task-title');

/** Nothing sticks out sideways (polled: the layout settles after a resize). */
async function noSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test.describe('the to-do demo app', () => {
  test.beforeEach(async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, request, accounts.sunrise);
  });

  test('add a task, complete it, star it, trash it: each filter shows it where it belongs', async ({ page }) => {
    await page.goto('/todo');
    await expect(page).toHaveURL(/\/todo\/all$/);
    await expect(page.getByTestId('demo-badge')).toBeVisible();
    await expect(titles(page).first()).toHaveText('Translate the FAQ');

    // A blank title is refused by the mock, and the message shows at the field.
    await page.getByTestId('todo-add').click();
    const panel = page.getByRole('dialog', { name: 'New task' });
    await panel.getByRole('button', { name: 'Add task' }).click();
    await expect(panel.getByText('Please enter a title.')).toBeVisible();
    await expect(panel.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await panel.getByLabel('Title').fill('Call the printer');
    await panel.getByLabel('Description').fill('Ask for the proofs of the new catalogue.');
    await panel.getByRole('checkbox', { name: 'Backend' }).check();
    await panel.getByRole('checkbox', { name: 'Important' }).check();
    await panel.getByRole('button', { name: 'Add task' }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByText('Task added.')).toBeVisible();
    const row = page.getByTestId('task-row').first();
    await expect(row.getByTestId('task-title')).toHaveText('Call the printer');
    await expect(row.getByTestId('task-tag')).toHaveText('Backend');
    await expect(row.getByRole('button', { name: 'Mark Call the printer as important' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Complete it: it shows under Completed (first, as the newest).
    // A click, then the settled state: the list the add refetches may land between the click and the tick.
    const done = row.getByRole('checkbox', { name: 'Completed: Call the printer' });
    await done.click();
    await expect(done).toBeChecked();
    await expect(row.getByTestId('task-title')).toHaveClass(/text-decoration-line-through/);
    await filter(page, 'Completed').click();
    await expect(page).toHaveURL(/\/todo\/completed$/);
    await expect(titles(page).first()).toHaveText('Call the printer');
    await expect(titles(page)).toHaveText([
      'Call the printer',
      'Share card preview',
      'Document the header JSON',
      'Fix the cart badge count',
    ]);

    // Star it: it shows under Starred.
    await filter(page, 'Starred').click();
    await expect(titles(page)).not.toContainText(['Call the printer']);
    await filter(page, 'All').click();
    const star = page.getByRole('button', { name: 'Star Call the printer' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await filter(page, 'Starred').click();
    await expect(titles(page).first()).toHaveText('Call the printer');

    // Edit it in the panel, then trash it from there: gone from All, listed under Trashed.
    await page.getByRole('button', { name: 'Edit Call the printer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit task' });
    await expect(edit.getByLabel('Title')).toHaveValue('Call the printer');
    await expect(edit.getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    await edit.getByLabel('Title').fill('Call the printer today');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(titles(page).first()).toHaveText('Call the printer today');
    await page.getByRole('button', { name: 'Edit Call the printer today' }).click();
    await page.getByRole('dialog', { name: 'Edit task' }).getByRole('button', { name: 'Move to trash' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit task' })).toBeHidden();
    await expect(page.getByText('Task moved to the trash.')).toBeVisible();
    await expect(titles(page)).not.toContainText(['Call the printer today']);
    await filter(page, 'All').click();
    await expect(titles(page).first()).toHaveText('Translate the FAQ');
    await expect(titles(page)).not.toContainText(['Call the printer today']);
    await filter(page, 'Trashed').click();
    await expect(titles(page)).toHaveText(['Call the printer today', 'Duplicate state list', 'Old banner images']);
  });

  test('a tag filter, search and the empty state', async ({ page }) => {
    await page.goto('/todo/all');
    await filter(page, 'Doc').click();
    await expect(page).toHaveURL(/\/todo\/doc$/);
    await expect(page.getByTestId('todo-heading')).toContainText('Doc');
    await expect(titles(page)).toHaveText([
      'Translate the FAQ',
      'Document the header JSON',
      'Write the delivery zones page',
    ]);
    for (const row of await page.getByTestId('task-row').all()) {
      await expect(row.getByTestId('task-tag').filter({ hasText: 'Doc' })).toHaveCount(1);
    }
    // A task added under a tag starts with that tag.
    await page.getByTestId('todo-add').click();
    const panel = page.getByRole('dialog', { name: 'New task' });
    await expect(panel.getByRole('checkbox', { name: 'Doc' })).toBeChecked();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();

    await filter(page, 'All').click();
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('header');
    await expect(titles(page)).toHaveText(['Document the header JSON', 'Set up the shop catalogue header']);
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('no such thing');
    await expect(page.getByTestId('todo-empty')).toHaveText('No task matches “no such thing”.');

    // An unknown filter shows All.
    await page.goto('/todo/whatever');
    await expect(page).toHaveURL(/\/todo\/all$/);
  });

  test('looks: light and dark pass axe, a phone gets the filters in an offcanvas', async ({ page }) => {
    // Several axe passes, themes, a language and a phone: 10–16 s alone, twice that beside another worker.
    test.setTimeout(90_000);
    await page.goto('/todo/all');
    await expect(titles(page).first()).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/todo-light.png' });
    await page.getByRole('button', { name: 'Edit Report dialog keeps reopening' }).click();
    const panel = page.getByRole('dialog', { name: 'Edit task' });
    await expect(panel).toBeVisible();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/todo-dark.png' });
    await page.getByTestId('todo-add').click();
    const add = page.getByRole('dialog', { name: 'New task' });
    await add.getByRole('button', { name: 'Add task' }).click();
    await expect(add.getByText('Please enter a title.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/todo-panel-dark.png' });
    await add.getByRole('button', { name: 'Close' }).click();
    await expect(add).toBeHidden();
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('todo-menu')).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: '/tmp/shots/apps/todo-phone-light.png' });
    await page.getByTestId('todo-menu').click();
    const menu = page.getByRole('dialog', { name: 'To-do' });
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await page.screenshot({ path: '/tmp/shots/apps/todo-phone-menu-light.png' });
    await menu.getByRole('link', { name: 'Important', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/todo\/important$/);
    await expect(titles(page)).toHaveText([
      'Report dialog keeps reopening',
      'Paginate the products endpoint',
      'Fix the cart badge count',
    ]);
    await noSidewaysScroll(page);
  });
});
