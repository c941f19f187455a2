import {
  dateFields,
  EMAIL_DEMO_USER,
  type Email,
  type EmailAddress,
  type EmailDb,
  type EmailLabel,
  emailLabels,
  type MailFolder,
  mailFolders,
} from '../db/email';
import type { MockHandler, MockRequest, MockResult } from './types';

/** What GET /api/email/mails answers beside the mails: the sidebar's counters. */
export interface EmailsMeta {
  /** Unread mails in the inbox. */
  inbox: number;
  /** Every mail in drafts. */
  draft: number;
  /** Unread mails in spam. */
  spam: number;
}

const fail = (status: number, error: Record<string, string> | string): MockResult<never> => ({
  status,
  body: { error },
});
const body = (request: MockRequest) =>
  request.data && typeof request.data === 'object' ? (request.data as Record<string, unknown>) : {};
const isFolder = (value: unknown): value is MailFolder => mailFolders.includes(value as MailFolder);
const isLabel = (value: unknown): value is EmailLabel => emailLabels.includes(value as EmailLabel);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const ids = (value: unknown): number[] | null => (Array.isArray(value) && value.every(isId) ? value : null);

export function emailsMeta(mails: readonly Email[]): EmailsMeta {
  const count = (keep: (m: Email) => boolean) => mails.filter(keep).length;
  return {
    inbox: count((m) => m.mailFolder === 'inbox' && m.unread),
    draft: count((m) => m.mailFolder === 'draft'),
    spam: count((m) => m.mailFolder === 'spam' && m.unread),
  };
}

/** Which mails a sidebar filter shows: a folder, 'starred' or a label (both outside the trash); else the inbox. */
function inFilter(filter: unknown): (mail: Email) => boolean {
  if (isFolder(filter)) return (m) => m.mailFolder === filter;
  if (filter === 'starred') return (m) => m.isStarred && m.mailFolder !== 'trash';
  if (isLabel(filter)) return (m) => m.labels.includes(filter) && m.mailFolder !== 'trash';
  return (m) => m.mailFolder === 'inbox';
}

/**
 * GET /api/email/mails {filter, q} → {emails, emailsMeta}: the mails of the filter, newest first;
 * `q` keeps those whose subject, sender name or message contains it (case-insensitively).
 */
export const getMails: MockHandler<EmailDb> = (db, { params }) => {
  const needle = typeof params?.q === 'string' ? params.q.trim().toLocaleLowerCase() : '';
  const matches = (m: Email) =>
    !needle || [m.subject, m.sender_name, m.message].some((text) => text.toLocaleLowerCase().includes(needle));
  const emails = db.mails
    .filter(inFilter(params?.filter))
    .filter(matches)
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
  return { status: 200, body: { emails, emailsMeta: emailsMeta(db.mails) } };
};

/** Applies `change` to the mails with those ids; answers them, and the new database when any matched. */
function update(db: EmailDb, selected: readonly number[], change: (mail: Email) => Email): MockResult<EmailDb> {
  const changed: Email[] = [];
  const mails = db.mails.map((m) => {
    if (!selected.includes(m.id)) return m;
    const next = change(m);
    changed.push(next);
    return next;
  });
  return changed.length
    ? { status: 200, body: { emails: changed }, db: { ...db, mails } }
    : { status: 200, body: { emails: [] } };
}

/** POST /api/email/set-starred {mailId} → {mailId, isStarred}: flips the star. */
export const setStarred: MockHandler<EmailDb> = (db, request) => {
  const { mailId } = body(request);
  if (!isId(mailId)) return fail(400, { mailId: 'Which mail? Its id is missing.' });
  const mail = db.mails.find((m) => m.id === mailId);
  if (!mail) return fail(404, 'No such mail.');
  const isStarred = !mail.isStarred;
  return { ...update(db, [mailId], (m) => ({ ...m, isStarred })), body: { mailId, isStarred } };
};

/**
 * POST /api/email/move-mails {selectedEmails, mailFolder} → {emails}: the moved mails, now in that
 * folder. Ids of no mail are skipped (a stale selection is not an error).
 */
export const moveMails: MockHandler<EmailDb> = (db, request) => {
  const { selectedEmails, mailFolder } = body(request);
  const selected = ids(selectedEmails);
  if (!selected) return fail(400, { selectedEmails: 'A list of mail ids is expected.' });
  if (!isFolder(mailFolder)) return fail(400, { mailFolder: `Choose one of ${mailFolders.join(', ')}.` });
  return update(db, selected, (m) => ({ ...m, mailFolder }));
};

/** POST api/email/mark-unread {emailIds, unreadFlag} → {emails}: sets `unread` of those mails. */
export const markUnread: MockHandler<EmailDb> = (db, request) => {
  const { emailIds, unreadFlag } = body(request);
  const selected = ids(emailIds);
  if (!selected) return fail(400, { emailIds: 'A list of mail ids is expected.' });
  if (typeof unreadFlag !== 'boolean') return fail(400, { unreadFlag: 'true or false is expected.' });
  return update(db, selected, (m) => ({ ...m, unread: unreadFlag }));
};

/** POST api/email/set-labels {emailIds, label} → {emails}: toggles the label on each of those mails. */
export const setLabels: MockHandler<EmailDb> = (db, request) => {
  const { emailIds, label } = body(request);
  const selected = ids(emailIds);
  if (!selected) return fail(400, { emailIds: 'A list of mail ids is expected.' });
  if (!isLabel(label)) return fail(400, { label: `Choose one of ${emailLabels.join(', ')}.` });
  return update(db, selected, (m) => ({
    ...m,
    labels: m.labels.includes(label)
      ? m.labels.filter((l) => l !== label)
      : emailLabels.filter((l) => l === label || m.labels.includes(l)),
  }));
};

const EMAIL_PATTERN = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/**
 * The addresses of a compose field: a list of addresses or of {name, email}, or one text with
 * addresses separated by commas or semicolons. null when any of them is not an address.
 */
function addresses(value: unknown): EmailAddress[] | null {
  if (value === undefined || value === null) return [];
  const entries = typeof value === 'string' ? value.split(/[,;]/).filter((s) => s.trim()) : value;
  if (!Array.isArray(entries)) return null;
  const list: EmailAddress[] = [];
  for (const entry of entries) {
    const raw = typeof entry === 'string' ? { email: entry } : ((entry ?? {}) as { name?: unknown; email?: unknown });
    const email = typeof raw.email === 'string' ? raw.email.trim() : '';
    if (!EMAIL_PATTERN.test(email)) return null;
    const name = typeof raw.name === 'string' && raw.name.trim() ? raw.name.trim() : email.split('@')[0];
    list.push({ name, email });
  }
  return list;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * POST /api/email/send {to, cc, bcc, subject, message} → 201 {email}: the compose form's mail, from
 * the demo user, in 'sent', read; its id the highest (replies included) plus 1. 400 {error:{to}} when
 * `to` holds no address or a wrong one; likewise for cc and bcc.
 */
export const sendMail: MockHandler<EmailDb> = (db, request) => {
  const data = body(request);
  const to = addresses(data.to);
  const cc = addresses(data.cc);
  const bcc = addresses(data.bcc);
  const error: Record<string, string> = {};
  if (!to?.length) error.to = 'Enter at least one recipient, as valid e-mail addresses.';
  if (!cc) error.cc = 'Enter valid e-mail addresses.';
  if (!bcc) error.bcc = 'Enter valid e-mail addresses.';
  if (!to?.length || !cc || !bcc) return fail(400, error);
  const allIds = db.mails.flatMap((m) => [m.id, ...m.replies.map((r) => r.id)]);
  const email: Email = {
    id: Math.max(0, ...allIds) + 1,
    sender: EMAIL_DEMO_USER.email,
    sender_name: EMAIL_DEMO_USER.name,
    to,
    img: EMAIL_DEMO_USER.img,
    subject: text(data.subject),
    cc: cc.map((a) => a.email),
    bcc: bcc.map((a) => a.email),
    message: text(data.message),
    attachments: [],
    isStarred: false,
    labels: [],
    ...dateFields(request.now ?? Date.now()),
    replies: [],
    mailFolder: 'sent',
    unread: false,
  };
  return { status: 201, body: { email }, db: { ...db, mails: [...db.mails, email] } };
};
