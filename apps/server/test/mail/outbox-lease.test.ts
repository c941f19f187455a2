import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import { settle, smtpCatcher, until } from '../support/smtp.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { metric, outboxRows, quickRetries } from './support.js';

const mail = (to: string) => ({ to, subject: `For ${to}`, text: 'Hello', html: '<p>Hello</p>' });

/** Mails claimed by an instance that stopped mid-send: taken again once the claim runs out, never before. */
describe('mail outbox: claims of a stopped instance', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  beforeAll(async () => {
    smtp = await smtpCatcher();
    t = await createTestApp({ env: { ...quickRetries, SMTP_URL: smtp.url, MAIL_MAX_ATTEMPTS: '3' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends a mail whose claim ran out, leaves a live claim alone, fails one with no attempt left', async () => {
    const past = sql`now() - interval '1 second'`;
    await t.database.db.insert(mailOutbox).values([
      { ...mail('lapsed@example.com'), status: 'sending', attempts: 1, nextAttemptAt: past },
      { ...mail('claimed@example.com'), status: 'sending', attempts: 1, nextAttemptAt: sql`now() + interval '1 hour'` },
      { ...mail('spent@example.com'), status: 'sending', attempts: 3, nextAttemptAt: past },
    ]);
    await until(() => smtp.mails.length === 1, 'the lapsed mail');
    await until(
      async () => (await outboxRows(t)).every((r) => r.status !== 'sending' || r.to === 'claimed@example.com'),
      'the rows settled',
    );
    await settle(300);
    expect(smtp.mails.map((m) => m.to)).toEqual([['lapsed@example.com']]);
    const byTo = Object.fromEntries((await outboxRows(t)).map((r) => [r.to, r]));
    expect(byTo['lapsed@example.com']).toMatchObject({ status: 'sent', attempts: 2 });
    expect(byTo['claimed@example.com']).toMatchObject({ status: 'sending', attempts: 1 });
    expect(byTo['spent@example.com']).toMatchObject({ status: 'failed', attempts: 3 });
    expect(byTo['spent@example.com'].lastError).toMatch(/stopped/);
    expect(await metric(t, 'vitrine_mail_failed_total')).toBe(1);
  });
});
