import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../src/db/schema.js';
import { accounts, catalogueOf } from '../api/helpers.js';
import { placeOrder, shopper } from '../api/stock-support.js';
import { decoded, settle, smtpCatcher, until } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { askResetLink, metric, outboxRows, quickRetries } from './support.js';

/**
 * The mail server refuses for a while, then takes mail again: the reset link and the order's
 * mails asked for meanwhile wait in the outbox, are retried, and each arrives exactly once.
 */
describe('mail outbox: the mail server down, then up', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  beforeAll(async () => {
    smtp = await smtpCatcher({ refusing: true });
    t = await createTestApp({
      env: { ...quickRetries, SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '50', PUBLIC_URL: 'https://shops.example' },
    });
    await t.database.db
      .update(shops)
      .set({ orderNotificationEmail: 'orders@sunrise.example' })
      .where(eq(shops.shopCatalogueUrl, 'sunrise-electronics'));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('keeps every mail while refused, and delivers each once when the server is back', async () => {
    await askResetLink(t, accounts.sunrise.email, '10.90.0.1');
    const shop = await catalogueOf(t, 'sunrise-electronics');
    const product = shop.products.find((p) => p.variants.length === 0 && p.in_stock)!;
    const placed = await placeOrder(t.app, t.headers, {
      shop_id: shop.shop[0].shop_id,
      delivery_type: 'cod',
      customer: { ...shopper(), email: 'buyer@example.com' },
      items: [{ product_id: product.product_id, quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);

    // Three mails queued, each refused at least twice, none delivered.
    await until(async () => (await outboxRows(t)).length === 3, 'three queued mails');
    await until(
      async () =>
        (await metric(t, 'vitrine_mail_retries_total')) >= 6 && (await outboxRows(t)).every((r) => r.attempts >= 2),
      'two refused attempts of each mail',
    );
    expect(smtp.refused()).toBeGreaterThanOrEqual(6);
    expect(smtp.mails).toHaveLength(0);
    const waiting = await outboxRows(t);
    expect(waiting.every((r) => (r.status === 'queued' || r.status === 'sending') && r.attempts >= 2)).toBe(true);
    expect(waiting.every((r) => r.lastError?.includes('451'))).toBe(true);
    expect(await metric(t, 'vitrine_mail_queued')).toBe(3);
    expect(await metric(t, 'vitrine_mail_sent_total')).toBe(0);

    smtp.refuse(false);
    await until(() => smtp.mails.length >= 3, 'the three mails after recovery');
    // A little longer: a duplicate would show now.
    await settle(800);
    expect(smtp.mails.flatMap((m) => m.to).sort()).toEqual([
      'buyer@example.com',
      'orders@sunrise.example',
      accounts.sunrise.email,
    ]);
    const reset = smtp.mails.find((m) => m.to.includes(accounts.sunrise.email))!;
    expect(decoded(reset.raw)).toMatch(/\/pages\/reset-password\?token=[A-Za-z0-9_-]{43}/);

    const rows = await outboxRows(t);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    // A sent mail keeps no body: the reset link is not left in the database.
    expect(rows.every((r) => r.text === '' && r.html === '' && r.sentAt)).toBe(true);
    expect(await metric(t, 'vitrine_mail_sent_total')).toBe(3);
    expect(await metric(t, 'vitrine_mail_queued')).toBe(0);
    expect(await metric(t, 'vitrine_mail_failed_total')).toBe(0);
  });
});
