import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopperMail } from '../../src/modules/order-page/shopper-mail.js';
import { decoded, mailsArrived, settle, smtpCatcher } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf, loginAs } from './helpers.js';
import { placeOrder, shopper } from './stock-support.js';

/** Mails to the shopper, in the language they ordered in, when they gave an address and SMTP is set. */
describe("the shopper's mails", () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  let owner: Record<string, string>;
  let shop: Awaited<ReturnType<typeof catalogueOf>>;
  beforeAll(async () => {
    smtp = await smtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shops.example' } });
    owner = await loginAs(t, 'bakery');
    shop = await catalogueOf(t, 'corner-bakery');
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close().catch(() => undefined);
  });

  const order = async (extra: object) => {
    const product = shop.products.find((p) => p.variants.length === 0 && p.in_stock)!;
    const res = await placeOrder(t.app, t.headers, {
      shop_id: shop.shop[0].shop_id,
      delivery_type: 'cod',
      customer: shopper(),
      items: [{ product_id: product.product_id, quantity: 1 }],
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order as { order_id: number; order_number: string; order_url: string };
  };
  const move = (id: number, status: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${id}`,
      headers: owner,
      payload: { order_status: status },
    });

  it('confirms the order with its link, then writes at each change, in the language of the order', async () => {
    const placed = await order({ customer: { ...shopper(), email: 'asha@example.com' }, language: 'de' });
    await mailsArrived(smtp.mails, 1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to).toEqual(['asha@example.com']);
    const confirmation = decoded(smtp.mails[0].raw);
    expect(confirmation).toContain(`Ihre Bestellung ${placed.order_number}`);
    expect(placed.order_url.startsWith('https://shops.example/corner-bakery/order/')).toBe(true);
    expect(confirmation).toContain(placed.order_url);

    expect((await move(placed.order_id, 'confirmed')).statusCode).toBe(200);
    await mailsArrived(smtp.mails, 2);
    expect(decoded(smtp.mails[1].raw)).toContain(`Ihre Bestellung ${placed.order_number} bei`);
    expect(decoded(smtp.mails[1].raw)).toContain('ist jetzt: bestätigt.');
  });

  it("gives the shop's reason when it cancels with a note, in the shopper's language", async () => {
    const before = smtp.mails.length;
    const placed = await order({ customer: { ...shopper(), email: 'reason@example.com' }, language: 'fr' });
    await mailsArrived(smtp.mails, before + 1);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${placed.order_id}`,
      headers: owner,
      payload: { order_status: 'cancelled', note: 'Le four est en panne <aujourd’hui>.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await mailsArrived(smtp.mails, before + 2);
    const mail = decoded(smtp.mails.filter((m) => m.to.includes('reason@example.com')).at(-1)!.raw);
    expect(mail).toContain('est maintenant : annulée.');
    expect(mail).toMatch(/Motif donné par .+ : Le four est en panne <aujourd’hui>\./);
    // The owner's words are text in the HTML part, never markup.
    expect(mail).toContain('Le four est en panne &#60;aujourd’hui&#62;.');
  });

  it("names a pickup order's shipped step 'ready for pickup'", async () => {
    const before = smtp.mails.length;
    const placed = await order({ customer: { ...shopper(), email: 'pick@example.com' }, delivery_type: 'pickup' });
    expect((await move(placed.order_id, 'confirmed')).statusCode).toBe(200);
    expect((await move(placed.order_id, 'shipped')).statusCode).toBe(200);
    await mailsArrived(smtp.mails, before + 3);
    expect(decoded(smtp.mails[before + 2].raw)).toContain('is now: ready for pickup.');
  });

  it('writes nothing to a shopper who gave no address', async () => {
    const before = smtp.mails.length;
    const placed = await order({});
    expect((await move(placed.order_id, 'confirmed')).statusCode).toBe(200);
    await settle();
    expect(smtp.mails).toHaveLength(before);
  });

  it('takes the order and its changes when the mail server is gone', async () => {
    await smtp.close();
    const placed = await order({ customer: { ...shopper(), email: 'down@example.com' } });
    expect((await move(placed.order_id, 'cancelled')).statusCode).toBe(200);
  });

  it('tells a shopper paying by Pix or UPI where the code to pay is, and says nothing of it for cash', () => {
    const facts = { shopName: 'Loja', orderNumber: 'VT-ABC', total: 'BRL 10.00', status: '' };
    const pix = shopperMail('placed', 'a@example.com', { ...facts, payAhead: 'Pix' }, 'https://x/o', 'pt');
    expect(pix.text).toContain(
      'Pague BRL 10.00 por Pix: o código QR e o link de pagamento estão na página do seu pedido.',
    );
    const cash = shopperMail('placed', 'a@example.com', { ...facts, payAhead: null }, 'https://x/o', 'en');
    expect(cash.text).not.toMatch(/QR/);
  });
});
