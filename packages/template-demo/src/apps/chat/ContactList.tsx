import { Check, CheckCheck, Pin } from 'lucide-react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ChatContact, ChatListContact } from './chatApi';
import { shortTime } from './format';
import { StatusAvatar } from './StatusAvatar';

function ContactButton({
  contact,
  chat,
  active,
  onOpen,
}: {
  contact: ChatContact;
  chat?: ChatListContact['chat'];
  active: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const last = chat?.lastMessage;
  return (
    <button
      type="button"
      className={`chat-contact${active ? ' active' : ''}`}
      aria-current={active ? 'true' : undefined}
      onClick={onOpen}
      data-testid={`contact-${contact.uid}`}
    >
      <StatusAvatar name={contact.displayName} src={contact.photoURL} status={contact.status} />
      <span className="chat-contact-text">
        <span className="chat-contact-name">
          {contact.displayName}
          {chat?.isPinned && (
            <>
              <Pin size={13} className="ms-1 text-body-secondary chat-pin" aria-hidden />
              <span className="visually-hidden">{t('list.pinned')}</span>
            </>
          )}
        </span>
        <span className="chat-contact-last text-body-secondary" data-testid="last-message">
          {last ? (
            <>
              {last.isSent && (
                <>
                  <span className="visually-hidden">{t('list.you')} </span>
                  {last.isSeen ? (
                    <CheckCheck size={14} className="me-1 text-primary" aria-hidden />
                  ) : (
                    <Check size={14} className="me-1" aria-hidden />
                  )}
                </>
              )}
              <bdi>{last.textContent}</bdi>
            </>
          ) : (
            <bdi>{contact.about}</bdi>
          )}
        </span>
      </span>
      {(last || (chat?.unseenMsgs ?? 0) > 0) && (
        <span className="chat-contact-meta">
          {last && (
            <time className="small text-body-secondary" dateTime={last.time}>
              {shortTime(last.time, i18n.language)}
            </time>
          )}
          {chat && chat.unseenMsgs > 0 && (
            <Badge pill bg="danger" data-testid="unseen">
              {chat.unseenMsgs}
              <span className="visually-hidden"> {t('list.unseen')}</span>
            </Badge>
          )}
        </span>
      )}
    </button>
  );
}

/** The chats (pinned first, then the newest) and the contacts without one yet, both narrowed by the search. */
export function ContactList({
  chats,
  contacts,
  search,
  activeId,
  onOpen,
}: {
  chats: ChatListContact[];
  contacts: ChatContact[];
  search: string;
  activeId: number | null;
  onOpen: (uid: number) => void;
}) {
  const { t } = useTranslation('chat');
  const needle = search.trim().toLocaleLowerCase();
  const matches = (c: ChatContact) => !needle || c.displayName.toLocaleLowerCase().includes(needle);
  const withChat = new Set(chats.map((c) => c.uid));
  const shownChats = chats.filter(matches);
  const others = contacts.filter((c) => !withChat.has(c.uid)).filter(matches);

  if (needle && shownChats.length === 0 && others.length === 0) {
    return (
      <p className="text-body-secondary text-center px-3 py-4 mb-0" data-testid="no-contacts">
        {t('list.noMatch', { q: search.trim() })}
      </p>
    );
  }
  return (
    <>
      <h2 className="chat-list-heading" id="chat-list-chats">
        {t('list.chats')}
      </h2>
      {shownChats.length === 0 ? (
        <p className="small text-body-secondary px-3">{needle ? t('list.noChatMatch') : t('list.noChats')}</p>
      ) : (
        <ul className="list-unstyled mb-3" aria-labelledby="chat-list-chats" data-testid="chat-list">
          {shownChats.map((c) => (
            <li key={c.uid}>
              <ContactButton contact={c} chat={c.chat} active={c.uid === activeId} onOpen={() => onOpen(c.uid)} />
            </li>
          ))}
        </ul>
      )}
      <h2 className="chat-list-heading" id="chat-list-contacts">
        {t('list.contacts')}
      </h2>
      {others.length === 0 ? (
        <p className="small text-body-secondary px-3">{t('list.noContacts')}</p>
      ) : (
        <ul className="list-unstyled mb-0" aria-labelledby="chat-list-contacts" data-testid="contact-list">
          {others.map((c) => (
            <li key={c.uid}>
              <ContactButton contact={c} active={c.uid === activeId} onOpen={() => onOpen(c.uid)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
