import { ArrowLeft, Check, CheckCheck, Info, Pin, PinOff, SendHorizontal } from 'lucide-react';
import { type FormEvent, Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  type Chat,
  type ChatContact,
  useMarkAllSeenMutation,
  useSendMessageMutation,
  useSetPinnedMutation,
} from './chatApi';
import { clockTime, dayHeading, isSameDay } from './format';
import { StatusAvatar } from './StatusAvatar';

/**
 * The thread with one contact: its messages (the sent ones with their seen ticks), the composer
 * (Enter sends), pin and the contact's profile. Opening it marks the contact's messages seen.
 */
export function Thread({
  contact,
  chat,
  onBack,
  onProfile,
}: {
  contact: ChatContact;
  chat: Chat | undefined;
  onBack: () => void;
  onProfile: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState('');
  const [sendMessage] = useSendMessageMutation();
  const [markAllSeen] = useMarkAllSeenMutation();
  const [setPinned, pinning] = useSetPinnedMutation();
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const messages = chat?.msg ?? [];
  const unseen = messages.some((m) => !m.isSent && !m.isSeen);

  useEffect(() => {
    input.current?.focus();
  }, []);
  // Opening the thread (or a message arriving while it is open) marks the contact's messages seen.
  useEffect(() => {
    if (unseen) markAllSeen(contact.uid);
  }, [unseen, contact.uid, markAllSeen]);
  // The newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message is added
  useLayoutEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    sendMessage({ contactId: contact.uid, message, isPinned: false })
      .unwrap()
      .catch(() => {
        setText(message);
        toast.error(t('thread.sendFailed'));
      });
  };
  const togglePin = () => {
    if (!chat) return;
    const value = !chat.isPinned;
    setPinned({ contactId: contact.uid, value })
      .unwrap()
      .then(() => toast.success(t(value ? 'thread.pinnedDone' : 'thread.unpinnedDone', { name: contact.displayName })))
      .catch(() => toast.error(t('thread.failed')));
  };

  return (
    <>
      <header className="chat-thread-head">
        <Button
          variant="link"
          className="p-1 text-body d-lg-none"
          onClick={onBack}
          aria-label={t('thread.back')}
          title={t('thread.back')}
        >
          <ArrowLeft size={20} aria-hidden className="chat-flip-rtl" />
        </Button>
        <StatusAvatar name={contact.displayName} src={contact.photoURL} status={contact.status} />
        <div className="min-w-0">
          <h2 className="h6 mb-0 text-truncate" id="chat-thread-title">
            <button type="button" className="chat-name-button" onClick={onProfile}>
              {contact.displayName}
            </button>
          </h2>
          <span className="small text-body-secondary d-block text-truncate" aria-hidden="true">
            {t(`status.${contact.status}`)}
          </span>
        </div>
        <div className="ms-auto d-flex gap-1">
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={togglePin}
            disabled={!chat || pinning.isLoading}
            aria-label={chat?.isPinned ? t('thread.unpin') : t('thread.pin')}
            title={chat ? (chat.isPinned ? t('thread.unpin') : t('thread.pin')) : t('thread.pinLater')}
            data-testid="pin-chat"
          >
            {chat?.isPinned ? <PinOff size={16} aria-hidden /> : <Pin size={16} aria-hidden />}
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            onClick={onProfile}
            aria-label={t('thread.profile')}
            title={t('thread.profile')}
          >
            <Info size={16} aria-hidden />
          </Button>
        </div>
      </header>
      <div
        ref={log}
        className="chat-messages"
        role="log"
        aria-labelledby="chat-thread-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region, reachable by keyboard to scroll it
        tabIndex={0}
        data-testid="messages"
      >
        <ol className="list-unstyled mb-0">
          {messages.length === 0 && (
            <li className="chat-empty text-body-secondary" data-testid="thread-empty">
              {t('thread.empty', { name: contact.displayName })}
            </li>
          )}
          {messages.map((m, i) => {
            const newDay = i === 0 || !isSameDay(messages[i - 1].time, m.time);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a thread only grows at its end; messages have no id
              <Fragment key={`${m.time}-${i}`}>
                {newDay && (
                  <li className="chat-day" aria-hidden="true">
                    <span>
                      {isSameDay(m.time, new Date().toISOString())
                        ? t('thread.today')
                        : dayHeading(m.time, i18n.language)}
                    </span>
                  </li>
                )}
                <li className={`chat-msg${m.isSent ? ' is-sent' : ''}`} data-testid="message">
                  <span className="visually-hidden">{m.isSent ? t('thread.you') : contact.displayName}: </span>
                  <div className="chat-bubble" dir="auto">
                    {m.textContent}
                  </div>
                  <div className="chat-msg-meta small text-body-secondary">
                    <time dateTime={m.time}>{clockTime(m.time, i18n.language)}</time>
                    {m.isSent &&
                      (m.isSeen ? (
                        <span className="text-primary" data-testid="seen">
                          <CheckCheck size={15} aria-hidden />
                          <span className="visually-hidden">{t('thread.seen')}</span>
                        </span>
                      ) : (
                        <span data-testid="delivered">
                          <Check size={15} aria-hidden />
                          <span className="visually-hidden">{t('thread.sent')}</span>
                        </span>
                      ))}
                  </div>
                </li>
              </Fragment>
            );
          })}
        </ol>
      </div>
      <Form className="chat-composer" onSubmit={send}>
        <Form.Control
          ref={input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('thread.placeholder')}
          aria-label={t('thread.messageTo', { name: contact.displayName })}
          autoComplete="off"
          data-testid="message-input"
        />
        <Button
          type="submit"
          variant="primary"
          disabled={!text.trim()}
          aria-label={t('thread.send')}
          title={t('thread.send')}
        >
          <SendHorizontal size={18} aria-hidden className="chat-flip-rtl" />
        </Button>
      </Form>
    </>
  );
}
