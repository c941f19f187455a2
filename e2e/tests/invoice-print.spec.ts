import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { accounts, apiHeaders, expectAccessible, signInAs } from './account-support';

/** Replaces window.print with a counter, so a test can see the Print button asked for the dialog. */
async function stubPrint(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
}
const printed = (page: Page) => page.evaluate(() => (window as unknown as { printed: number }).printed);

/** On paper: the invoice and nothing of the shell (sidebar, navbar, footer, page header, buttons). */
async function expectOnlyInvoicePrinted(page: Page, shotName: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('invoice')).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(page.getByTestId('navbar')).toBeHidden();
  await expect(page.getByTestId('footer')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: /Print/ })).toHaveCount(0);
  // Black on white, no shadow, whatever the theme.
  const look = await page.getByTestId('invoice').evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor, shadow: style.boxShadow };
  });
  expect(look).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)', shadow: 'none' });
  await page.screenshot({ path: `/tmp/shots/invoice/${shotName}-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

/** A fresh order in Sunrise's shop, placed through the storefront's order API as a shopper would. */
async function placeSunriseOrder(request: APIRequestContext, token: string, customer: string) {
  const auth = { ...apiHeaders, Authorization: `Bearer ${token}` };
  const shop = (await (await request.get('/api/account/shop', { headers: auth })).json()).shop as { shop_id: number };
  const listed = await request.get('/api/account/products?per_page=50', { headers: auth });
  const products = (await listed.json()).products as { product_id: number; product_name: string; status?: string }[];
  expect(products.length).toBeGreaterThan(0);
  let lastError = '';
  // The first product the storefront sells (one may be hidden or out of stock).
  for (const product of products) {
    const response = await request.post('/api/orders', {
      headers: { ...apiHeaders, 'Idempotency-Key': `e2e-invoice-${Date.now()}-${product.product_id}` },
      data: {
        shop_id: shop.shop_id,
        delivery_type: 'cod',
        customer: {
          name: customer,
          phone: '+44 20 7946 0018',
          address_line1: '18 Print Lane',
          city: 'London',
          postal_code: 'EC1A 1BB',
        },
        items: [{ product_id: product.product_id, quantity: 2 }],
        note: 'Please send the invoice with the parcel.',
      },
    });
    if ([200, 201].includes(response.status())) {
      const order = (await response.json()).order as { order_id: number; order_number: string; total: number };
      return { ...order, product: product.product_name };
    }
    lastError = await response.text();
  }
  throw new Error(`No order could be placed: ${lastError}`);
}

test.describe('printing an invoice', () => {
  test('the template invoice: Print asks the browser to print, and only the invoice is on paper', async ({
    page,
    request,
  }) => {
    await signInAs(page, request, accounts.sunrise);
    await page.goto('/pages/invoice');
    const invoice = page.getByTestId('invoice');
    await expect(invoice.getByRole('heading', { name: 'Invoice INV-3492' })).toBeVisible();
    await expect(invoice.getByTestId('invoice-line')).toHaveCount(4);
    await expect(invoice.getByTestId('invoice-total')).toHaveText('$926.86');
    await expectAccessible(page);

    await stubPrint(page);
    await page.getByTestId('print-invoice').click();
    expect(await printed(page)).toBe(1);
    await expectOnlyInvoicePrinted(page, 'template-light');

    // In the dark theme the paper is still black on white.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectAccessible(page);
    await expectOnlyInvoicePrinted(page, 'template-dark');

    // On other pages printing is untouched: the rule applies only while an invoice is shown.
    await page.emulateMedia({ media: 'screen' });
    await page.getByTestId('menu-orders').click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
  });

  test("a real order: Print invoice shows the order's invoice, prints it, and only it is on paper", async ({
    page,
    request,
  }) => {
    const token = await signInAs(page, request, accounts.sunrise);
    const customer = `Ivy Invoice ${Date.now().toString(36)}`;
    const order = await placeSunriseOrder(request, token, customer);

    await page.goto(`/account/orders/${order.order_id}`);
    await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
    await expect(page.getByTestId('invoice')).toHaveCount(0);

    await stubPrint(page);
    await page.getByTestId('order-print-invoice').click();
    const invoice = page.getByTestId('invoice');
    await expect(invoice).toBeVisible();
    await expect.poll(() => printed(page)).toBe(1);
    await expect(invoice.getByRole('heading', { name: `Invoice ${order.order_number}` })).toBeVisible();
    await expect(invoice.getByTestId('invoice-seller')).toHaveText('Sunrise Electronics');
    await expect(invoice.getByTestId('invoice-bill-to')).toContainText(customer);
    await expect(invoice.getByTestId('invoice-bill-to')).toContainText('18 Print Lane');
    await expect(invoice.getByTestId('invoice-line')).toHaveCount(1);
    await expect(invoice.getByTestId('invoice-line')).toContainText(order.product);
    // The total in the shop's currency, as the order page shows it.
    await expect(invoice.getByTestId('invoice-total')).toHaveText(
      (await page.getByTestId('order-total').textContent()) ?? '',
    );
    await expect(invoice).toContainText('Please send the invoice with the parcel.');
    await expectAccessible(page);

    // The invoice's own Print button prints again.
    await page.getByTestId('order-invoice').getByTestId('print-invoice').click();
    expect(await printed(page)).toBe(2);

    await page.screenshot({ path: '/tmp/shots/invoice/order-screen.png', fullPage: true });
    await expectOnlyInvoicePrinted(page, 'order');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('order-print-invoice')).toBeHidden();
    await expect(invoice.getByText(customer)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Closed, the order page prints as any page again.
    await page.getByRole('button', { name: 'Close invoice' }).click();
    // The click closed, not printed (its neighbour is Print): a misplaced click fails here, by name.
    expect(await printed(page)).toBe(2);
    await expect(invoice).toHaveCount(0);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: `Order ${order.order_number}` })).toBeVisible();
  });
});
