import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, openShop, shot, toast } from './storefront-support';

test.describe('cart', () => {
  test('adds, merges the same product and variant, keeps other variants apart, removes, with the spec toasts', async ({
    page,
  }) => {
    await openShop(page, 'sunrise-electronics', '?q=Orbit%205G');
    await page.getByRole('button', { name: 'Add to cart: Orbit 5G' }).click();
    await expect(toast(page, 'Item has been added to cart')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    await page.getByRole('button', { name: 'Add to cart: Orbit 5G' }).click();
    await expect(toast(page, 'Item Quantity has been updated in cart')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toContainText('1');

    // A product with variants: two variants are two lines, the same variant merges.
    await page.goto('/sunrise-electronics?q=Nova%20X1%20Smartphone');
    await page.getByRole('link', { name: 'Nova X1 Smartphone', exact: true }).click();
    await page.getByTestId('product-add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toContainText('2');
    await page.getByRole('radio', { name: /512 GB/ }).check();
    await page.getByTestId('product-add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toContainText('3');
    await page.getByTestId('product-add-to-cart').click();
    await expect(toast(page, 'Item Quantity has been updated in cart')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toContainText('3');

    // The dropdown lists the lines, newest first, with 100×100 thumbnails linking to the product.
    await page.getByTestId('cart-button').click();
    const panel = page.getByTestId('cart-panel');
    await expect(panel).toBeVisible();
    const lines = panel.getByRole('listitem');
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(0)).toContainText('512 GB');
    // Each line: its unit price, its quantity between − and +, its total.
    await expect(lines.nth(0)).toContainText('₹32,999.00');
    await expect(lines.nth(0).getByTestId('cart-line-quantity')).toHaveText('2');
    await expect(lines.nth(0).getByTestId('cart-line-total')).toHaveText('₹65,998.00');
    await expect(lines.nth(1)).toContainText('128 GB');
    await expect(lines.nth(2).getByTestId('cart-line-quantity')).toHaveText('2');
    await expect(lines.nth(2).getByTestId('cart-line-total')).toHaveText('₹24,998.00');
    const size = await lines
      .nth(0)
      .locator('img')
      .evaluate((img) => [img.clientWidth, img.clientHeight]);
    expect(size).toEqual([100, 100]);
    await shot(page, 'cart-dropdown');
    await expect(lines.nth(2).getByRole('link')).toHaveAttribute(
      'href',
      /\/sunrise-electronics\/product-detail\/orbit-5g\//,
    );
    await panel.getByRole('button', { name: 'Remove Orbit 5G from cart' }).click();
    await expect(toast(page, 'Item has been removed from cart')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toContainText('2');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Checkout from the dropdown.
    await page.getByTestId('cart-button').click();
    await page.getByTestId('cart-checkout').click();
    await expect(page).toHaveURL(/\/sunrise-electronics\/checkout$/);
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  });

  test('two tabs of one shop add to one cart instead of overwriting each other', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openShop(first, 'corner-bakery');
    await openShop(second, 'corner-bakery');
    const add = (page: typeof first, name: string) =>
      page.getByRole('button', { name: `Add to cart: ${name}` }).click();
    await add(first, 'Sourdough Loaf');
    await expect(first.getByTestId('cart-badge')).toContainText('1');
    // The second tab sees the first tab's line without a reload, then adds its own.
    await expect(second.getByTestId('cart-badge')).toContainText('1');
    await add(second, 'Butter Croissant');
    await expect(second.getByTestId('cart-badge')).toContainText('2');
    await expect(first.getByTestId('cart-badge')).toContainText('2');
    // The first tab adds again: before, its stale cart overwrote the second tab's line.
    await add(first, 'Blueberry Muffin');
    await expect(first.getByTestId('cart-badge')).toContainText('3');
    await expect(second.getByTestId('cart-badge')).toContainText('3');
    for (const page of [first, second]) {
      await page.reload();
      await expect(page.getByTestId('cart-badge')).toContainText('3');
    }
    await first.goto('/corner-bakery/checkout');
    await expect(first.getByTestId('checkout-line')).toHaveCount(3);
  });

  test('a cart toast is readable for about a second and gone soon after (spec: 1,000 ms)', async ({ page }) => {
    await openShop(page, 'corner-bakery', '?q=Sourdough');
    // Timed in the page, frame by frame, from the toast's arrival to its removal: timed from the test
    // runner, expect's polling steps (100, 250, 500, 1,000 ms) added up to half a second at random.
    // Time the page got no frame (over 50 ms between two) is left out: the toast's timer and
    // animations stand still then too, on a machine busy with other tests.
    const onScreen = page.evaluate(
      (text) =>
        new Promise<{ shown: number; stalled: number }>((resolve) => {
          let shownAt: number | null = null;
          let last = performance.now();
          let stalled = 0;
          const frame = (now: number) => {
            if (shownAt !== null) stalled += Math.max(0, now - last - 50);
            last = now;
            const here = Array.from(document.querySelectorAll('.Toastify *')).some((el) => el.textContent === text);
            if (here && shownAt === null) shownAt = now;
            if (!here && shownAt !== null) resolve({ shown: now - shownAt, stalled });
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      'Item has been added to cart',
    );
    await page.getByRole('button', { name: 'Add to cart: Sourdough Loaf' }).click();
    const message = toast(page, 'Item has been added to cart');
    await expect(message).toBeVisible();
    await page.waitForTimeout(700);
    await expect(message).toBeVisible();
    await expect(message).toHaveCount(0, { timeout: 3_000 });
    // Readable ~1 s; with quick enter and exit it leaves the page well before 1.6 s (it took 2.4–2.8 s).
    const { shown, stalled } = await onScreen;
    expect(
      shown - stalled,
      `on screen ${Math.round(shown)} ms, ${Math.round(stalled)} ms of it without a frame`,
    ).toBeLessThan(1_600);
  });

  test("persists across reloads per shop: shop A's cart never shows in shop B", async ({ page }) => {
    await openShop(page, 'corner-bakery', '?q=Sourdough');
    await page.getByRole('button', { name: 'Add to cart: Sourdough Loaf' }).click();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    await page.reload();
    await expect(page.getByTestId('cart-badge')).toContainText('1');
    await openShop(page, 'sunrise-electronics');
    await expect(page.getByTestId('cart-badge')).toContainText('0');
    await page.getByTestId('footer-cart').click();
    await expect(page.getByTestId('checkout-empty')).toBeVisible();
    await page.goto('/corner-bakery/checkout');
    await expect(page.getByTestId('checkout-line')).toHaveCount(1);
    // The cart shows the shop's currency, not a dollar sign for everything.
    await expect(page.getByTestId('checkout-total')).toContainText('$');
  });

  test('a corrupt stored cart is dropped without a crash', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('vitrine.storefront.v1', '{"version":1,"carts":{"x":[{"bad":true}]}'),
    );
    await openShop(page, 'sunrise-electronics');
    await expect(page.getByTestId('cart-badge')).toContainText('0');
  });

  test('a stored line whose product vanished or whose price changed is marked at checkout', async ({ page }) => {
    await openShop(page, 'sunrise-electronics', '?q=Orbit%205G');
    const href = (await page.getByRole('link', { name: 'Orbit 5G', exact: true }).getAttribute('href')) ?? '';
    const id = Number(Buffer.from(href.split('/').pop() ?? '', 'base64').toString());
    await page.evaluate((productId) => {
      const line = (over: object) => ({
        product_id: productId,
        product_name: 'Orbit 5G',
        image_url: '/assets/phone.svg',
        quantity: 1,
        main_price: 10,
        selected_variant: [],
        ...over,
      });
      const value = {
        version: 1,
        carts: { 'sunrise-electronics': [line({}), line({ product_id: 99999999, product_name: 'Gone Phone' })] },
        options: { country_list: [], state_list: {}, delivery_types: [] },
      };
      localStorage.setItem('vitrine.storefront.v1', JSON.stringify(value));
    }, id);
    await page.goto('/sunrise-electronics/checkout');
    const warnings = page.getByTestId('line-warning');
    await expect(warnings).toHaveCount(2);
    await expect(page.getByTestId('checkout-line').filter({ hasText: 'Gone Phone' })).toContainText(
      'no longer available',
    );
    await expect(page.getByTestId('place-order')).toBeDisabled();
    await page.getByTestId('accept-price').click();
    await page.getByTestId('checkout-line').filter({ hasText: 'Gone Phone' }).getByTestId('line-remove').click();
    await expect(page.getByTestId('line-warning')).toHaveCount(0);
    await expect(page.getByTestId('checkout-total')).toContainText('₹12,499.00');
    await expect(page.getByTestId('place-order')).toBeEnabled();
    await expectNoHorizontalScroll(page);
  });
});
