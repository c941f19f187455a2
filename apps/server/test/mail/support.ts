import { asc } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema.js';
import type { TestApp } from '../support/test-app.js';

export const METRICS_TOKEN = 'metrics-token-for-mail-tests-0123456789';

/** Short waits, so a mail server that recovers is reached within a second or two. */
export const quickRetries = {
  MAIL_POLL_MS: '100',
  MAIL_RETRY_BASE_MS: '100',
  MAIL_RETRY_MAX_MS: '400',
  METRICS_TOKEN,
};

/** One sample of `/metrics` (a family without labels). */
export async function metric(t: Pick<TestApp, 'app'>, name: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = res.body.split('\n').find((l) => l.startsWith(`${name} `));
  if (!line) throw new Error(`no ${name} in /metrics`);
  return Number(line.split(' ')[1]);
}

export const outboxRows = (t: Pick<TestApp, 'database'>) =>
  t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

/** Asks for a password-reset link for `email` (its mail is queued with the link). */
export async function askResetLink(t: TestApp, email: string, address: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: t.headers,
    payload: { email },
    remoteAddress: address,
  });
  if (res.statusCode !== 200) throw new Error(`forgot-password: ${res.statusCode} ${res.body}`);
}
