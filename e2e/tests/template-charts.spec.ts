import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll } from './a11y';
import { accounts, signInAs } from './account-support';

/**
 * The three chart-library pages: every chart drawn and named, its colours from the theme (a
 * text or pixel colour changes with the dark theme), axe in light and dark, no sideways scroll on a phone.
 */
const pages = [
  {
    path: '/charts/apex',
    title: 'ApexCharts',
    charts: 9,
    drawing: 'svg.apexcharts-svg',
    text: '.apexcharts-xaxis-label',
  },
  { path: '/charts/chartjs', title: 'Chart.js', charts: 9, drawing: 'canvas', text: null },
  {
    path: '/charts/recharts',
    title: 'Recharts',
    charts: 8,
    drawing: '.recharts-wrapper > svg.recharts-surface',
    text: '.recharts-cartesian-axis-tick-value',
  },
] as const;

const main = (page: Page) => page.locator('main#vt-content');

/** What the first chart looks like: an axis label's fill (SVG) or the canvas's pixels (Chart.js). */
async function firstChartLook(page: Page, text: string | null): Promise<string> {
  if (text)
    return main(page)
      .locator(text)
      .first()
      .evaluate((el) => getComputedStyle(el).fill);
  return main(page)
    .locator('canvas')
    .first()
    .evaluate((el) => (el as HTMLCanvasElement).toDataURL());
}

for (const entry of pages) {
  test(`${entry.title}: every chart drawn and named, redrawn in the dark theme`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, request, accounts.sunrise);
    await page.goto(entry.path);
    await expect(main(page).getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
    // The labelled wrappers (some libraries mark parts inside as images too).
    const figures = main(page).locator('.vt-chart[role=img]');
    await expect(figures).toHaveCount(entry.charts);
    await expect(main(page).locator(`[role=img] ${entry.drawing}`)).toHaveCount(entry.charts);
    for (const name of await figures.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))) {
      expect(name.length, 'each chart describes itself').toBeGreaterThan(20);
    }
    await expect(main(page).getByRole('heading', { level: 2, name: 'Line chart' })).toBeVisible();
    await expectAccessible(page);

    const light = await firstChartLook(page, entry.text);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await expect.poll(() => firstChartLook(page, entry.text)).not.toBe(light);
    await expect(main(page).locator(`[role=img] ${entry.drawing}`)).toHaveCount(entry.charts);
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
  });
}
