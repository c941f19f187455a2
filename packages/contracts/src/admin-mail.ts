import { z } from 'zod';
import { success } from './envelope.js';

/** Where a mail of the outbox stands: waiting, being sent by an instance, sent, or failed for good. */
export const mailStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** A mail of the outbox as the platform admin sees it (its body is never shown: it may hold a reset link). */
export const adminMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  /** The last attempt's error, short (the mail server's answer), or null. */
  last_error: z.string().nullable(),
  /** When it is tried next (for one being sent: when its claim runs out); null once sent or failed. */
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminMail = z.infer<typeof adminMail>;

/** `GET /api/admin/mail`: mails by status, and the latest ones not sent (failed and waiting), newest first. */
export const adminMailResponse = success({
  mail: z.object({
    counts: z.object({
      queued: z.number().int(),
      sending: z.number().int(),
      sent: z.number().int(),
      failed: z.number().int(),
    }),
    unsent: z.array(adminMail),
  }),
});
export type AdminMailResponse = z.infer<typeof adminMailResponse>;

/** `POST /api/admin/mail/{id}/retry`: a failed mail queued again, with its attempts counted afresh. */
export const adminMailRetryResponse = success({ mail: adminMail });
export type AdminMailRetryResponse = z.infer<typeof adminMailRetryResponse>;
