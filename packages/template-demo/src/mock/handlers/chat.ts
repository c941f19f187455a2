import type { Chat, ChatContact, ChatDb, ChatMessage } from '../db/chat';
import type { MockHandler, MockRequest, MockResult } from './types';

/** A contact of the chat list: the contact plus a summary of the thread. */
export interface ChatListContact extends ChatContact {
  chat: {
    /** null only for a thread without messages. */
    lastMessage: ChatMessage | null;
    /** Received messages not seen yet. */
    unseenMsgs: number;
    isPinned: boolean;
  };
}

const fail = (status: number, error: Record<string, string> | string): MockResult<never> => ({
  status,
  body: { error },
});
const body = (request: MockRequest) =>
  request.data && typeof request.data === 'object' ? (request.data as Record<string, unknown>) : {};
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const MISSING_CONTACT = { contactId: 'Which contact? Its id is missing.' };

/** The contact of a request's `contactId`: 400 when missing, 404 when no contact has it. */
function contactOf(db: ChatDb, request: MockRequest): { contact: ChatContact } | { error: MockResult<never> } {
  const { contactId } = body(request);
  if (!isId(contactId)) return { error: fail(400, MISSING_CONTACT) };
  const contact = db.contacts.find((c) => c.uid === contactId);
  return contact ? { contact } : { error: fail(404, 'No such contact.') };
}

const withChat = (db: ChatDb, uid: number, chat: Chat): ChatDb => ({ ...db, chats: { ...db.chats, [uid]: chat } });
const lastOf = (chat: Chat): ChatMessage | null => chat.msg[chat.msg.length - 1] ?? null;
const timeOf = (message: ChatMessage | null) => (message ? Date.parse(message.time) : Number.NEGATIVE_INFINITY);

/** GET /api/app/chat/chats → {chats, contacts, profileUser}: the threads keyed by contact uid, every contact. */
export const getChats: MockHandler<ChatDb> = (db) => ({
  status: 200,
  body: { chats: db.chats, contacts: db.contacts, profileUser: db.profileUser },
});

/**
 * GET /api/app/chat/chat-contacts → the contacts that have a thread, each with
 * chat: {lastMessage, unseenMsgs, isPinned}; pinned first, then by last message, newest first.
 */
export const getChatContacts: MockHandler<ChatDb> = (db) => {
  const list: ChatListContact[] = db.contacts.flatMap((contact) => {
    const chat = db.chats[contact.uid];
    if (!chat) return [];
    const unseenMsgs = chat.msg.filter((m) => !m.isSent && !m.isSeen).length;
    return [{ ...contact, chat: { lastMessage: lastOf(chat), unseenMsgs, isPinned: chat.isPinned } }];
  });
  list.sort(
    (a, b) =>
      Number(b.chat.isPinned) - Number(a.chat.isPinned) || timeOf(b.chat.lastMessage) - timeOf(a.chat.lastMessage),
  );
  return { status: 200, body: list };
};

/**
 * POST api/app/chat/send-message {contactId, message, isPinned} → {msg, chat}: appends the message,
 * sent and not seen yet, starting the thread (pinned as asked, else not) when there is none.
 */
export const sendMessage: MockHandler<ChatDb> = (db, request) => {
  const data = body(request);
  const text = typeof data.message === 'string' ? data.message.trim() : '';
  if (!isId(data.contactId)) return fail(400, MISSING_CONTACT);
  if (!text) return fail(400, { message: 'Type a message first.' });
  const found = contactOf(db, request);
  if ('error' in found) return found.error;
  const uid = found.contact.uid;
  const msg: ChatMessage = {
    textContent: text,
    time: new Date(request.now ?? Date.now()).toISOString(),
    isSent: true,
    isSeen: false,
  };
  const old = db.chats[uid] ?? { isPinned: data.isPinned === true, msg: [] };
  const chat: Chat = { ...old, msg: [...old.msg, msg] };
  return { status: 200, body: { msg, chat }, db: withChat(db, uid, chat) };
};

/** The thread with a request's contact, or the error to answer (400, 404 for no contact or no thread). */
function threadOf(db: ChatDb, request: MockRequest): { uid: number; chat: Chat } | { error: MockResult<never> } {
  const found = contactOf(db, request);
  if ('error' in found) return found;
  const chat = db.chats[found.contact.uid];
  return chat ? { uid: found.contact.uid, chat } : { error: fail(404, 'No chat with this contact.') };
}

/** POST /api/apps/chat/mark-all-seen/ {contactId} → {chat}: every message of the thread seen. */
export const markAllSeen: MockHandler<ChatDb> = (db, request) => {
  const thread = threadOf(db, request);
  if ('error' in thread) return thread.error;
  const chat: Chat = { ...thread.chat, msg: thread.chat.msg.map((m) => (m.isSeen ? m : { ...m, isSeen: true })) };
  return { status: 200, body: { chat }, db: withChat(db, thread.uid, chat) };
};

/** POST /api/apps/chat/set-pinned/ {contactId, value} → {chat}: pins or unpins the thread. */
export const setPinned: MockHandler<ChatDb> = (db, request) => {
  const { value } = body(request);
  if (typeof value !== 'boolean') return fail(400, { value: 'true or false is expected.' });
  const thread = threadOf(db, request);
  if ('error' in thread) return thread.error;
  const chat: Chat = { ...thread.chat, isPinned: value };
  return { status: 200, body: { chat }, db: withChat(db, thread.uid, chat) };
};
