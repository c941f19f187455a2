import { expect, type Page, test } from '@playwright/test';
import { accounts, apiHeaders, newOwner, signInAs } from './account-support';

/**
 * Script and markup typed into every text field a shop owner or a shopper can set must
 * render as inert text in the storefront and the account area. The CSP would stop an
 * inline handler anyway, so the test checks the DOM itself: no injected element exists,
 * and the payload shows as the literal text it was.
 */
// Kept under the shortest field limit (100 characters) so every field accepts it.
const payload = (where: string) =>
  `${where} <img src=x onerror=__xss.push(1)><svg onload=__xss.push(2)><script>__xss.push(3)</script>`;

async function watchForInjection(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __xss: string[] }).__xss = [];
    window.alert = () => (window as unknown as { __xss: string[] }).__xss.push('alert');
  });
  page.on('dialog', (dialog) => {
    throw new Error(`an injected dialog opened: ${dialog.message()}`);
  });
}

async function expectInert(page: Page, visibleText: string) {
  await expect(page.getByText(visibleText, { exact: false }).first()).toBeVisible();
  const found = await page.evaluate(() => ({
    ran: (window as unknown as { __xss: string[] }).__xss,
    injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload]').length,
    // Executable scripts carrying the payload; data scripts (JSON-LD, the server's page data) may hold the
    // text, but only escaped: a raw `<` there could close the script early.
    scripts: Array.from(document.scripts).filter(
      (s) => (!s.type || /javascript|module/.test(s.type)) && s.textContent?.includes('__xss'),
    ).length,
    rawInDataScripts: Array.from(document.scripts).filter(
      (s) => s.type && !/javascript|module/.test(s.type) && s.textContent?.includes('<script'),
    ).length,
  }));
  expect(found).toEqual({ ran: [], injected: 0, scripts: 0, rawInDataScripts: 0 });
}

test('markup in shop, product, category, order and report text renders inert everywhere it shows', async ({
  page,
  request,
}) => {
  await watchForInjection(page);
  const owner = await newOwner(page, request, 'xss');
  const put = await request.put('/api/account/shop', {
    headers: owner.auth,
    data: {
      shop_name: payload('shopname'),
      shop_tagline: payload('tagline'),
      shop_add_line1: payload('address'),
      shop_city: payload('city'),
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const category = await request.post('/api/account/categories', {
    headers: owner.auth,
    data: { name: payload('category') },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = (await category.json()).category.id as number;
  const created = await request.post('/api/account/products', {
    headers: owner.auth,
    data: {
      product_name: payload('product'),
      description: payload('description'),
      main_price: 10,
      category_id: categoryId,
      variants: [{ product_variant_name: payload('variant'), price: 12 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()).product as { product_id: number; variants: { product_variant_id: number }[] };

  const order = await request.post('/api/orders', {
    headers: { ...apiHeaders, 'Idempotency-Key': `xss-order-${Date.now()}` },
    data: {
      shop_id: owner.shopId,
      delivery_type: 'cod',
      customer: {
        name: payload('customer'),
        phone: '+1 212 555 0100',
        address_line1: payload('line1'),
        city: 'Lisbon',
        postal_code: '1000-001',
      },
      note: payload('note'),
      items: [
        { product_id: product.product_id, product_variant_id: product.variants[0].product_variant_id, quantity: 1 },
      ],
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderId = (await order.json()).order.order_id as number;
  const report = await request.post('/api/reportshop', {
    headers: apiHeaders,
    data: { shop_id: owner.shopId, message: payload('report') },
  });
  expect(report.status()).toBe(200);

  // Storefront: header, catalogue card, category filter, product page with variant and description.
  await page.goto(`/${owner.url}`);
  await expectInert(page, 'tagline <img');
  await expectInert(page, 'product <img');
  await page.locator('a[href*="/product-detail/"]').first().click();
  await expectInert(page, 'description <img');

  // Account area: products, orders with customer and note, dashboard.
  await page.goto('/account/products');
  await expectInert(page, 'product <img');
  await page.goto(`/account/orders/${orderId}`);
  await expectInert(page, 'note <img');
  await expectInert(page, 'customer <img');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectInert(page, 'product <img');
});

test('a report message with markup is inert in the platform admin reports', async ({ page, request }) => {
  await watchForInjection(page);
  const owner = await newOwner(null, request, 'xssreport');
  await request.post('/api/reportshop', {
    headers: apiHeaders,
    data: { shop_id: owner.shopId, message: payload('adminreport') },
  });
  await signInAs(page, request, accounts.admin);
  await page.goto('/admin/reports');
  await expectInert(page, 'adminreport <img');
});
