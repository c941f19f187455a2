import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newOwner } from './account-support';
import { expectAccessible, expectHydrated, expectNoHorizontalScroll, shopperPhone, shot } from './storefront-support';

/**
 * Local delivery and payment, in Chromium: a Brazilian shop with a delivery zone, a discount code and a Pix key. A
 * shopper sees the fee once the postal code is typed, applies the code, pays by Pix (QR and copy
 * button on the confirmation); the owner marks the order paid. In English and in Portuguese.
 */

/** Reais as the storefront writes them (by code: the symbol is ambiguous beside other dollars and reals). */
const brl = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL', currencyDisplay: 'code' }).format(amount);

/** A fresh shop (other specs order from the seeded ones): BRL, one product at R$120, a zone, a code, a Pix key. */
async function pixShop(request: APIRequestContext, label: string) {
  const owner = await newOwner(null, request, label);
  const shop = await request.put('/api/account/shop', {
    headers: owner.auth,
    data: { currency_code: 'BRL', shop_city: 'São Paulo', shop_add_line1: 'Rua Augusta 100' },
  });
  expect(shop.status(), await shop.text()).toBe(200);
  const product = await request.post('/api/account/products', {
    headers: owner.auth,
    data: { product_name: 'Cesta de café', main_price: 120 },
  });
  expect(product.status(), await product.text()).toBe(201);
  const delivery = await request.put('/api/account/delivery', {
    headers: owner.auth,
    data: {
      pickup: { enabled: true, hours: 'Seg–Sáb 9h–18h' },
      delivery: {
        enabled: true,
        zones: [{ name: 'Centro', postal_codes: ['01310*'], fee: 15, free_from: 200, minimum_order: 50 }],
        outside: { mode: 'refuse' },
      },
      payment: { upi_id: null, pix_key: 'loja@example.com' },
    },
  });
  expect(delivery.status(), await delivery.text()).toBe(200);
  const code = await request.post('/api/account/discounts', {
    headers: owner.auth,
    data: { code: 'BEMVINDO', kind: 'percent', value: 10 },
  });
  expect(code.status(), await code.text()).toBe(201);
  return owner;
}

async function checkoutWithPix(
  page: Page,
  shopUrl: string,
  text: {
    locale: string;
    addToCart: string;
    postal: RegExp;
    fields: Record<'name' | 'phone' | 'line1' | 'city', RegExp>;
    outside: string;
    moreForFree: (amount: string) => string;
    code: RegExp;
    apply: string;
    applied: string;
    pix: RegExp;
  },
) {
  await page.goto(`/${shopUrl}`);
  await expectHydrated(page);
  await page.getByRole('button', { name: text.addToCart }).click();
  await page.getByTestId('footer-cart').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByTestId('money-fee')).toHaveText('—');
  await page.getByLabel(text.fields.name).fill('Ana Souza');
  await page.getByLabel(text.fields.phone).fill(shopperPhone());
  await page.getByLabel(text.fields.line1).fill('Av. Paulista 1000');
  await page.getByLabel(text.fields.city).fill('São Paulo');
  // Outside the zone: refused before the shopper submits.
  await page.getByLabel(text.postal).fill('20000-000');
  await expect(page.getByTestId('delivery-note')).toHaveText(text.outside);
  await expect(page.getByTestId('place-order')).toBeDisabled();
  // In the zone: the fee, and how much more is free.
  await page.getByLabel(text.postal).fill('01310-100');
  await expect(page.getByTestId('money-fee')).toHaveText(brl(15, text.locale));
  await expect(page.getByTestId('more-for-free')).toHaveText(text.moreForFree(brl(80, text.locale)));
  await expect(page.getByTestId('summary-total')).toHaveText(brl(135, text.locale));
  // The code: 10 % off the goods; the threshold counts what is paid for them.
  await page.getByLabel(text.code).fill('bemvindo');
  await page.getByRole('button', { name: text.apply }).click();
  await expect(page.getByTestId('discount-status')).toHaveText(text.applied);
  await expect(page.getByTestId('money-discount')).toHaveText(`−${brl(12, text.locale)}`);
  await expect(page.getByTestId('more-for-free')).toHaveText(text.moreForFree(brl(92, text.locale)));
  await expect(page.getByTestId('summary-total')).toHaveText(brl(123, text.locale));
  await page.getByLabel(text.pix).check();
  await expectAccessible(page);
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('confirmation')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(brl(123, text.locale));
  return page.getByTestId('order-number').innerText();
}

test.describe('a local checkout: zone fee, discount code, Pix', () => {
  test('in English: fee, code, Pix QR and copy on the confirmation; the owner marks it paid', async ({
    page,
    browser,
    request,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const owner = await pixShop(request, 'pix-en');
    const number = await checkoutWithPix(page, owner.url, {
      locale: 'en',
      addToCart: 'Add to cart: Cesta de café',
      postal: /^Postal code/,
      fields: { name: /^Full name/, phone: /^Phone/, line1: /^Address line 1/, city: /^City/ },
      outside: 'This shop does not deliver to this postal code. Choose pickup, or another address.',
      moreForFree: (amount) => `Add ${amount} more for free delivery.`,
      code: /^Discount code/,
      apply: 'Apply',
      applied: 'Code BEMVINDO applied.',
      pix: /^Pix/,
    });

    // The Pix panel: a QR code of the BR Code, and the code to copy.
    const panel = page.getByTestId('payment-panel');
    await expect(panel.getByRole('heading', { name: `Pay ${brl(123, 'en')}` })).toBeVisible();
    await expect(panel.getByRole('img', { name: /Pix QR code/ })).toBeVisible();
    const payload = await panel.getByRole('textbox').inputValue();
    expect(payload).toMatch(/^000201.*br\.gov\.bcb\.pix.*loja@example\.com.*5406123\.00.*6304[0-9A-F]{4}$/);
    await panel.getByRole('button', { name: 'Copy Pix code' }).click();
    await expect(panel.getByRole('status')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payload);
    await expectAccessible(page);
    await shot(page, 'pix-confirmation', true);
    // On a phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);

    // The owner sees the money and marks the order paid; the Pix panel leaves the shopper's page.
    const ownerContext = await browser.newContext();
    await ownerContext.addInitScript((token) => localStorage.setItem('vitrine.token', token), owner.token);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto('/account/orders');
    await ownerPage.getByRole('link', { name: number }).click();
    await expect(ownerPage.getByTestId('order-delivery-fee')).toHaveText(brl(15, 'en'));
    await expect(ownerPage.getByTestId('order-discount')).toHaveText(`−${brl(12, 'en')}`);
    await expect(ownerPage.getByTestId('payment-status')).toHaveText('Not paid yet');
    await ownerPage.getByLabel('Reference (optional)').fill('E2E-PIX-1');
    await ownerPage.getByTestId('mark-paid').click();
    await expect(ownerPage.getByTestId('payment-status')).toHaveText('Paid');
    await expect(ownerPage.getByTestId('order-history')).toContainText('Marked paid');
    await expect(ownerPage.getByTestId('order-history')).toContainText('E2E-PIX-1');
    await ownerContext.close();

    await page.getByTestId('follow-order').click();
    await expect(page.getByTestId('order-payment')).toContainText('Payment received');
    await expect(page.getByTestId('payment-panel')).toHaveCount(0);
    // Paid: the shopper no longer cancels here; the page offers to contact the shop instead.
    await expect(page.getByTestId('order-contact-to-cancel')).toContainText('This order is paid.');
    await expect(page.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0);
  });

  test('in Portuguese: the same checkout, in the shopper’s language', async ({ page, request }) => {
    test.setTimeout(60_000);
    const owner = await pixShop(request, 'pix-pt');
    await page.goto(`/${owner.url}`);
    await expectHydrated(page);
    await page.getByTestId('language-select').selectOption('pt');
    // Remembered (cookie and storage) once the page has switched: the next page is rendered in it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await checkoutWithPix(page, owner.url, {
      locale: 'pt',
      addToCart: 'Adicionar ao carrinho: Cesta de café',
      postal: /^Código postal/,
      fields: { name: /^Nome completo/, phone: /^Telefone/, line1: /^Morada \(linha 1\)/, city: /^Cidade/ },
      outside: 'Esta loja não entrega neste código postal. Escolha o levantamento ou outra morada.',
      moreForFree: (amount) => `Adicione mais ${amount} para ter entrega grátis.`,
      code: /^Código de desconto/,
      apply: 'Aplicar',
      applied: 'Código BEMVINDO aplicado.',
      pix: /^Pix/,
    });
    const panel = page.getByTestId('payment-panel');
    await expect(panel.getByRole('heading', { name: `Pague ${brl(123, 'pt')}` })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copiar código Pix' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'pix-confirmation-pt', true);
  });
});
