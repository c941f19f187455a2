import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { MailMessage } from './mailer.js';

/** What can write a queued mail: the database, or the caller's open transaction. */
export type MailWriter = Pick<Db, 'insert' | 'delete'>;

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Writes one mail to the outbox, due now; inside the caller's transaction when given one. */
export async function insertMail(writer: MailWriter, message: MailMessage): Promise<void> {
  await writer.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
  });
}

/** A wait in milliseconds as an interval the database adds to its own clock (instances' clocks may differ). */
const after = (ms: number) => sql`now() + ${Math.max(0, Math.round(ms))} * interval '1 millisecond'`;

/**
 * Claims up to `limit` due mails for this instance: queued ones whose time has come, and sending
 * ones whose lease ran out (their instance stopped mid-send). `SKIP LOCKED` lets every instance
 * claim at once without waiting on, or taking, another's rows. The attempt is counted here, so a
 * mail whose instance keeps dying still reaches its limit.
 */
export async function claimDueMails(db: Db, limit: number, leaseMs: number, maxAttempts: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.status, ['queued', 'sending']),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        sql`${mailOutbox.attempts} < ${maxAttempts}`,
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: after(leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // RETURNING follows no order: sent in the order they were queued (a shopper's news in sequence).
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Marks failed the mails whose last allowed attempt was interrupted (lease over, no attempt left):
 * the claim above no longer takes them, and they must not sit in `sending` for ever.
 */
export async function failAbandonedMails(db: Db, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'failed', lastError: 'the sending instance stopped during the last attempt' })
    .where(
      and(
        eq(mailOutbox.status, 'sending'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        sql`${mailOutbox.attempts} >= ${maxAttempts}`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** The mail went: its body is emptied, since a reset link kept in the database would outlive the mail. */
export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, text: '', html: '', lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** A failed attempt: queued again after `retryInMs`, or failed for good when `final`. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  error: string,
  outcome: { final: true } | { final: false; retryInMs: number },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      outcome.final
        ? { status: 'failed', lastError: error }
        : { status: 'queued', lastError: error, nextAttemptAt: after(outcome.retryInMs) },
    )
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** Mails waiting to go (queued, or being sent now): the `vitrine_mail_queued` gauge. */
export async function waitingMailCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['queued', 'sending']));
  return row?.n ?? 0;
}

/**
 * Deletes every stored mail to `address` or naming it (the e-mail-changed notice names the new
 * address), for an account deleted for good. Sent mails keep no body, so only their address counts.
 */
export async function forgetQueuedMail(writer: MailWriter, address: string): Promise<number> {
  const needle = address.trim().toLowerCase();
  if (!needle) return 0;
  const rows = await writer
    .delete(mailOutbox)
    .where(
      sql`lower(${mailOutbox.to}) = ${needle} or strpos(lower(${mailOutbox.text}), ${needle}) > 0 or strpos(lower(${mailOutbox.subject}), ${needle}) > 0`,
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Deletes sent mails older than `days` (only their address and subject are left by then). */
export async function pruneSentMails(db: Db, days: number): Promise<void> {
  await db
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.status, 'sent'), lte(mailOutbox.sentAt, sql`now() - ${days} * interval '1 day'`)));
}
