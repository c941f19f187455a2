import type { AdminMail, AdminMailResponse, MailStatus } from '@vitrine/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

/** How many of the unsent mails the admin's list shows. */
const LISTED = 50;

const listed = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  createdAt: mailOutbox.createdAt,
};

type ListedRow = Pick<typeof mailOutbox.$inferSelect, keyof typeof listed>;

const asAdminMail = (r: ListedRow): AdminMail => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  status: r.status as MailStatus,
  attempts: r.attempts,
  last_error: r.lastError,
  next_attempt_at: r.status === 'queued' || r.status === 'sending' ? r.nextAttemptAt.toISOString() : null,
  created_at: r.createdAt.toISOString(),
});

/** The outbox at a glance: how many mails in each status, and the latest failed and waiting ones. */
export async function mailOverview(db: Db): Promise<AdminMailResponse['mail']> {
  const [byStatus, rows] = await Promise.all([
    db.select({ status: mailOutbox.status, n: sql<number>`count(*)::int` }).from(mailOutbox).groupBy(mailOutbox.status),
    db
      .select(listed)
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['queued', 'sending', 'failed']))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(LISTED),
  ]);
  const counts = { queued: 0, sending: 0, sent: 0, failed: 0 };
  for (const { status, n } of byStatus) counts[status as MailStatus] = n;
  return { counts, unsent: rows.map(asAdminMail) };
}

/** Queues a failed mail again, due now, with its attempts counted afresh; 404 unless it is failed. */
export async function retryFailedMail(db: Db, id: number): Promise<AdminMail> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning(listed);
  if (!row) throw notFound('No failed mail has this id.');
  return asAdminMail(row);
}
