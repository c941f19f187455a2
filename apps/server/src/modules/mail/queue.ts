import type { Db } from '../../db/client.js';
import type { MailMessage } from './mailer.js';
import { insertMail, type MailWriter } from './outbox-store.js';

/**
 * What the modules that write mails hold: every mail goes into the database's outbox
 * (`mail_outbox`), and a sender (sender.ts) on some instance sends it, retrying while the mail
 * server is away. A mail caused by a write is queued in that write's transaction (`add(tx, …)`,
 * then `wake()` once it committed), so the two stand or fall together.
 */
export class MailQueue {
  constructor(
    private readonly db: Db,
    /** True when SMTP_URL is set: mails really leave the machine (order mails are queued only then). */
    readonly delivers: boolean,
    private readonly wakeSender: () => void,
  ) {}

  /** Queues a mail in the caller's transaction; call `wake()` after it commits. */
  add(writer: MailWriter, message: MailMessage): Promise<void> {
    return insertMail(writer, message);
  }

  /** Queues a mail on its own and tells this instance's sender at once. */
  async send(message: MailMessage): Promise<void> {
    await insertMail(this.db, message);
    this.wake();
  }

  /** Tells this instance's sender that a mail is waiting (it would otherwise find it at its next poll). */
  wake(): void {
    this.wakeSender();
  }
}
