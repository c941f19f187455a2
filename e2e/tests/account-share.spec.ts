import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, test } from '@playwright/test';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { baseURL } from '../playwright.config';
import { newOwner, shot } from './account-support';

// The reader's WebAssembly from node_modules (its default is a CDN, and this machine has no internet).
const require = createRequire(import.meta.url);
prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer },
  fireImmediately: true,
});

/** What a phone's camera would read from a picture of a QR code. */
async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = {
    data: new Uint8ClampedArray(data),
    width: info.width,
    height: info.height,
    colorSpace: 'srgb' as const,
  };
  const [found] = await readBarcodes(image, { formats: ['QRCode'] });
  return found?.text;
}

const loadedWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

test.describe("the owner's share panel", () => {
  test('dashboard: the card shows, the QR code decodes to the shop link, Copy puts it on the clipboard', async ({
    page,
    request,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const owner = await newOwner(page, request, 'share');
    const link = `${baseURL}/${owner.url}`;
    await page.goto('/dashboard');
    const panel = page.getByTestId('share-panel');
    await expect(panel.getByRole('heading', { name: 'Share your catalogue' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Link' })).toHaveValue(link);

    // The card is the one chat apps get: a 1200×630 JPEG from the server, with the shop's name as alt text.
    const card = panel.getByTestId('share-card');
    await expect.poll(() => loadedWidth(card)).toBe(1200);
    await expect(card).toHaveAttribute('alt', /Shop share/);
    await expect(card).toHaveAttribute('src', new RegExp(`^${baseURL}/og/shop/${owner.url}-[0-9a-f]{16}\\.jpg$`));
    await expect(panel.getByText('Shop share', { exact: true })).toBeVisible();

    const qr = panel.getByTestId('share-qr');
    await expect.poll(() => loadedWidth(qr)).toBeGreaterThan(0);
    expect(await decodeQr(await qr.screenshot())).toBe(link);

    // The printable PNG decodes to the same link.
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download the QR code as PNG' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`qr-${owner.url}.png`);
    expect(await decodeQr(readFileSync(await file.path()))).toBe(link);
    const svg = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download the QR code as SVG' }).click();
    expect(readFileSync(await (await svg).path(), 'utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    await expect(panel.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Shop share ${link}`)}`,
    );
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The product feeds: both addresses, each with its own Copy button.
    const feeds = panel.getByTestId('share-feeds');
    await expect(feeds.getByRole('textbox', { name: 'Meta feed (WhatsApp, Instagram)' })).toHaveValue(
      `${link}/feeds/meta.csv`,
    );
    await expect(feeds.getByRole('textbox', { name: 'Google Merchant Center feed' })).toHaveValue(
      `${link}/feeds/google.xml`,
    );
    await feeds.getByRole('button', { name: 'Copy the Google Merchant Center feed address' }).click();
    await expect(feeds.getByRole('button', { name: 'Copied the Google Merchant Center feed address' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${link}/feeds/google.xml`);
    await shot(page, 'share-panel');
  });

  test('header designer: saving a new colour gives the panel a new card; a product has its own panel', async ({
    page,
    request,
  }) => {
    const owner = await newOwner(page, request, 'sharehdr');
    await page.goto('/shop-profile/header');
    const card = page.getByTestId('share-panel').getByTestId('share-card');
    await expect.poll(() => loadedWidth(card)).toBe(1200);
    const before = await card.getAttribute('src');
    await page.getByLabel('Background colour').fill('#123456');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(card).not.toHaveAttribute('src', before as string);
    await expect.poll(() => loadedWidth(card)).toBe(1200);
    // The storefront's tags name the same new card at once.
    const after = await card.getAttribute('src');
    const tags = await (await request.get(`/${owner.url}`, { headers: { accept: 'text/html' } })).text();
    expect(tags).toContain(`<meta property="og:image" content="${after}" />`);

    const created = await request.post('/api/account/products', {
      headers: owner.auth,
      data: { product_name: 'Linen apron', main_price: 24.5, description: 'Washed linen.', in_stock: true },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { product } = (await created.json()) as { product: { product_id: number } };
    await page.goto(`/account/products/${product.product_id}`);
    const panel = page.getByTestId('share-panel');
    await expect(panel.getByRole('heading', { name: 'Share this product' })).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Link' })).toHaveValue(
      `${baseURL}/${owner.url}/product-detail/linen-apron/${btoa(String(product.product_id))}`,
    );
    const productCard = panel.getByTestId('share-card');
    await expect.poll(() => loadedWidth(productCard)).toBe(1200);
    await expect(productCard).toHaveAttribute('alt', /Linen apron/);
  });
});
