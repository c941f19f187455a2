import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema.js';
import { accounts } from '../api/helpers.js';
import { customer, placeOrder } from '../api/stock-support.js';
import { decoded, mailsArrived, settle, smtpCatcher } from '../support/smtp.js';
import { TEST_API_KEY } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database.js';
import { type Instance, startInstance } from './instances.js';

/**
 * The mails about an order follow its events: both instances hear every event, and
 * only the one that made the change mails, so an order and its cancellation are mailed once each.
 */
describe.runIf(testDriver() === 'postgres')('order mails on two instances', () => {
  let shared: TestDatabase;
  let a: Instance;
  let b: Instance;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  const headers = { 'api-key': TEST_API_KEY };
  beforeAll(async () => {
    smtp = await smtpCatcher();
    shared = await createTestDatabase();
    const url = shared.database.url as string;
    const env = { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shops.example' };
    [a, b] = await Promise.all([startInstance(url, env), startInstance(url, env)]);
    await a.database.db
      .update(shops)
      .set({ orderNotificationEmail: 'orders@bakery.example' })
      .where(eq(shops.shopCatalogueUrl, 'corner-bakery'));
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.dispose();
    await smtp?.close();
  });

  it('an order placed on A and cancelled by its owner on B: one mail each, to the owner and the shopper', async () => {
    const catalogue = (await a.app.inject({ method: 'GET', url: '/api/getcatalogue/corner-bakery', headers })).json()
      .catalogue;
    const product = catalogue.products.find((p: { variants: unknown[] }) => p.variants.length === 0);
    const res = await placeOrder(a.app, headers, {
      shop_id: catalogue.shop[0].shop_id,
      delivery_type: 'cod',
      customer: { ...customer, email: 'shopper@example.com' },
      items: [{ product_id: product.product_id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order_id, order_number } = res.json().order;
    await mailsArrived(smtp.mails, 2);
    await settle();
    expect(smtp.mails.flatMap((m) => m.to).sort()).toEqual(['orders@bakery.example', 'shopper@example.com']);

    const login = await b.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: accounts.bakery });
    const moved = await b.app.inject({
      method: 'PUT',
      url: `/api/account/orders/${order_id}`,
      headers: { ...headers, authorization: `Bearer ${login.json().token}` },
      payload: { order_status: 'cancelled' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await mailsArrived(smtp.mails, 3);
    await settle();
    expect(smtp.mails).toHaveLength(3);
    expect(smtp.mails[2].to).toEqual(['shopper@example.com']);
    expect(decoded(smtp.mails[2].raw)).toContain(order_number);
  });
});
