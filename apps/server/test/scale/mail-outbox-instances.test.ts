import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.js';
import { metric, outboxRows, quickRetries } from '../mail/support.js';
import { settle, smtpCatcher, until } from '../support/smtp.js';
import { createTestDatabase, type TestDatabase, testDriver } from '../support/test-database.js';
import { type Instance, startInstance } from './instances.js';

const BATCH = 40;

/**
 * Two instances poll one outbox at once: each mail is claimed by one of them only
 * (`FOR UPDATE SKIP LOCKED`), so every mail of a batch is delivered exactly once.
 */
describe.runIf(testDriver() === 'postgres')('mail outbox on two instances', () => {
  let shared: TestDatabase;
  let a: Instance;
  let b: Instance;
  let smtp: Awaited<ReturnType<typeof smtpCatcher>>;
  beforeAll(async () => {
    smtp = await smtpCatcher();
    shared = await createTestDatabase();
    const url = shared.database.url as string;
    // Polling every 50 ms, both instances look at the batch while the other is sending it.
    const env = { ...quickRetries, SMTP_URL: smtp.url, MAIL_POLL_MS: '50' };
    [a, b] = await Promise.all([startInstance(url, env), startInstance(url, env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await shared?.dispose();
    await smtp?.close();
  });

  it('delivers each of a batch of queued mails exactly once', async () => {
    const batch = Array.from({ length: BATCH }, (_, i) => ({
      to: `buyer${i}@example.com`,
      subject: `Mail ${i}`,
      text: `Mail number ${i}`,
      html: `<p>Mail number ${i}</p>`,
    }));
    // Queued as another instance would, without waking either sender: both find them by polling.
    await shared.database.db.insert(mailOutbox).values(batch);

    await until(() => smtp.mails.length >= BATCH, `${BATCH} mails`, 15_000);
    await settle(800);
    const delivered = smtp.mails.flatMap((m) => m.to).sort();
    expect(delivered).toEqual(batch.map((m) => m.to).sort());
    const rows = await outboxRows({ database: shared.database });
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const [sentA, sentB] = await Promise.all([
      metric(a, 'vitrine_mail_sent_total'),
      metric(b, 'vitrine_mail_sent_total'),
    ]);
    expect(sentA + sentB).toBe(BATCH);
  });
});
