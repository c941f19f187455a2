import { expect, type Locator, type Page, test } from '@playwright/test';
import { accounts, expectAccessible, newOwner, signInAs } from './account-support';
import { openShop } from './storefront-support';

/**
 * The contrast of a toast's text against the toast's own background, as Chromium draws them
 * (WCAG 2 relative luminance). The background is the first opaque one from the text up; the
 * text's colour is blended over it when it is translucent. Measured with the toast held still
 * (no entry animation halfway), as axe is in a11y.ts.
 */
async function contrastOf(element: Locator, property: 'color' | 'fill' = 'color'): Promise<number> {
  return element.evaluate((text, property) => {
    const channels = (colour: string) => {
      // Chromium answers rgb()/rgba() for computed colours.
      const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    };
    let background = { r: 255, g: 255, b: 255, a: 1 };
    for (let node: Element | null = text; node; node = node.parentElement) {
      const here = channels(getComputedStyle(node).backgroundColor);
      if (here.a >= 1) {
        background = here;
        break;
      }
    }
    const fore = channels(getComputedStyle(text)[property]);
    const blend = (f: number, b: number) => f * fore.a + b * (1 - fore.a);
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const l1 = luminance({
      r: blend(fore.r, background.r),
      g: blend(fore.g, background.g),
      b: blend(fore.b, background.b),
    });
    const l2 = luminance(background);
    return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  }, property);
}

/** Toasts come and go in a second: hold them still and on screen while they are measured. */
async function holdToasts(page: Page) {
  await page.addStyleTag({
    content:
      '.Toastify__toast{animation:none!important;opacity:1!important}.Toastify__progress-bar{animation-play-state:paused!important}',
  });
  await page.evaluate(() => {
    // react-toastify closes a toast when its progress bar's animation ends; a paused bar never does.
    document.addEventListener('animationend', (e) => e.stopImmediatePropagation(), true);
  });
}

/**
 * Its text at 4.5:1 (WCAG 1.4.3) and its icon, which says "success" beside the words, at 3:1
 * (1.4.11), measured here and by axe.
 */
async function expectReadable(toast: Locator, page: Page) {
  await expect(toast).toBeVisible();
  // react-toastify writes the message straight into the toast's box: its colour is the box's.
  const text = await contrastOf(toast);
  expect(text, `text contrast ${text.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
  const icon = toast.locator('.Toastify__toast-icon svg');
  if ((await icon.count()) > 0) {
    const drawn = await contrastOf(icon, 'fill');
    expect(drawn, `icon contrast ${drawn.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
  }
  await expectAccessible(page, { rules: ['color-contrast'], include: '.Toastify' });
}

test.describe('success toasts are readable (WCAG AA, 4.5:1)', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the owner's success toast, in the ${theme} theme`, async ({ page, request }) => {
      await newOwner(page, request, `toast-${theme}`);
      await page.goto('/account/delivery');
      await expect(page.getByRole('heading', { level: 1, name: 'Delivery and payment' })).toBeVisible();
      if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
      await holdToasts(page);
      await page.getByTestId('save-delivery').click();
      const saved = page
        .locator(`.Toastify__toast--success.Toastify__toast-theme--${theme}`)
        .filter({ hasText: 'Delivery and payment settings saved.' });
      await expectReadable(saved, page);
    });
  }

  test("the storefront's success toast (added to cart)", async ({ page }) => {
    await openShop(page, 'sunrise-electronics', '?q=Pebble');
    await holdToasts(page);
    await page.getByRole('button', { name: 'Add to cart: Pebble Feature Phone' }).click();
    await expectReadable(
      page.locator('.Toastify__toast--success').filter({ hasText: 'Item has been added to cart' }),
      page,
    );
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the template's coloured success toast (Toastr page), in the ${theme} theme`, async ({ page, request }) => {
      await signInAs(page, request, accounts.sunrise);
      await page.goto('/extensions/toastr');
      await expect(page.locator('main#vt-content h1')).toBeVisible({ timeout: 15_000 });
      if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
      await holdToasts(page);
      await page.getByRole('button', { name: 'Success', exact: true }).click();
      await expectReadable(page.locator('.Toastify__toast-theme--colored.Toastify__toast--success'), page);
    });
  }
});
