import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectHydrated, expectNoHorizontalScroll, openShop } from './storefront-support';

const screenshots = resolve(import.meta.dirname, '../../docs/screenshots');
const phone = { width: 390, height: 844 };

/** The sum of the page's layout shifts so far (Cumulative Layout Shift, without its session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback, queued as a task.
        setTimeout(() => done(sum), 100);
      }),
  );

/**
 * A phone's first screen shows products: the shop header is compact (logo, name, and a
 * "Shop details" button in the owner's colours), its details one tap away and still in the page's
 * HTML; nothing moves when the page hydrates. A computer shows the whole header as before.
 */
test.describe('the shop header on a phone (390 × 844)', () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  for (const shop of ['sunrise-electronics', 'corner-bakery']) {
    test(`${shop}: the first product card starts on the first screen, without a layout shift`, async ({ page }) => {
      await openShop(page, shop);
      const card = await page.getByTestId('product-card').first().boundingBox();
      if (!card) throw new Error('no product card');
      // Its top on the first screen, with room to see the picture start.
      expect(card.y).toBeLessThan(phone.height - 120);
      // The owner's name at its own size may take two lines; the header no more than that.
      const header = await page.getByTestId('shop-header').boundingBox();
      expect(header?.height).toBeLessThan(200);
      await expect(page.getByTestId('shop-address')).toBeHidden();
      await expect(page.getByTestId('shop-phone')).toBeHidden();
      expect(await layoutShift(page)).toBeLessThan(0.01);
      await expectNoHorizontalScroll(page);
    });
  }

  test('the details open and close with an accessible button, by tap and by keyboard', async ({ page }) => {
    await openShop(page, 'sunrise-electronics');
    const header = page.getByTestId('shop-header');
    const toggle = header.getByRole('button', { name: 'Shop details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(details).toBeHidden();
    await expect(page.getByTestId('shop-tagline')).toBeHidden();

    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(details).toBeVisible();
    await expect(page.getByTestId('shop-tagline')).toBeVisible();
    await expect(page.getByTestId('shop-address')).toContainText('Pune');
    await expect(page.getByTestId('shop-phone')).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(page.getByTestId('shop-email')).toBeVisible();
    await expect(page.getByTestId('shop-website')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
    await page.screenshot({ path: `${screenshots}/storefront-phone-header-open.png` });

    // Keyboard: Enter and Space on the focused button, as on any button.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(details).toBeVisible();
    // The next Tab reaches the details' links.
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('shop-phone')).toBeFocused();
  });

  test("the owner's header design holds in the compact form", async ({ page }) => {
    await openShop(page, 'corner-bakery');
    const header = page.getByTestId('shop-header');
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(247, 239, 227)');
    const name = header.getByRole('heading', { level: 1, name: 'Corner Bakery' });
    const style = await name.evaluate((el) => {
      const s = getComputedStyle(el);
      return { weight: s.fontWeight, family: s.fontFamily, color: s.color, size: s.fontSize };
    });
    expect(style).toEqual({ weight: '700', family: 'Garamond, serif', color: 'rgb(92, 58, 30)', size: '34px' });
    // The button is in the name's colour and font; the logo stays beside the name, at the start.
    const toggle = header.getByRole('button', { name: 'Shop details' });
    expect(await toggle.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(92, 58, 30)');
    const logo = await header.getByRole('img').boundingBox();
    const nameBox = await name.boundingBox();
    if (!logo || !nameBox) throw new Error('no logo or name');
    expect(logo.x).toBeLessThan(nameBox.x);
    expect(logo.height).toBe(64);
    await toggle.tap();
    const address = page.getByTestId('shop-address');
    await expect(address).toBeVisible();
    // The details keep the styles of the shop's header settings (corner-bakery's are the defaults).
    const details = await address.evaluate((el) => ({ color: getComputedStyle(el).color, size: el.style.fontSize }));
    expect(details).toEqual({ color: 'rgb(33, 37, 41)', size: '14px' });
    await expect(page.getByTestId('shop-tagline')).toHaveCount(0);
    await expect(page.getByTestId('shop-email')).toHaveCount(0);
  });

  test('the page as a phone first paints it, saved for the docs', async ({ page }) => {
    await openShop(page, 'sunrise-electronics');
    await page.screenshot({ path: `${screenshots}/storefront-phone-header.png` });
  });

  test('the server HTML carries the details, and without JavaScript they show with no button', async ({
    browser,
    request,
  }) => {
    const html = await (await request.get('/sunrise-electronics')).text();
    expect(html).toContain('data-testid="shop-address"');
    expect(html).toContain('data-testid="shop-phone"');
    expect(html).toMatch(/aria-expanded="false"/);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone, isMobile: true });
    const page = await context.newPage();
    await page.goto('/sunrise-electronics');
    await expect(page.getByTestId('shop-address')).toBeVisible();
    await expect(page.getByTestId('shop-phone')).toBeVisible();
    await expect(page.getByTestId('shop-details-toggle')).toBeHidden();
    await context.close();
  });
});

test.describe('the shop header on a computer', () => {
  test('shows every detail, the logo at full size and no details button', async ({ page }) => {
    await openShop(page, 'sunrise-electronics');
    await expectHydrated(page);
    await expect(page.getByTestId('shop-details-toggle')).toBeHidden();
    await expect(page.getByTestId('shop-tagline')).toBeVisible();
    await expect(page.getByTestId('shop-address')).toBeVisible();
    await expect(page.getByTestId('shop-phone')).toBeVisible();
    expect(
      await page
        .getByTestId('shop-header')
        .getByRole('img')
        .evaluate((img) => img.clientHeight),
    ).toBe(150);
  });
});
