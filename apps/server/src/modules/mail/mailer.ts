import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { outboxDir } from './outbox.js';

/** One mail: the same words as plain text and as simple HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The transport the outbox's sender hands each mail to (modules write mails through queue.ts). */
export interface Mailer {
  /** True when SMTP_URL is set: mails really leave the machine (new-order mails go only then). */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * Sends through nodemailer's SMTP transport when SMTP_URL is set; otherwise writes each mail as an
 * .eml file to DATA_DIR/outbox/ (any mail program opens it, and its link is there), so a shop run
 * without a mail server can still reset a password. The log says only that a mail was written and
 * its file's name: a live reset link, or the owner's address, in a log would outlive the mail.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Bounded waits: a mail server that stops answering fails the attempt (to be retried) well
    // within the outbox's lease (MAIL_LEASE_MS), so no other instance takes the mail meanwhile.
    const transport = lazyTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      delivers: true,
      async send({ to, subject, text, html }) {
        await (await transport()).sendMail({ from, to, subject, text, html });
      },
    };
  }
  // The stream transport builds the same RFC 822 message SMTP would carry, without sending it.
  const composer = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = outboxDir(dataDir);
  return {
    delivers: false,
    async send({ to, subject, text, html }) {
      const info = await (await composer()).sendMail({ from, to, subject, text, html });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      // Written under a temporary name and renamed: a reader of the outbox never sees half a mail.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      log.info({ file: path.basename(file) }, 'a mail was written to DATA_DIR/outbox (no SMTP_URL configured)');
    },
  };
}

/**
 * nodemailer is loaded with the first mail, not at start: a server that sends a few mails a day
 * need not hold its code (about 650 KB of source) in every instance's memory.
 */
function lazyTransport(options: string | Record<string, unknown>): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
    return transport;
  };
}
