import { expect, type Page, test } from '@playwright/test';
import {
  type CatalogPage,
  openablePath,
  catalogPages as productPages,
} from '../../apps/web/src/template/catalog/pages';
import { catalogPages as demoPages } from '../../packages/template-demo/src/catalog/pages';
import { expectAccessible } from './a11y';
import { accounts, signInAs } from './account-support';
import { openInApp } from './in-app';

/**
 * The route walk: every page of the template's catalog, opened as an owner
 * and as the admin. A page fails on an uncaught error, a 404 answer, an empty main area or no
 * heading, or (once per page, light and dark) a serious or critical axe violation. A page the
 * role may not open must land on /misc/not-authorized. SHOTS=1 saves a screenshot of each.
 * One test per menu group and role; pages open in-app (as a menu click does), one after another.
 * axe judges the whole page (navbar, the menu with this group open, footer) on the first page of
 * each pass and then only each page's own content: the shell around it is the same, and judging
 * it again on every page was about half of axe's time (190-580 ms a page against 90-275 ms).
 */
/** The template demo's pages and the product's own (settings, lock screen, sign-in, errors). */
const catalogPages = [...demoPages, ...productPages];
const groups = [...new Set(catalogPages.map((p) => p.group))];
const shots = process.env.SHOTS === '1';

async function openMarked(page: Page, path: string) {
  // The old page's headings are marked, so the checks below never take them for the new page's.
  await page.evaluate(() => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.walkOld = '1';
  });
  await openInApp(page, path);
}

const home = { owner: '/dashboard', admin: '/ecommerce-dashboard' } as const;

async function checkPage(
  page: Page,
  entry: CatalogPage,
  role: 'owner' | 'admin' | 'guest',
  problems: string[],
  theme: 'light' | 'dark' = 'light',
  wholePage = true,
): Promise<boolean> {
  const path = openablePath(entry);
  const before = problems.length;
  await openMarked(page, path);
  if (role !== 'guest' && entry.guestOnly) {
    // Sign-in and register send a signed-in visitor home; the guest walk below opens them.
    await expect(page, `${path} as ${role}`).toHaveURL(new RegExp(`${home[role]}$`));
    return false;
  }
  const allowed = role === 'guest' || !entry.roles || entry.roles.includes(role);
  if (!allowed) {
    await expect(page, `${path} as ${role}`).toHaveURL(/\/misc\/not-authorized$/);
    return false;
  }
  await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?.*)?$`));
  const areaSelector = entry.layout === 'full-screen' ? '.vt-fullscreen' : 'main#vt-content';
  const area = page.locator(areaSelector);
  await expect(area.locator('h1:not([data-walk-old])').first(), `${path}: a heading`).toBeVisible({
    timeout: 15_000,
  });
  const text = (await area.innerText()).trim();
  if (text.length < 20) problems.push(`${path}: the main area is empty`);
  if (problems.length > before) return false;
  // Off the content first: axe judges a link under a resting pointer in its hover colour.
  await page.mouse.move(0, 0);
  // A theme changes colours only: the dark walk checks contrast, the light one every rule.
  if (role === 'admin' && !entry.roles?.includes('admin')) return false;
  await expectAccessible(page, {
    ...(theme === 'dark' ? { rules: ['color-contrast'] } : {}),
    ...(wholePage ? {} : { include: areaSelector }),
  });
  return wholePage;
}

/** The lock-screen page really locks the session: unlock it, or every page after it shows the lock panel. */
async function unlockIfLocked(page: Page, entry: CatalogPage, role: 'owner' | 'admin') {
  if (entry.id !== 'lockScreen') return;
  await page
    .getByLabel('Password', { exact: true })
    .fill(role === 'owner' ? accounts.sunrise.password : accounts.admin.password);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByTestId('lock-panel')).toHaveCount(0);
}

for (const group of groups) {
  for (const role of ['owner', 'admin'] as const) {
    test(`${group}: every page opens for the ${role}`, async ({ page, request }) => {
      test.setTimeout(60_000 + 15_000 * catalogPages.filter((p) => p.group === group).length);
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() === 404) problems.push(`${page.url()}: 404 for ${response.url()}`);
      });
      await signInAs(page, request, role === 'owner' ? accounts.sunrise : accounts.admin);
      await page.goto(home[role]);
      await expect(page.locator('main#vt-content h1')).toBeVisible();
      const pages = catalogPages.filter((p) => p.group === group);
      // Light first, then dark (the theme button lives in the shell's navbar).
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') {
          await openMarked(page, home[role]);
          // Home drawn first: a heading that arrived after the next page's openInApp marked the old
          // ones would pass for that page's, and axe would judge home mid-way through the theme change.
          await expect(page.locator('main#vt-content h1:not([data-walk-old])').first()).toBeVisible();
          await page.getByRole('button', { name: 'Switch to dark theme' }).click();
          await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
        }
        let shellJudged = false;
        for (const entry of pages) {
          await test.step(`${theme} ${openablePath(entry)}`, async () => {
            if (await checkPage(page, entry, role, problems, theme, !shellJudged)) shellJudged = true;
            if (shots) await page.screenshot({ path: `/tmp/shots/walk/${entry.id}-${role}-${theme}.png` });
            await unlockIfLocked(page, entry, role);
          });
        }
        if (role === 'admin') break; // the admin walk checks that pages open; axe and dark run for the owner
      }
      expect(problems).toEqual([]);
    });
  }
}

test('full-screen public pages open for a signed-out visitor (sign-in, register, password reset, misc)', async ({
  page,
}) => {
  const pages = catalogPages.filter((p) => p.layout === 'full-screen' && p.id !== 'lockScreen');
  test.setTimeout(30_000 + 10_000 * pages.length);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  // A page of the web app to walk from (`/` is the server's home page, without the app), and not
  // one of the walked pages (the same page again would keep its heading).
  await page.goto('/corner-bakery');
  await expect(page.locator('h1').first()).toBeVisible();
  // The server-rendered shop page must be the app's before the walk leaves it.
  await expect(page.getByTestId('language-select')).toBeEnabled();
  for (const entry of pages) {
    await test.step(openablePath(entry), async () => {
      await checkPage(page, entry, 'guest', problems);
      if (shots) await page.screenshot({ path: `/tmp/shots/walk/${entry.id}-guest-light.png` });
    });
  }
  expect(problems).toEqual([]);
});
