import { expect, type Page, test } from '@playwright/test';
import { accounts, shot, signInAs } from './account-support';
import { openInApp } from './in-app';

const openCustomizer = async (page: Page) => {
  await page.getByTestId('customizer-toggle').click();
  await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
};
const closeCustomizer = async (page: Page) => {
  await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeHidden();
};
const pick = (page: Page, name: string, value: string) => page.locator(`#customizer-${name}-${value}`).check();
const style = (page: Page, selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

test.describe('the admin shell', () => {
  test.beforeEach(async ({ page, request }) => {
    await signInAs(page, request, accounts.sunrise);
  });

  test('a page whose menu entry excludes the role goes to not-authorized', async ({ page }) => {
    await page.goto('/ecommerce-dashboard');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
    await page.goto('/admin/reports');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await shot(page, 'not-authorized-light');
  });

  test('the customizer is off by default and ?customizer=1 turns it on', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('shell')).toBeVisible();
    await expect(page.getByTestId('customizer-toggle')).toHaveCount(0);
    await page.goto('/dashboard?customizer=1');
    await expect(page.getByTestId('customizer-toggle')).toBeVisible();
  });

  test('horizontal layout from 1200 px, vertical fallback at 1199 px, scrolled header after 50 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/shop-profile/edit?customizer=1');
    await openCustomizer(page);
    await pick(page, 'layout', 'horizontal');
    await closeCustomizer(page);
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'horizontal');
    await expect(page.getByTestId('horizontal-menu')).toBeVisible();
    await expect(page.getByTestId('horizontal-header')).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 120);
    await expect(page.getByTestId('horizontal-header')).toHaveAttribute('data-scrolled', 'true');
    await shot(page, 'horizontal-1200-light');
    await page.setViewportSize({ width: 1199, height: 800 });
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'vertical');
    // Below 1200 the menu is an off-canvas drawer opened from the navbar.
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect.poll(async () => (await page.locator('.vt-drawer').boundingBox())?.x).toBe(0);
    await shot(page, 'vertical-1199-drawer-light');
  });

  test('every customizer colour, navbar and footer option has its visible effect', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop-profile/edit?customizer=1');
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'vertical');
    // Defaults: menu colour primary, navbar sticky, footer static, layout vertical.
    expect(await style(page, '[data-testid=navbar]', 'position')).toBe('sticky');
    expect(await style(page, '[data-testid=footer]', 'position')).toBe('static');
    const activeBg = () => style(page, '.vt-sidebar .vt-menu-link.active', 'background-image');
    const primaryBg = await activeBg();
    await openCustomizer(page);

    await pick(page, 'theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await pick(page, 'theme', 'semi-dark');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-bs-theme', 'dark');
    await pick(page, 'theme', 'light');

    await pick(page, 'menuTheme', 'danger');
    expect(await activeBg()).not.toBe(primaryBg);
    expect(await activeBg()).toContain('rgb(220, 53, 69)');

    await pick(page, 'navbarColor', 'success');
    await expect(page.getByTestId('navbar')).toHaveClass(/vt-navbar-color-success/);
    expect(await style(page, '[data-testid=navbar]', 'background-color')).toBe('rgb(25, 135, 84)');

    await pick(page, 'navbarType', 'static');
    expect(await style(page, '[data-testid=navbar]', 'position')).toBe('relative');
    await pick(page, 'navbarType', 'floating');
    expect(await style(page, '[data-testid=navbar]', 'position')).toBe('sticky');
    expect(await style(page, '[data-testid=navbar]', 'margin-top')).toBe('16px');
    await pick(page, 'navbarType', 'hidden');
    await expect(page.getByTestId('navbar')).toHaveCount(0);
    await pick(page, 'navbarType', 'sticky');

    await pick(page, 'footerType', 'sticky');
    expect(await style(page, '[data-testid=footer]', 'position')).toBe('sticky');
    await pick(page, 'footerType', 'hidden');
    await expect(page.getByTestId('footer')).toHaveCount(0);
    await pick(page, 'footerType', 'static');
  });

  // The options that move the page (collapsed menu, scroll-to-top, layout): a test of their own, so
  // neither half nears the time limit when two workers share the machine (31 s in one full run).
  test('the customizer collapses the menu, hides scroll-to-top and switches the layout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop-profile/edit?customizer=1');
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'vertical');
    await openCustomizer(page);
    await page.locator('#customizer-sidebarCollapsed').check();
    await closeCustomizer(page);
    await page.mouse.move(900, 400);
    await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())?.width).toBe(80);
    await openCustomizer(page);
    await page.locator('#customizer-sidebarCollapsed').uncheck();

    await page.locator('#customizer-hideScrollToTop').check();
    await closeCustomizer(page);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
    await openCustomizer(page);
    await page.locator('#customizer-hideScrollToTop').uncheck();
    await closeCustomizer(page);
    await page.mouse.wheel(0, 100);
    await expect(page.getByTestId('scroll-to-top')).toBeVisible();
    await page.getByTestId('scroll-to-top').click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await openCustomizer(page);
    await pick(page, 'layout', 'horizontal');
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'horizontal');
    await pick(page, 'layout', 'vertical');
    await expect(page.getByTestId('shell')).toHaveAttribute('data-layout', 'vertical');
  });

  test('right to left is a real RTL layout: Bootstrap RTL sheet, sidebar on the right', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shop-profile/edit?customizer=1');
    await openCustomizer(page);
    await pick(page, 'direction', 'rtl');
    await closeCustomizer(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('link#vt-bootstrap')).toHaveAttribute('href', /bootstrap\.rtl/);
    const sidebar = await page.getByTestId('sidebar').boundingBox();
    expect(sidebar?.x).toBeGreaterThan(1000);
    const label = await page.getByLabel('Shop name').boundingBox();
    const input = await page.getByRole('textbox', { name: 'Shop name' }).boundingBox();
    // Labels and fields start at the right edge of their column.
    expect((label?.x ?? 0) + (label?.width ?? 0)).toBeCloseTo((input?.x ?? 0) + (input?.width ?? 0), -1);
    await shot(page, 'rtl-edit-account-light');
  });

  test('German: the menu, the user menu and <html lang> follow the language', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('menu-orders')).toHaveText(/Bestellungen/);
    await expect(page.getByTestId('menu-edit-account')).toHaveText('Konto bearbeiten');
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await page.keyboard.press('Escape');
    await shot(page, 'german-dashboard-light');
    await page.getByTestId('language-toggle').click();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('search: grouped Pages / Files / Contacts, at most 4 each, keyboard navigable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('combobox', { name: 'Search pages, files and contacts' });
    await box.fill('a');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('group')).toHaveCount(3);
    for (const name of ['Pages', 'Files', 'Contacts']) {
      const count = await list.getByRole('group', { name }).getByRole('option').count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(4);
    }
    await shot(page, 'search-light');
    // "Categories" and the knowledge base's "Knowledge base category" both match; the first is ours.
    await box.fill('categories');
    await expect(list.getByRole('option')).toHaveCount(1);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/account\/categories$/);
  });

  test('bookmarks: todo, chat, email and calendar starred by default; toggling flips starred', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    for (const id of ['todo', 'chat', 'email', 'calendar'])
      await expect(page.getByTestId(`bookmark-link-${id}`)).toBeVisible();
    await expect(page.getByTestId('bookmark-link-products')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all bookmarks' }).click();
    await page.getByTestId('bookmark-star-products').click();
    await expect(page.getByTestId('bookmark-star-products')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('bookmark-link-products')).toBeVisible();
    await page.getByTestId('bookmark-star-chat').click();
    await expect(page.getByTestId('bookmark-link-chat')).toHaveCount(0);
  });

  test("bookmarks: the demo apps' shortcuts say they are demo apps, to the eye and by name; real pages do not", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    for (const [id, title] of [
      ['todo', 'Todo'],
      ['chat', 'Chat'],
      ['email', 'Email'],
      ['calendar', 'Calendar'],
    ]) {
      const link = page.getByTestId(`bookmark-link-${id}`);
      await expect(link).toHaveAccessibleName(`${title} (demo app)`);
      await expect(link.getByTestId('bookmark-demo-badge')).toHaveText('Demo');
    }
    await page.getByTestId('bookmark-link-chat').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Chat · Demo app: sample data, not part of your shop');
    // A real page starred: no badge, its plain name.
    await page.getByRole('button', { name: 'Show all bookmarks' }).click();
    await page.getByTestId('bookmark-star-orders').click();
    await expect(page.getByTestId('bookmark-link-orders')).toHaveAccessibleName('Orders');
    await expect(page.getByTestId('bookmark-link-orders').getByTestId('bookmark-demo-badge')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: '/tmp/shots/bookmarks-demo.png', clip: { x: 240, y: 0, width: 500, height: 70 } });
  });
});

test('the platform admin sees the eCommerce dashboard and reports, not the owner pages', async ({ page, request }) => {
  await signInAs(page, request, accounts.admin);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/ecommerce-dashboard');
  await expect(page.getByRole('heading', { name: 'eCommerce Dashboard' })).toBeVisible();
  await expect(page.getByTestId('menu-reports')).toBeVisible();
  await expect(page.getByTestId('menu-products')).toHaveCount(0);
  await page.goto('/account/products');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
});

test('a shopper on a storefront downloads nothing of the admin shell, its mock or the account area', async ({
  page,
}) => {
  const files: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/static/')) files.push(r.url());
  });
  await page.goto('/sunrise-electronics');
  await expect(page.getByTestId('shop-header')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const admin = files.filter((f) =>
    /AdminShell|FullScreenShell|useThemeDocument|bootstrap\.(rtl\.)?min|LoginPage|EditAccountPage|HeaderDesignerPage|Dashboard/.test(
      f,
    ),
  );
  expect(admin).toEqual([]);
  expect(files.length).toBeGreaterThan(0);
});

test("leaving the template for a plain page takes the template's Bootstrap sheet away", async ({ page }) => {
  await page.goto('/misc/error/404');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.locator('link#vt-bootstrap')).toHaveCount(1);
  // In the app, to a shop's page: the storefront has its own small sheet and no template theme.
  await openInApp(page, '/corner-bakery');
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await expect(page.locator('link#vt-bootstrap')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-bs-theme', /.+/);
  // `/` is the server's home page, a page of its own: "Back to home" loads it.
  await page.goto('/misc/error/404');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Vitrine/ })).toBeVisible();
  await expect(page.locator('link#vt-bootstrap')).toHaveCount(0);
});
