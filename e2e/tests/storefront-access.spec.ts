import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll, openShop, shot, toast } from './storefront-support';

test.describe('languages', () => {
  test('German: every storefront string, prices in German format, <html lang>, remembered after reload', async ({
    page,
  }) => {
    await openShop(page, 'sunrise-electronics');
    await page.getByTestId('language-select').selectOption('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByLabel('Produkte suchen')).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText('25 Produkte');
    await expect(page.getByTestId('product-price').first()).toContainText(',00');
    await page
      .getByRole('button', { name: /^In den Warenkorb: / })
      .first()
      .click();
    await expect(toast(page, 'Artikel wurde in den Warenkorb gelegt')).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('result-count')).toHaveText('25 Produkte');
    await shot(page, 'german');
    await expect(page.getByTestId('report-button')).toHaveText(/Diesen Shop melden/);
    await page.getByTestId('footer-cart').click();
    await expect(page.getByRole('heading', { name: 'Kasse' })).toBeVisible();
    await shot(page, 'german-checkout', true);
    for (const [code, text] of [
      ['fr', 'Rechercher des produits'],
      ['pt', 'Pesquisar produtos'],
      ['en', 'Search products'],
    ] as const) {
      await page.goto('/sunrise-electronics');
      await page.getByTestId('language-select').selectOption(code);
      await expect(page.getByLabel(text)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', code);
    }
  });
});

test.describe('phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('catalogue, product, cart and checkout never scroll sideways', async ({ page }) => {
    await openShop(page, 'sunrise-electronics');
    await expectNoHorizontalScroll(page);
    await shot(page, 'phone-catalogue');
    await page.getByRole('button', { name: 'Add to cart: Orbit 5G' }).click();
    // The navbar stays on screen (sticky) and the toast shows under it, not over it: the badge it
    // tells about and the cart button a shopper taps next stay in view and uncovered (on a phone
    // the library spans the top edge by default).
    await expect(toast(page, 'Item has been added to cart')).toBeVisible();
    const cartButton = page.getByTestId('cart-button');
    const box = await cartButton.boundingBox();
    if (!box) throw new Error('no cart button');
    const onTop = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="cart-button"]')),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop, 'the cart button is on screen and not under the toast').toBe(true);
    await cartButton.click();
    await expect(page.getByTestId('cart-panel')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, 'phone-cart');
    await page.getByTestId('cart-button').click();
    await page.goto('/sunrise-electronics?q=nova%20x1%20smart');
    await page.getByRole('link', { name: 'Nova X1 Smartphone', exact: true }).click();
    await expect(page.getByTestId('product-name')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await shot(page, 'phone-product', true);
    await page.goto('/sunrise-electronics/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await shot(page, 'phone-checkout', true);
    await page.goto('/bulk-mart');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);
  });
});

test.describe('keyboard only', () => {
  test('browse, add to cart and check out without a mouse', async ({ page }) => {
    await openShop(page, 'corner-bakery');
    const focusOn = async (name: RegExp, max = 80) => {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        const label = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return `${el?.getAttribute('aria-label') ?? ''} ${el?.textContent ?? ''}`.trim();
        });
        if (name.test(label)) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    // The skip link comes first and jumps over the navbar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await focusOn(/Add to cart: Sourdough Loaf/);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Item has been added to cart')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    // Open a product page from its name link with the keyboard.
    await focusOn(/^French Baguette$/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('product-name')).toHaveText('French Baguette');
    await focusOn(/^Add to cart$/);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-badge')).toContainText('2');
    // The navbar cart: open with Enter, reach Checkout with Tab.
    await page.keyboard.press('Home');
    await page.getByTestId('cart-button').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-panel')).toBeVisible();
    // The panel's code loads as it opens ("Opening your cart…"): its lines and Checkout come after.
    await expect(page.getByTestId('cart-checkout')).toBeVisible();
    await focusOn(/^Checkout$/, 20);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/corner-bakery\/checkout$/);
    await focusOn(/^Full name/i, 40).catch(() => undefined);
    await page.getByLabel(/^Full name/).focus();
    await page.keyboard.type('Kim Lee');
    await page.keyboard.press('Tab');
    await page.keyboard.type('+1 503 555 0199');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1 Pine St');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Portland');
    await page.keyboard.press('Tab');
    await page.keyboard.type('97205');
    await focusOn(/^Place order$/, 30);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('confirmation')).toBeVisible();
    await expect(page.getByTestId('order-total')).toContainText('$');
  });
});
