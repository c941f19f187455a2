import { expect, type Page, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './a11y';
import { apiHeaders, expectAccessible, newOwner } from './account-support';
import { shopperPhone } from './storefront-support';

/**
 * The owner writes to the customer from the order: a WhatsApp chat with a ready message for the
 * order's state, in the language the shopper ordered in. Cancelling asks "Keep the order" or
 * "Cancel the order", and the note given with it reaches the shopper's order page as the reason.
 */

/** The `text` of the page's WhatsApp link, once it is there. */
async function whatsAppText(page: Page) {
  const link = page.getByTestId('order-whatsapp');
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href')) as string);
  return { number: href.pathname.slice(1), text: href.searchParams.get('text') };
}

test('message a Portuguese-speaking customer on WhatsApp; the reason for cancelling reaches their page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await newOwner(page, request, 'wa-msg');
  const product = await request.post('/api/account/products', {
    headers: owner.auth,
    data: { product_name: 'Bolo de fubá', main_price: 12 },
  });
  expect(product.status(), await product.text()).toBe(201);
  const productId = ((await product.json()) as { product: { product_id: number } }).product.product_id;
  const phone = shopperPhone();
  const placed = await request.post('/api/orders', {
    headers: { ...apiHeaders, 'idempotency-key': `wa-${Date.now()}` },
    data: {
      shop_id: owner.shopId,
      delivery_type: 'cod',
      language: 'pt',
      customer: { name: 'Ana Souza', phone, address_line1: 'Rua A 1', city: 'Lisboa', postal_code: '1000-001' },
      items: [{ product_id: productId, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { order: { order_id: number; order_number: string; order_url: string } };
  const { order_id: id, order_number: number, order_url: orderUrl } = order.order;
  const shop = 'Shop wa-msg';

  await page.goto(`/account/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  const card = page.getByTestId('order-customer');
  // Beside call (and e-mail, when given): the chat, named in the owner's language.
  // The number as stored: E.164, read from what the shopper typed.
  const e164 = `+${phone.replace(/\D/g, '')}`;
  await expect(card.getByRole('link', { name: e164 })).toHaveAttribute('href', `tel:${e164}`);
  await expect(card.getByRole('link', { name: 'Message Ana Souza on WhatsApp' })).toHaveAttribute('target', '_blank');
  await expect(card).toContainText('The message is ready in the language they ordered in (Português)');
  const pending = await whatsAppText(page);
  expect(pending.number).toBe(e164.slice(1));
  expect(pending.text).toBe(`Olá Ana Souza, aqui é ${shop}, sobre o seu pedido ${number}.`);

  await page.getByLabel('Change status').selectOption('confirmed');
  await page.getByTestId('save-status').click();
  await expect(page.getByText('The order is now “Confirmed”.')).toBeVisible();
  expect((await whatsAppText(page)).text).toBe(`Olá Ana Souza, ${shop} confirmou o seu pedido ${number}. Obrigado!`);

  // Cancelling: the note is the customer's reason, and the dialog's way back is not a second "Cancel".
  await page.getByLabel('Change status').selectOption('cancelled');
  await expect(page.getByLabel('Note (optional)')).toHaveAccessibleDescription(
    'The customer sees this note as the reason on their order page.',
  );
  await page.getByLabel('Note (optional)').fill('O forno avariou hoje, desculpe.');
  await page.getByTestId('save-status').click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${number}?` });
  await expect(dialog.getByRole('button', { name: 'Cancel the order' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep the order' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-history')).not.toContainText('Cancelled');
  await page.getByTestId('save-status').click();
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(page.getByText('The order is now “Cancelled”.')).toBeVisible();
  expect((await whatsAppText(page)).text).toBe(
    `Olá Ana Souza, lamentamos: ${shop} cancelou o seu pedido ${number}. Motivo: O forno avariou hoje, desculpe.`,
  );
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);

  // The shopper's page (in their browser) shows the shop's reason.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(new URL(orderUrl).pathname);
  await expect(shopper.getByTestId('order-page-status')).toHaveText('Cancelled');
  const reason = shopper.getByTestId('order-cancel-reason');
  await expect(reason).toContainText(`Reason given by ${shop}:`);
  await expect(reason.locator('q')).toHaveText('O forno avariou hoje, desculpe.');
  await expectAccessible(shopper);
  await shopperContext.close();
});
