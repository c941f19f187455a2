import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema.js';
import { decoded, mailsArrived, settle, smtpCatcher } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { catalogueOf } from './helpers.js';

const customer = {
  name: 'Asha <Rao>',
  phone: '+91 98765 43210',
  address_line1: '12 MG Road',
  city: 'Pune',
  postal_code: '411001',
};

/** Places one order of an in-stock product without variants; returns the answer. */
async function placeOrder(t: TestApp, url: string, key: string, address: string) {
  const catalogue = await catalogueOf(t, url);
  const product = catalogue.products.find((p) => p.variants.length === 0 && p.in_stock)!;
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...t.headers, 'idempotency-key': key },
    payload: {
      shop_id: catalogue.shop[0].shop_id,
      delivery_type: 'cod',
      customer,
      items: [{ product_id: product.product_id, quantity: 2 }],
    },
    remoteAddress: address,
  });
}

describe('new-order mail with SMTP configured', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  beforeAll(async () => {
    smtp = await smtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shops.example' } });
    await t.database.db
      .update(shops)
      .set({ orderNotificationEmail: 'orders@sunrise.example' })
      .where(eq(shops.shopCatalogueUrl, 'sunrise-electronics'));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends one mail per order to the shop’s notification address, none on a replay', async () => {
    const res = await placeOrder(t, 'sunrise-electronics', 'notify-key-000001', '10.70.0.1');
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    const replay = await placeOrder(t, 'sunrise-electronics', 'notify-key-000001', '10.70.0.1');
    expect(replay.statusCode).toBe(200);
    await mailsArrived(smtp.mails, 1);

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.to).toEqual(['orders@sunrise.example']);
    const text = decoded(mail.raw);
    expect(text).toContain(`New order ${order.order_number}`);
    expect(text).toContain('Customer: Asha <Rao>');
    // The customer's name is escaped in the HTML part.
    expect(text).toContain('Customer: Asha &#60;Rao&#62;');
    expect(text).toContain(`https://shops.example/account/orders/${order.order_id}`);
    expect(text).toMatch(/Total: .*\d/);
    expect(text).toContain('Payment: cash');

    expect((await placeOrder(t, 'sunrise-electronics', 'notify-key-000002', '10.70.0.2')).statusCode).toBe(201);
    await mailsArrived(smtp.mails, 2);
    expect(smtp.mails).toHaveLength(2);
  });

  it('sends nothing for a shop whose notification address is empty', async () => {
    const before = smtp.mails.length;
    expect((await placeOrder(t, 'corner-bakery', 'notify-key-000003', '10.70.0.3')).statusCode).toBe(201);
    await settle();
    expect(smtp.mails).toHaveLength(before);
  });

  it('still takes the order when the mail server is gone', async () => {
    await smtp.close();
    const res = await placeOrder(t, 'sunrise-electronics', 'notify-key-000004', '10.70.0.4');
    expect(res.statusCode).toBe(201);
  });
});

describe('new-order mail without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db
      .update(shops)
      .set({ orderNotificationEmail: 'orders@sunrise.example' })
      .where(eq(shops.shopCatalogueUrl, 'sunrise-electronics'));
  });
  afterAll(() => t?.close());

  it('writes nothing to the outbox: it is only for reset links', async () => {
    expect((await placeOrder(t, 'sunrise-electronics', 'notify-key-000005', '10.71.0.1')).statusCode).toBe(201);
    await settle();
    expect(existsSync(`${t.config.dataDir}/outbox`)).toBe(false);
  });
});
