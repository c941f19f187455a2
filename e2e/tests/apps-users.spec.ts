import { expect, type Page, test } from '@playwright/test';
import { accounts, expectAccessible, signInAs } from './account-support';

// The users app runs on the in-browser mock: its data lives in the page, so every step moves
// by clicking (a reload would bring the seed back).
const rows = (page: Page) => page.getByTestId('user-row');
const summary = (page: Page) => page.getByTestId('page-summary');

test.describe('the users demo app', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
  });

  test('list: /app/user opens the list; search, filters and pages', async ({ page }) => {
    await page.goto('/app/user');
    await expect(page).toHaveURL(/\/app\/user\/list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByTestId('demo-badge')).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expect(summary(page)).toHaveText('Showing 1–10 of 50');

    // Pages: next, a page number, the page size.
    const pages = page.getByRole('navigation', { name: 'Pages of the user list' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(summary(page)).toHaveText('Showing 11–20 of 50');
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const firstOnPage2 = await rows(page).first().getByTestId('user-link').textContent();
    await pages.getByRole('button', { name: 'Last page' }).click();
    await expect(summary(page)).toHaveText('Showing 41–50 of 50');
    await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(rows(page).first().getByTestId('user-link')).toHaveText(firstOnPage2 ?? '');
    await page.getByLabel('Rows per page').selectOption('20');
    await expect(rows(page)).toHaveCount(20);
    await expect(summary(page)).toHaveText('Showing 1–20 of 50');

    // Filters: role, status, verified, each row agrees; together they narrow.
    await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
    await expect(page).toHaveURL(/role=admin/);
    await expect(rows(page).getByTestId('user-role').filter({ hasNotText: 'Admin' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    const adminSummary = (await summary(page).textContent()) ?? '';
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active');
    await expect(rows(page).getByTestId('user-status').filter({ hasNotText: 'Active' })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Verified' }).selectOption('true');
    await expect(rows(page).getByTestId('user-verified').filter({ hasNotText: 'Yes' })).toHaveCount(0);
    await expect(rows(page).getByTestId('user-role').filter({ hasNotText: 'Admin' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    await expect(summary(page)).not.toHaveText(adminSummary);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(summary(page)).toHaveText('Showing 1–20 of 50');

    // Search in username, name or e-mail; nothing found says so.
    await page.getByRole('searchbox', { name: 'Search users' }).fill('zzzz-nobody');
    await expect(page.getByTestId('users-empty')).toHaveText('No user matches these filters.');
    await page.getByRole('searchbox', { name: 'Search users' }).fill('vitrine');
    await expect(page.getByTestId('users-empty')).toHaveCount(0);
    await expect(rows(page).filter({ hasNotText: 'vitrine' })).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
  });

  test('open a user, edit the name and a permission, see both on the profile', async ({ page }) => {
    await page.goto('/app/user/list');
    const first = rows(page).first();
    const username = (await first.getByTestId('user-link').textContent()) ?? '';
    await first.getByTestId('user-link').click();
    await expect(page).toHaveURL(/\/app\/user\/view\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User profile' })).toBeVisible();
    await expect(page.getByText(`@${username}`, { exact: true }).first()).toBeVisible();
    const viewMatrix = page.getByTestId('permissions');
    // User 1 is an admin: every permission on, shown as disabled checkboxes.
    await expect(viewMatrix.getByRole('checkbox', { name: 'Posts: Delete' })).toBeChecked();
    await expect(viewMatrix.getByRole('checkbox', { name: 'Posts: Delete' })).toBeDisabled();
    await expect(viewMatrix.getByRole('checkbox')).toHaveCount(12);
    await expect(page.getByTestId('social-links')).toContainText('GitHub');

    await page.getByTestId('edit-user').click();
    await expect(page).toHaveURL(/\/app\/user\/edit\/1$/);
    await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).not.toHaveValue('');

    // The mock refuses a blank name and a bad e-mail: each message shows by its field.
    await name.fill('  ');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await page.getByTestId('save-user').click();
    await expect(page.getByText('Please enter a name.')).toBeVisible();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByTestId('save-error')).toHaveText('Please correct the highlighted fields.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    // An error on another tab takes the person there.
    await page.getByRole('tab', { name: 'Information' }).click();
    await page.getByLabel('Date of birth').fill('');
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.com');
    await name.fill('Ada Lovelace');
    await page.getByTestId('save-user').click();
    await expect(page.getByRole('tab', { name: /Information/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Enter a valid date of birth.')).toBeVisible();
    await page.getByLabel('Date of birth').fill('1990-12-10');

    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('checkbox', { name: 'Posts: Delete' }).uncheck();
    await page.getByRole('checkbox', { name: 'Comments: Create' }).uncheck();
    await page.getByRole('tab', { name: 'Social' }).click();
    await page.getByLabel('Slack').fill('@ada');
    await page.getByTestId('save-user').click();
    await expect(page.getByText('Ada Lovelace has been saved.')).toBeVisible();
    await expect(page.getByTestId('save-error')).toHaveCount(0);

    await page.getByTestId('view-user').click();
    await expect(page).toHaveURL(/\/app\/user\/view\/1$/);
    await expect(page.getByTestId('user-name')).toHaveText('Ada Lovelace');
    await expect(viewMatrix.getByRole('checkbox', { name: 'Posts: Delete' })).not.toBeChecked();
    await expect(viewMatrix.getByRole('checkbox', { name: 'Comments: Create' })).not.toBeChecked();
    await expect(viewMatrix.getByRole('checkbox', { name: 'Posts: Read' })).toBeChecked();
    await expect(page.getByText('ada@example.com').first()).toBeVisible();
    await expect(page.getByTestId('social-links')).toContainText('@ada');

    // And the list shows the new e-mail too.
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(rows(page).first()).toContainText('ada@example.com');
  });

  test('delete a user from the list after confirming; Reset demo data brings them back', async ({ page }) => {
    await page.goto('/app/user/list');
    await expect(summary(page)).toContainText('of 50');
    const first = rows(page).first();
    const name = (await first.locator('td').nth(1).innerText()).split('\n')[1]?.trim() || '';
    await first.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).last().click();
    await expect(summary(page)).toContainText('of 50');
    await first.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/was deleted\.$/)).toBeVisible();
    await expect(summary(page)).toContainText('of 49');
    if (name) await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(summary(page)).toContainText('of 50');
  });

  test('the edit page picks its user by path, by ?id= or the first one; an unknown id says so', async ({ page }) => {
    await page.goto('/app/user/edit?id=7');
    await expect(page.getByTestId('view-user')).toHaveAttribute('href', '/app/user/view/7');
    await page.goto('/app/user/edit');
    await expect(page.getByTestId('view-user')).toHaveAttribute('href', '/app/user/view/1');
    await page.goto('/app/user/view');
    await expect(page.getByTestId('edit-user')).toHaveAttribute('href', '/app/user/edit/1');
    await page.goto('/app/user/view/999');
    await expect(page.getByTestId('user-not-found')).toContainText('There is no such user.');
  });

  test('looks: light and dark pass axe; German, right to left and a phone', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/app/user/list?customizer=1');
    await expect(rows(page)).toHaveCount(10);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/users-light.png', fullPage: true });
    await rows(page).first().getByTestId('user-link').click();
    await expect(page.getByTestId('permissions')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/users-view-light.png', fullPage: true });
    await page.getByTestId('edit-user').click();
    await expect(page.getByTestId('save-user')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/users-edit-light.png', fullPage: true });

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/users-edit-dark.png', fullPage: true });
    await page.getByTestId('view-user').click();
    await expect(page.getByTestId('permissions')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/users-view-dark.png', fullPage: true });
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(rows(page)).toHaveCount(10);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots/apps/users-dark.png', fullPage: true });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    // German.
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Rolle' })).toBeVisible();
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'English' }).click();

    // Right to left.
    await page.getByTestId('customizer-toggle').click();
    await page.locator('#customizer-direction-rtl').check();
    await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();
    await page.screenshot({ path: '/tmp/shots/apps/users-rtl-light.png' });
    await page.getByTestId('customizer-toggle').click();
    await page.locator('#customizer-direction-ltr').check();
    await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();

    // A phone: no sideways scrolling on the list, the profile or the edit page.
    await page.setViewportSize({ width: 390, height: 844 });
    const noOverflow = async (what: string) => {
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: what })
        .toBeLessThanOrEqual(0);
    };
    await expect(rows(page).first()).toBeVisible();
    await noOverflow('list');
    await page.screenshot({ path: '/tmp/shots/apps/users-phone.png', fullPage: true });
    await rows(page).first().getByTestId('user-link').click();
    await expect(page.getByTestId('permissions')).toBeVisible();
    await noOverflow('view');
    await page.screenshot({ path: '/tmp/shots/apps/users-view-phone.png', fullPage: true });
    await page.getByTestId('edit-user').click();
    await expect(page.getByTestId('save-user')).toBeVisible();
    await noOverflow('edit');
    await page.screenshot({ path: '/tmp/shots/apps/users-edit-phone.png', fullPage: true });
  });
});
