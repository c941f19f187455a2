import { describe, expect, it } from 'vitest';
import { type Chat, type ChatDb, type ChatMessage, contactStatuses, createChatDb } from '../db/chat';
import { type ChatListContact, getChatContacts, getChats, markAllSeen, sendMessage, setPinned } from './chat';

const fresh = () => createChatDb();
const NOW = Date.UTC(2026, 6, 16, 12, 0);
const listOf = (db: ChatDb) => getChatContacts(db, {}).body as ChatListContact[];
type Sent = { msg: ChatMessage; chat: Chat };

describe('chat fake table', () => {
  it('has 10 contacts and 2 threads with the spec fields, the same on every load', () => {
    const db = fresh();
    expect(db.contacts).toHaveLength(10);
    expect(Object.keys(db.contacts[0]).sort()).toEqual(['about', 'displayName', 'photoURL', 'status', 'uid']);
    expect(db.contacts.every((c) => contactStatuses.includes(c.status))).toBe(true);
    expect(Object.keys(db.chats)).toHaveLength(2);
    const message = Object.values(db.chats)[0].msg[0];
    expect(Object.keys(message).sort()).toEqual(['isSeen', 'isSent', 'textContent', 'time']);
    expect(Object.keys(db.profileUser).sort()).toEqual(['about', 'avatar', 'fullName', 'id', 'status']);
    expect(createChatDb()).toEqual(db);
    expect(createChatDb(NOW)).toEqual(createChatDb(NOW));
  });
});

describe('chat calls', () => {
  it('chats answers every contact and the threads keyed by contact uid', () => {
    const db = fresh();
    const body = getChats(db, {}).body as { chats: Record<number, Chat>; contacts: unknown[] };
    expect(body.contacts).toEqual(db.contacts);
    expect(Object.keys(body.chats).map(Number).sort()).toEqual([1, 4]);
    for (const uid of Object.keys(body.chats).map(Number)) {
      expect(db.contacts.some((c) => c.uid === uid)).toBe(true);
    }
  });

  it('chat-contacts answers the contacts with a thread and its last message, unseen count and pin', () => {
    const db = fresh();
    const list = listOf(db);
    expect(list.map((c) => c.uid).sort()).toEqual([1, 4]);
    const asha = list.find((c) => c.uid === 1)!;
    expect(asha.displayName).toBe('Asha Patil');
    expect(asha.chat).toEqual({ lastMessage: db.chats[1].msg.at(-1), unseenMsgs: 2, isPinned: true });
    expect(list.find((c) => c.uid === 4)?.chat.unseenMsgs).toBe(0);
  });

  it('chat-contacts puts pinned threads first, then the newest last message first', () => {
    const db = fresh();
    expect(Date.parse(db.chats[4].msg.at(-1)!.time)).toBeGreaterThan(Date.parse(db.chats[1].msg.at(-1)!.time));
    expect(listOf(db).map((c) => c.uid)).toEqual([1, 4]);
    const unpinned = setPinned(db, { data: { contactId: 1, value: false } }).db!;
    expect(listOf(unpinned).map((c) => c.uid)).toEqual([4, 1]);
    const started = sendMessage(unpinned, { data: { contactId: 7, message: 'Hello' }, now: NOW }).db!;
    expect(listOf(started).map((c) => c.uid)).toEqual([7, 4, 1]);
  });

  it('send-message appends a sent, unseen message with the request’s time', () => {
    const db = fresh();
    const result = sendMessage(db, { data: { contactId: 4, message: ' See you tomorrow ' }, now: NOW });
    expect(result.status).toBe(200);
    const msg = { textContent: 'See you tomorrow', time: new Date(NOW).toISOString(), isSent: true, isSeen: false };
    expect(result.body).toEqual({ msg, chat: { isPinned: false, msg: [...db.chats[4].msg, msg] } });
    expect(result.db?.chats[4].msg.at(-1)).toEqual(msg);
    expect(result.db?.chats[1]).toBe(db.chats[1]);
  });

  it('send-message starts a thread for a contact without one, pinned as asked (default not)', () => {
    const db = fresh();
    const plain = sendMessage(db, { data: { contactId: 2, message: 'Hi Marco' }, now: NOW });
    expect((plain.body as Sent).chat.isPinned).toBe(false);
    expect(plain.db?.chats[2].msg).toHaveLength(1);
    const pinned = sendMessage(db, { data: { contactId: 3, message: 'Hi Lena', isPinned: true }, now: NOW });
    expect(pinned.db?.chats[3]).toEqual({ isPinned: true, msg: [(pinned.body as Sent).msg] });
    const kept = sendMessage(db, { data: { contactId: 4, message: 'Hi', isPinned: true }, now: NOW });
    expect(kept.db?.chats[4].isPinned).toBe(false);
  });

  it('send-message answers 400 for an empty or blank message', () => {
    const db = fresh();
    for (const message of ['', '   \n ', undefined, 42]) {
      const result = sendMessage(db, { data: { contactId: 1, message }, now: NOW });
      expect(result.status).toBe(400);
      expect(result.db).toBeUndefined();
    }
  });

  it('send-message answers 400 without a contactId', () => {
    const db = fresh();
    expect(sendMessage(db, { data: { message: 'Hi' } }).status).toBe(400);
    expect(sendMessage(db, { data: { contactId: '1', message: 'Hi' } }).status).toBe(400);
    expect(sendMessage(db, {}).status).toBe(400);
  });

  it('send-message answers 404 for an unknown contact', () => {
    expect(sendMessage(fresh(), { data: { contactId: 99, message: 'Hi' } })).toEqual({
      status: 404,
      body: { error: 'No such contact.' },
    });
  });

  it('mark-all-seen marks every message of the thread seen', () => {
    const db = fresh();
    const result = markAllSeen(db, { data: { contactId: 1 } });
    expect(result.status).toBe(200);
    expect(result.db?.chats[1].msg.every((m) => m.isSeen)).toBe(true);
    expect(listOf(result.db!).find((c) => c.uid === 1)?.chat.unseenMsgs).toBe(0);
    expect(result.db?.chats[4]).toBe(db.chats[4]);
  });

  it('mark-all-seen answers 400 without a contactId and 404 for an unknown contact or no thread', () => {
    const db = fresh();
    expect(markAllSeen(db, { data: {} }).status).toBe(400);
    expect(markAllSeen(db, { data: { contactId: 99 } }).status).toBe(404);
    expect(markAllSeen(db, { data: { contactId: 2 } })).toEqual({
      status: 404,
      body: { error: 'No chat with this contact.' },
    });
  });

  it('set-pinned sets the thread’s pin', () => {
    const db = fresh();
    const pinned = setPinned(db, { data: { contactId: 4, value: true } });
    expect(pinned).toMatchObject({ status: 200, body: { chat: { isPinned: true } } });
    expect(pinned.db?.chats[4].isPinned).toBe(true);
    expect(setPinned(pinned.db!, { data: { contactId: 4, value: false } }).db?.chats[4].isPinned).toBe(false);
  });

  it('set-pinned answers 400 without a boolean value or contactId, 404 for no thread', () => {
    const db = fresh();
    expect(setPinned(db, { data: { contactId: 4, value: 'yes' } }).status).toBe(400);
    expect(setPinned(db, { data: { value: true } }).status).toBe(400);
    expect(setPinned(db, { data: { contactId: 2, value: true } }).status).toBe(404);
  });

  it('no call changes the database it was given', () => {
    const db = fresh();
    const before = structuredClone(db);
    sendMessage(db, { data: { contactId: 1, message: 'Hi' }, now: NOW });
    sendMessage(db, { data: { contactId: 5, message: 'Hi', isPinned: true }, now: NOW });
    markAllSeen(db, { data: { contactId: 1 } });
    setPinned(db, { data: { contactId: 1, value: false } });
    getChatContacts(db, {});
    expect(db).toEqual(before);
  });
});
