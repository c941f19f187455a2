import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, loginAs } from '../api/helpers.js';
import { settle, smtpCatcher, until } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { askResetLink, metric, outboxRows, quickRetries } from './support.js';

/** A mail refused at every attempt is marked failed after the limit; the admin sees it and sends it again. */
describe('mail outbox: failed after the limit, shown to the admin, retried', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  let admin: Record<string, string>;
  beforeAll(async () => {
    smtp = await smtpCatcher({ refusing: true });
    t = await createTestApp({ env: { ...quickRetries, SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '3' } });
    admin = await loginAs(t, 'admin');
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const overview = async (headers = admin) => t.app.inject({ method: 'GET', url: '/api/admin/mail', headers });
  const retry = (id: number, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/admin/mail/${id}/retry`, headers });

  it('marks the mail failed after MAIL_MAX_ATTEMPTS and lists it with its error', async () => {
    await askResetLink(t, accounts.bakery.email, '10.91.0.1');
    await until(async () => (await outboxRows(t))[0]?.status === 'failed', 'the mail to fail');
    // No attempt after the last one.
    await settle(500);
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(smtp.refused()).toBe(3);
    expect(await metric(t, 'vitrine_mail_retries_total')).toBe(2);
    expect(await metric(t, 'vitrine_mail_failed_total')).toBe(1);
    expect(await metric(t, 'vitrine_mail_queued')).toBe(0);

    const res = await overview();
    expect(res.statusCode, res.body).toBe(200);
    const { mail } = res.json();
    expect(mail.counts).toEqual({ queued: 0, sending: 0, sent: 0, failed: 1 });
    expect(mail.unsent).toHaveLength(1);
    expect(mail.unsent[0]).toMatchObject({
      id: row.id,
      to: accounts.bakery.email,
      subject: expect.stringMatching(/password/i),
      status: 'failed',
      attempts: 3,
      next_attempt_at: null,
    });
    expect(mail.unsent[0].last_error).toMatch(/451/);
    expect(mail.unsent[0].last_error.length).toBeLessThanOrEqual(300);
    // The body (a live reset link) is never shown.
    expect(res.body).not.toMatch(/reset-password\?token=/);
  });

  it('is the platform admin’s only', async () => {
    const owner = await loginAs(t, 'bakery');
    expect((await overview(owner)).statusCode).toBe(403);
    const [row] = await outboxRows(t);
    expect((await retry(row.id, owner)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: t.headers })).statusCode).toBe(401);
  });

  it('sends a failed mail again on Retry now, once the server takes mail', async () => {
    smtp.refuse(false);
    const [row] = await outboxRows(t);
    const res = await retry(row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mail).toMatchObject({ id: row.id, status: 'queued', attempts: 0 });
    await until(() => smtp.mails.length === 1, 'the retried mail');
    await settle(300);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0].to).toEqual([accounts.bakery.email]);
    await until(async () => (await outboxRows(t))[0].status === 'sent', 'the row marked sent');
    expect((await overview()).json().mail.counts).toEqual({ queued: 0, sending: 0, sent: 1, failed: 0 });
    // Only a failed mail can be retried.
    expect((await retry(row.id)).statusCode).toBe(404);
    expect((await retry(999_999)).statusCode).toBe(404);
  });
});
