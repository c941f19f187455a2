import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { accounts, apiHeaders, signInAs } from './account-support';

const main = (page: Page) => page.locator('main#vt-content');

test.describe('the analytics dashboard at /dashboard/analytics', () => {
  test('signed in: the dashboard in the shell, its charts drawn, a period switch, light and dark pass axe', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, request, accounts.sunrise);
    await page.goto('/dashboard/analytics');
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    // The shell's menu, with the dashboard's own entry marked as the current page.
    await expect(page.getByTestId('sidebar')).toBeVisible();
    const entry = page.locator('#menu-group-dashboards').getByTestId('menu-analytics');
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(main(page).getByText('Demo content')).toBeVisible();
    // Six ApexCharts drawings: two sparklines, sessions, support, product orders, sales.
    const charts = main(page).locator('[role=img] svg.apexcharts-svg');
    await expect(charts).toHaveCount(6);
    await expect(main(page).getByRole('img', { name: /Radar chart of sales and visits/ })).toBeVisible();

    // The period of the average sessions changes the figure and the chart.
    await expect(main(page).getByText('2.7k')).toBeVisible();
    await main(page).getByLabel('Period').selectOption({ label: 'Last 28 days' });
    await expect(main(page).getByText('11.9k')).toBeVisible();
    await expect(main(page).getByRole('img', { name: /sessions over the last 28 days/ })).toBeVisible();

    const table = main(page).getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByText('Delayed')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect(charts).toHaveCount(6);
    await expectAccessible(page);
  });

  test('signed in on a phone: the cards stack, nothing scrolls sideways', async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard/analytics');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(main(page).locator('svg.apexcharts-svg').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('signed out: the home page is written by the server, with no script at all', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Vitrine');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(page.locator('main#vt-content')).toHaveCount(0);
  });
});

test.describe('the eCommerce dashboard', () => {
  test('the admin sees the real report figures, laid out with charts and the latest reports', async ({
    page,
    request,
  }) => {
    await request.post('/api/reportshop', {
      headers: apiHeaders,
      data: { shop_id: 1, message: 'Dashboard check: a real report.' },
    });
    const token = await signInAs(page, request, accounts.admin);
    const total = async () => {
      const answer = await request.get('/api/admin/reports?per_page=1', {
        headers: { ...apiHeaders, Authorization: `Bearer ${token}` },
      });
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { total: number }).total;
    };
    const before = await total();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/ecommerce-dashboard');
    await expect(page.getByRole('heading', { name: 'eCommerce Dashboard' })).toBeVisible();
    const shown = Number((await page.getByTestId('stat-total-reports').innerText()).replace(/\D/g, ''));
    const after = await total();
    // Other tests may report shops meanwhile: the figure is the API's answer of that moment.
    expect(shown).toBeGreaterThanOrEqual(before);
    expect(shown).toBeLessThanOrEqual(after);
    expect(before).toBeGreaterThan(0);
    await expect(main(page).getByText('Dashboard check: a real report.').first()).toBeVisible();
    await expect(main(page).getByRole('img', { name: /reports per day over the last 14 days/ })).toBeVisible();
    await expect(main(page).getByRole('img', { name: /Donut chart of reported shops/ })).toBeVisible();
    await expect(main(page).locator('svg.apexcharts-svg')).toHaveCount(2);
    await expect(main(page).getByText('Demo content')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });

  test('an owner is sent to not-authorized', async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
    await page.goto('/ecommerce-dashboard');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  });
});
