import type { FastifyBaseLogger } from 'fastify';
import type { MailQueueTimings } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Mailer } from './mailer.js';
import {
  claimDueMails,
  failAbandonedMails,
  markAttemptFailed,
  markSent,
  pruneSentMails,
  type QueuedMail,
} from './outbox-store.js';

/** What the sender reports as it goes: the `vitrine_mail_*` counters. */
export interface MailOutcomes {
  sent(): void;
  /** An attempt failed and the mail will be tried again. */
  retried(): void;
  /** The mail failed for good (its attempts are spent). */
  failed(): void;
}

const BATCH = 10;
const SENT_KEPT_DAYS = 30;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * The wait before attempt `attempts + 1`: the base, doubled for each attempt after the first,
 * capped (30 s, 1 min, 2 min … with the defaults).
 */
export const retryDelay = (attempts: number, { retryBaseMs, retryMaxMs }: MailQueueTimings) =>
  Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, attempts - 1));

/**
 * Why an attempt failed, short enough for the admin's list and without secrets: nodemailer's
 * code and the server's reply, with any `user:password@` of a URL taken out.
 */
export function shortError(error: unknown): string {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  const code = typeof e?.code === 'string' ? `${e.code}${e.responseCode ? ` ${e.responseCode}` : ''}: ` : '';
  const message = typeof e?.message === 'string' ? e.message : String(error);
  return `${code}${message}`
    .replace(/[a-z][a-z0-9+.-]*:\/\/[^\s/@]*@/gi, (m) => m.replace(/\/\/[^@]*@/, '//'))
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}

/**
 * Every instance runs one: it polls the outbox, and wakes at once when this instance queues a
 * mail, claims due mails (each row by one instance only) and sends them one by one through
 * `transport` (SMTP, or the .eml writer without SMTP_URL).
 */
export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly transport: Mailer,
    private readonly timings: MailQueueTimings,
    private readonly log: FastifyBaseLogger,
    private readonly outcomes?: MailOutcomes,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.wake(), this.timings.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs a round now, or right after the one under way (a mail queued during it is not left for the next poll). */
  wake(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.rounds().finally(() => {
      this.running = undefined;
    });
  }

  /** Stops polling and waits for the mail being sent, so the app closes with no row half done. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.running;
  }

  private async rounds(): Promise<void> {
    do {
      this.again = false;
      try {
        await this.round();
      } catch (err) {
        // The database away for a moment: the next poll tries again.
        this.log.warn({ err }, 'the mail outbox could not be read');
      }
    } while (this.again && !this.closed);
  }

  /** Sends every due mail, a batch at a time, until none is left or the app closes. */
  private async round(): Promise<void> {
    const { leaseMs, maxAttempts } = this.timings;
    const abandoned = await failAbandonedMails(this.db, maxAttempts);
    for (let i = 0; i < abandoned; i++) this.outcomes?.failed();
    await this.prune();
    while (!this.closed) {
      const batch = await claimDueMails(this.db, BATCH, leaseMs, maxAttempts);
      for (const mail of batch) await this.deliver(mail);
      if (batch.length < BATCH) return;
    }
  }

  private async deliver(mail: QueuedMail): Promise<void> {
    try {
      await this.transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    } catch (err) {
      const final = mail.attempts >= this.timings.maxAttempts;
      const error = shortError(err);
      if (final) {
        await markAttemptFailed(this.db, mail.id, error, { final });
        this.outcomes?.failed();
        // `err`, not the short text: the log's serializer takes the refused recipient out of it.
        this.log.error({ err, mailId: mail.id, attempts: mail.attempts }, 'a mail failed for good');
      } else {
        await markAttemptFailed(this.db, mail.id, error, { final, retryInMs: retryDelay(mail.attempts, this.timings) });
        this.outcomes?.retried();
        // `err` here too: the refusal's text names the recipient, which the serializer takes out.
        this.log.warn(
          { err, mailId: mail.id, attempts: mail.attempts },
          'a mail could not be sent; it will be retried',
        );
      }
      return;
    }
    await markSent(this.db, mail.id);
    this.outcomes?.sent();
  }

  private async prune(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    await pruneSentMails(this.db, SENT_KEPT_DAYS);
  }
}
