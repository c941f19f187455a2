import { describe, expect, it } from 'vitest';
import { createEmailDb, type Email, type EmailDb, emailTags, mailFolders } from '../db/email';
import { type EmailsMeta, getMails, markUnread, moveMails, sendMail, setLabels, setStarred } from './email';

const fresh = () => createEmailDb();
type MailsBody = { emails: Email[]; emailsMeta: EmailsMeta };
const mails = (db: EmailDb, params?: Record<string, unknown>) => (getMails(db, { params }).body as MailsBody).emails;
const idsOf = (list: Email[]) => list.map((m) => m.id);
const mailOf = (db: EmailDb | undefined, id: number) => db?.mails.find((m) => m.id === id);
const NOW = Date.UTC(2026, 6, 16, 12, 0);

describe('email fake table', () => {
  it('has 5 mails plus replies with the spec fields, the same on every load', () => {
    const db = fresh();
    expect(db.mails).toHaveLength(5);
    expect(db.mails.flatMap((m) => m.replies).length).toBeGreaterThan(0);
    expect(Object.keys(db.mails[0]).sort()).toEqual(
      [
        'attachments',
        'bcc',
        'cc',
        'day',
        'id',
        'img',
        'isStarred',
        'labels',
        'mailFolder',
        'message',
        'replies',
        'sender',
        'sender_name',
        'subject',
        'time',
        'to',
        'unread',
        'year',
      ].sort(),
    );
    expect(createEmailDb()).toEqual(db);
    expect(createEmailDb(NOW)).toEqual(createEmailDb(NOW));
  });

  it('has a tag per label, coloured personal success, company primary, important warning, private danger', () => {
    expect(emailTags.map((t) => [t.value, t.color])).toEqual([
      ['personal', 'success'],
      ['company', 'primary'],
      ['important', 'warning'],
      ['private', 'danger'],
    ]);
  });
});

describe('GET /api/email/mails', () => {
  it('a folder filter answers that folder', () => {
    const db = fresh();
    for (const folder of mailFolders) {
      const list = mails(db, { filter: folder });
      expect(list.every((m) => m.mailFolder === folder)).toBe(true);
      expect(list).toHaveLength(db.mails.filter((m) => m.mailFolder === folder).length);
    }
    expect(idsOf(mails(db, { filter: 'sent' }))).toEqual([3]);
    expect(idsOf(mails(db, { filter: 'trash' }))).toEqual([5]);
  });

  it('starred answers the starred mails outside the trash', () => {
    const db = fresh();
    expect(mailOf(db, 5)).toMatchObject({ isStarred: true, mailFolder: 'trash' });
    expect(idsOf(mails(db, { filter: 'starred' }))).toEqual([1]);
  });

  it('a label filter answers the mails with that label outside the trash', () => {
    const db = fresh();
    expect(mailOf(db, 5)?.labels).toContain('company');
    expect(idsOf(mails(db, { filter: 'company' }))).toEqual([1, 3]);
    expect(mails(db, { filter: 'private' })).toEqual([]);
    expect(idsOf(mails(db, { filter: 'personal' }))).toEqual([2]);
  });

  it('answers the inbox without a filter or for an unknown one', () => {
    const db = fresh();
    const inbox = mails(db, { filter: 'inbox' });
    expect(inbox.length).toBeGreaterThanOrEqual(2);
    expect(mails(db)).toEqual(inbox);
    expect(mails(db, { filter: 'nonsense' })).toEqual(inbox);
    expect(getMails(db, {}).status).toBe(200);
  });

  it('answers newest first', () => {
    const db = fresh();
    const moved = moveMails(db, { data: { selectedEmails: [1, 2, 3, 4, 5], mailFolder: 'inbox' } }).db!;
    const times = mails(moved).map((m) => Date.parse(m.time));
    expect(times).toHaveLength(5);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const sent = sendMail(moved, { data: { to: ['a@b.example'] }, now: NOW }).db!;
    const again = moveMails(sent, { data: { selectedEmails: [9], mailFolder: 'inbox' } }).db!;
    expect(mails(again)[0].id).toBe(9);
  });

  it('q keeps mails whose subject, sender name or message contains it, case-insensitively', () => {
    const db = fresh();
    expect(idsOf(mails(db, { q: 'PRICE list' }))).toEqual([1]);
    expect(idsOf(mails(db, { q: 'marco' }))).toEqual([2]);
    expect(idsOf(mails(db, { q: 'croissants' }))).toEqual([2]);
    expect(idsOf(mails(db, { filter: 'sent', q: 'lena' }))).toEqual([3]);
    expect(mails(db, { q: 'zzz-nothing' })).toEqual([]);
    expect(mails(db, { q: '   ' })).toEqual(mails(db));
  });

  it('emailsMeta counts unread inbox, every draft and unread spam', () => {
    const db = fresh();
    const meta = (d: EmailDb) => (getMails(d, { params: { filter: 'trash' } }).body as MailsBody).emailsMeta;
    expect(meta(db)).toEqual({ inbox: 2, draft: 0, spam: 1 });
    const read = markUnread(db, { data: { emailIds: [1, 4], unreadFlag: false } }).db!;
    const drafted = moveMails(read, { data: { selectedEmails: [3], mailFolder: 'draft' } }).db!;
    expect(meta(drafted)).toEqual({ inbox: 1, draft: 1, spam: 0 });
  });
});

describe('email actions', () => {
  it('set-starred flips the star and answers the new flag', () => {
    const db = fresh();
    const once = setStarred(db, { data: { mailId: 2 } });
    expect(once).toMatchObject({ status: 200, body: { mailId: 2, isStarred: true } });
    expect(mailOf(once.db, 2)?.isStarred).toBe(true);
    const twice = setStarred(once.db!, { data: { mailId: 2 } });
    expect(twice.body).toEqual({ mailId: 2, isStarred: false });
    expect(mailOf(twice.db, 2)?.isStarred).toBe(false);
  });

  it('set-starred answers 404 for an unknown mail', () => {
    expect(setStarred(fresh(), { data: { mailId: 999 } })).toEqual({ status: 404, body: { error: 'No such mail.' } });
  });

  it('set-starred answers 400 when mailId is missing or not a number', () => {
    const db = fresh();
    for (const data of [{}, { mailId: '1' }, { mailId: 1.5 }, 'garbage', undefined]) {
      const result = setStarred(db, { data });
      expect(result.status).toBe(400);
      expect(result.db).toBeUndefined();
    }
  });

  it('move-mails puts the selected mails in the folder, skipping unknown ids', () => {
    const db = fresh();
    const result = moveMails(db, { data: { selectedEmails: [1, 2, 999], mailFolder: 'trash' } });
    expect(result.status).toBe(200);
    expect(idsOf((result.body as { emails: Email[] }).emails)).toEqual([1, 2]);
    expect(idsOf(mails(result.db!, { filter: 'trash' }))).toEqual([1, 2, 5]);
    expect(mails(result.db!)).toEqual([]);
    expect(mails(result.db!, { filter: 'starred' })).toEqual([]);
  });

  it('move-mails answers 400 for an unknown folder', () => {
    const result = moveMails(fresh(), { data: { selectedEmails: [1], mailFolder: 'archive' } });
    expect(result.status).toBe(400);
    expect(result.db).toBeUndefined();
    expect(moveMails(fresh(), { data: { selectedEmails: [1] } }).status).toBe(400);
  });

  it('move-mails answers 400 when selectedEmails is not a list of ids', () => {
    const db = fresh();
    for (const selectedEmails of [1, '1,2', null, ['1'], undefined]) {
      expect(moveMails(db, { data: { selectedEmails, mailFolder: 'spam' } }).status).toBe(400);
    }
  });

  it('mark-unread sets unread on each selected mail', () => {
    const db = fresh();
    const read = markUnread(db, { data: { emailIds: [1, 2], unreadFlag: false } });
    expect(read.status).toBe(200);
    expect([mailOf(read.db, 1)?.unread, mailOf(read.db, 2)?.unread]).toEqual([false, false]);
    const unread = markUnread(read.db!, { data: { emailIds: [2, 3], unreadFlag: true } });
    expect([1, 2, 3].map((id) => mailOf(unread.db, id)?.unread)).toEqual([false, true, true]);
  });

  it('mark-unread answers 400 without a list of ids or a boolean flag', () => {
    const db = fresh();
    expect(markUnread(db, { data: { emailIds: 1, unreadFlag: true } }).status).toBe(400);
    expect(markUnread(db, { data: { emailIds: [1], unreadFlag: 'yes' } }).status).toBe(400);
    expect(markUnread(db, { data: { emailIds: [1] } }).status).toBe(400);
  });

  it('set-labels toggles the label on each selected mail', () => {
    const db = fresh();
    expect(mailOf(db, 1)?.labels).toEqual(['company', 'important']);
    expect(mailOf(db, 2)?.labels).toEqual(['personal']);
    const once = setLabels(db, { data: { emailIds: [1, 2], label: 'company' } });
    expect(once.status).toBe(200);
    expect(mailOf(once.db, 1)?.labels).toEqual(['important']);
    expect(mailOf(once.db, 2)?.labels).toEqual(['personal', 'company']);
    const twice = setLabels(once.db!, { data: { emailIds: [1, 2], label: 'company' } });
    expect(mailOf(twice.db, 1)?.labels).toEqual(['company', 'important']);
    expect(mailOf(twice.db, 2)?.labels).toEqual(['personal']);
  });

  it('set-labels answers 400 for an unknown label or without a list of ids', () => {
    const db = fresh();
    expect(setLabels(db, { data: { emailIds: [1], label: 'urgent' } }).status).toBe(400);
    expect(setLabels(db, { data: { emailIds: 'all', label: 'private' } }).status).toBe(400);
  });

  it('send puts the demo user’s new mail in sent, read, with the next id and the request’s time', () => {
    const db = fresh();
    const result = sendMail(db, {
      data: {
        to: [{ name: 'Lena', email: 'lena@bulkmart.example' }, 'asha@sunrise.example'],
        cc: 'x@y.example; z@y.example',
        subject: ' Hello ',
        message: 'See you soon.',
      },
      now: NOW,
    });
    expect(result.status).toBe(201);
    const email = (result.body as { email: Email }).email;
    expect(email).toMatchObject({
      id: 9,
      sender: 'demo@vitrine.example',
      sender_name: 'Demo User',
      to: [
        { name: 'Lena', email: 'lena@bulkmart.example' },
        { name: 'asha', email: 'asha@sunrise.example' },
      ],
      cc: ['x@y.example', 'z@y.example'],
      bcc: [],
      subject: 'Hello',
      message: 'See you soon.',
      mailFolder: 'sent',
      unread: false,
      isStarred: false,
      labels: [],
      replies: [],
      time: new Date(NOW).toISOString(),
    });
    expect(mails(result.db!, { filter: 'sent' })[0]).toEqual(email);
  });

  it('send answers 400 {error:{to}} when to is empty or not e-mail addresses', () => {
    const db = fresh();
    for (const to of [undefined, '', [], ['not-an-address'], [{ name: 'Nobody' }], 42]) {
      const result = sendMail(db, { data: { to, subject: 'x', message: 'y' }, now: NOW });
      expect(result.status).toBe(400);
      expect((result.body as { error: Record<string, string> }).error.to).toEqual(expect.any(String));
      expect(result.db).toBeUndefined();
    }
    expect(sendMail(db, { data: { to: 'a@b.example', cc: ['nope'] } })).toMatchObject({
      status: 400,
      body: { error: { cc: expect.any(String) } },
    });
  });

  it('no call changes the database it was given', () => {
    const db = fresh();
    const before = structuredClone(db);
    setStarred(db, { data: { mailId: 1 } });
    moveMails(db, { data: { selectedEmails: [1, 2, 3], mailFolder: 'spam' } });
    markUnread(db, { data: { emailIds: [1, 2, 3, 4, 5], unreadFlag: false } });
    setLabels(db, { data: { emailIds: [1, 2, 3, 4, 5], label: 'private' } });
    sendMail(db, { data: { to: ['a@b.example'] }, now: NOW });
    getMails(db, { params: { filter: 'inbox' } });
    expect(db).toEqual(before);
  });
});
