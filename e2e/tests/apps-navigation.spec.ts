import { expect, test } from '@playwright/test';
import { accounts, signInAs } from './account-support';

test.describe('the demo apps in the shell', () => {
  test('the starred bookmarks and the Apps menu lead to working demo pages, each labelled as demo data', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, accounts.sunrise);
    await page.goto('/dashboard');
    const bookmarks = {
      todo: /\/todo\/all$/,
      chat: /\/chat$/,
      email: /\/email\/inbox$/,
      calendar: /\/calendar$/,
    };
    for (const [id, url] of Object.entries(bookmarks)) {
      await page.getByTestId(`bookmark-link-${id}`).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByTestId('demo-badge')).toHaveText('Demo data');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const entries: [string, RegExp][] = [
      ['Email', /\/email\/inbox$/],
      ['Chat', /\/chat$/],
      ['To-do', /\/todo\/all$/],
      ['Calendar', /\/calendar$/],
      ['Users', /\/app\/user\/list$/],
      ['Data list', /\/data-list\/list-view$/],
    ];
    for (const [name, url] of entries) {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByTestId('demo-badge')).toBeVisible();
    }
    // Nothing a demo screen does reaches the real server's API.
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/') && r.method() !== 'GET') apiCalls.push(r.url());
    });
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await expect(page.getByText('The demo data is back to its start.')).toBeVisible();
    expect(apiCalls).toEqual([]);
  });
});
