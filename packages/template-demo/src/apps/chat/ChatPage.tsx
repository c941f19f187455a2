import { LoadError, Loading } from '@vitrine/web/components/ui';
import { MessagesSquare, Search } from 'lucide-react';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DemoPageHeader } from '../shared/DemoPageHeader';
import { ContactList } from './ContactList';
import { useGetChatContactsQuery, useGetChatsQuery } from './chatApi';
import { ProfilePanel } from './ProfilePanel';
import { StatusAvatar } from './StatusAvatar';
import { Thread } from './Thread';
import './chat.scss';

/** /chat — the Chat demo app. */
export default function ChatPage() {
  // No Suspense of its own: the menu click is a transition, so the previous page stays on screen
  // while the strings load (a new boundary would show a spinner and hold the page back 300 ms).
  return <ChatApp />;
}

function ChatApp() {
  // The account namespace too (loading and error texts), so the page suspends once only.
  const { t } = useTranslation(['chat', 'account']);
  const [params, setParams] = useSearchParams();
  const contactId = Number(params.get('contact')) || null;
  const [search, setSearch] = useState('');
  const [panel, setPanel] = useState<'contact' | 'me' | null>(null);
  const chats = useGetChatsQuery();
  const list = useGetChatContactsQuery();

  const open = (uid: number | null) => {
    const next = new URLSearchParams(params);
    if (uid) next.set('contact', String(uid));
    else next.delete('contact');
    setParams(next);
  };

  const failed = (chats.isError && !chats.data) || (list.isError && !list.data);
  const ready = chats.data && list.data;
  const me = chats.data?.profileUser;
  const contact = chats.data?.contacts.find((c) => c.uid === contactId);

  return (
    <div className="chat-page vt-demo-app">
      <DemoPageHeader title={t('title')} />
      {failed && (
        <LoadError
          onRetry={() => {
            chats.refetch();
            list.refetch();
          }}
        />
      )}
      {!failed && !ready && <Loading />}
      {ready && me && (
        <div className={`chat-app card${contact ? ' is-thread-open' : ''}`}>
          <aside className="chat-sidebar" aria-label={t('list.label')}>
            <div className="chat-sidebar-head">
              <button
                type="button"
                className="chat-me"
                onClick={() => setPanel('me')}
                aria-label={t('profile.mine', { name: me.fullName })}
                title={t('profile.mine', { name: me.fullName })}
              >
                <StatusAvatar name={me.fullName} src={me.avatar} status={me.status} size={36} />
              </button>
              <div className="chat-search">
                <Search size={16} className="chat-search-icon text-body-secondary" aria-hidden />
                <Form.Control
                  type="search"
                  size="sm"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  placeholder={t('list.searchPlaceholder')}
                  aria-label={t('list.search')}
                  data-testid="contact-search"
                />
              </div>
            </div>
            <div className="chat-lists">
              <ContactList
                chats={list.data ?? []}
                contacts={chats.data?.contacts ?? []}
                search={search}
                activeId={contact?.uid ?? null}
                onOpen={open}
              />
            </div>
          </aside>
          <section className="chat-thread" aria-label={t('thread.label')}>
            {contact ? (
              <Thread
                key={contact.uid}
                contact={contact}
                chat={chats.data?.chats[contact.uid]}
                onBack={() => open(null)}
                onProfile={() => setPanel('contact')}
              />
            ) : (
              <div className="chat-welcome">
                <MessagesSquare size={48} className="text-body-secondary" aria-hidden />
                <p className="mb-0 text-body-secondary">{t('thread.pick')}</p>
              </div>
            )}
          </section>
        </div>
      )}
      <ProfilePanel
        show={panel === 'contact'}
        onHide={() => setPanel(null)}
        placement="end"
        title={t('profile.contactTitle')}
        person={
          contact
            ? { name: contact.displayName, photo: contact.photoURL, status: contact.status, about: contact.about }
            : null
        }
      />
      <ProfilePanel
        show={panel === 'me'}
        onHide={() => setPanel(null)}
        placement="start"
        title={t('profile.myTitle')}
        person={me ? { name: me.fullName, photo: me.avatar, status: me.status, about: me.about } : null}
      />
    </div>
  );
}
