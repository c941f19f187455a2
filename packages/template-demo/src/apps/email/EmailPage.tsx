import { LoadError, Loading } from '@vitrine/web/components/ui';
import { Menu, PenSquare, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Form, Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { DemoPageHeader } from '../shared/DemoPageHeader';
import { ComposeMail } from './ComposeMail';
import { emailLabels, type MailFilter, mailFolders, useGetMailsQuery } from './emailApi';
import { MailDetail } from './MailDetail';
import { MailList } from './MailList';
import { MailSidebar } from './MailSidebar';
import './email.scss';

const filters: readonly string[] = [...mailFolders, 'starred', ...emailLabels];
const isFilter = (value: string | undefined): value is MailFilter => filters.includes(value ?? '');

/** /email/:filter — the mailbox of the Email demo app; an unknown filter goes to the inbox. */
export default function EmailPage() {
  const { filter } = useParams();
  if (!isFilter(filter)) return <Navigate replace to="/email/inbox" />;
  // No Suspense of its own: the menu click is a transition, so the previous page stays on screen
  // while the strings load (a new boundary would show a spinner and hold the page back 300 ms).
  return <Mailbox filter={filter} />;
}

/** The search text as the list asks for it: the field's text once typing pauses. */
function useDebounced(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Mailbox({ filter }: { filter: MailFilter }) {
  // The account namespace too (loading and error texts), so the page suspends once only.
  const { t } = useTranslation(['email', 'account']);
  const [params, setParams] = useSearchParams();
  const mailId = Number(params.get('mail')) || null;
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [composing, setComposing] = useState(false);
  const query = useGetMailsQuery({ filter, q });
  const mails = query.currentData?.emails;

  // Another folder starts with an empty search, emptied when its link is clicked: on a slow phone
  // the folder is drawn a moment later, and what was typed meanwhile is a search of that folder.
  // A folder reached otherwise (Back, a link) is emptied when it is drawn.
  const clearedFor = useRef<MailFilter | null>(null);
  const chooseFolder = (to: MailFilter) => {
    setSidebarOpen(false);
    setSearch('');
    clearedFor.current = to;
  };
  useEffect(() => {
    if (clearedFor.current !== filter) setSearch('');
    clearedFor.current = null;
  }, [filter]);

  const openMail = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('mail', String(id));
    else next.delete('mail');
    setParams(next);
  };
  const openMailObject = mailId ? mails?.find((m) => m.id === mailId) : undefined;

  return (
    <div className="email-page vt-demo-app">
      <DemoPageHeader
        title={t('title')}
        actions={
          <Button variant="outline-primary" size="sm" className="d-lg-none" onClick={() => setSidebarOpen(true)}>
            <Menu size={16} className="me-1" aria-hidden />
            {t('sidebar.open')}
          </Button>
        }
      />
      <div className="email-app card">
        <Offcanvas
          responsive="lg"
          show={sidebarOpen}
          onHide={() => setSidebarOpen(false)}
          placement="start"
          className="email-sidebar"
          aria-labelledby="email-sidebar-title"
        >
          <Offcanvas.Header closeButton closeLabel={t('close', { ns: 'common' })} className="d-lg-none">
            <Offcanvas.Title id="email-sidebar-title" as="h2" className="h5">
              {t('sidebar.title')}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="flex-column">
            <Button
              variant="primary"
              className="w-100 mb-3"
              onClick={() => {
                setSidebarOpen(false);
                setComposing(true);
              }}
              data-testid="compose"
            >
              <PenSquare size={16} className="me-2" aria-hidden />
              {t('compose.open')}
            </Button>
            <MailSidebar filter={filter} meta={query.data?.emailsMeta} onNavigate={chooseFolder} />
          </Offcanvas.Body>
        </Offcanvas>
        <section className="email-main" aria-label={t(`filters.${filter}`)}>
          {!mailId && (
            <div className="email-search border-bottom">
              <Search size={16} className="email-search-icon text-body-secondary" aria-hidden />
              <Form.Control
                type="search"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('list.searchPlaceholder')}
                aria-label={t('list.search')}
                className="border-0 shadow-none bg-transparent"
                data-testid="mail-search"
              />
            </div>
          )}
          {query.isError && !mails && (
            <div className="p-3">
              <LoadError onRetry={() => query.refetch()} />
            </div>
          )}
          {!query.isError && !mails && <Loading />}
          {mails && mailId && (
            <MailDetail key={mailId} mail={openMailObject} filter={filter} onClose={() => openMail(null)} />
          )}
          {mails && !mailId && <MailList key={filter} filter={filter} mails={mails} q={q} onOpen={openMail} />}
        </section>
      </div>
      <ComposeMail show={composing} onClose={() => setComposing(false)} />
    </div>
  );
}
