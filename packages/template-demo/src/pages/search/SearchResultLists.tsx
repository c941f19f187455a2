import { iconByName } from '@vitrine/web/template/navbar/icons';
import { FileText, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchContact, SearchFile, SearchPage } from '../../mock/db/search';

/** Page results: each opens its page. */
export function PageResults({ pages }: { pages: SearchPage[] }) {
  return (
    <ul className="list-group list-group-flush" data-testid="search-pages">
      {pages.map((page) => {
        const Icon = iconByName(page.icon);
        return (
          <li
            key={page.id}
            className="list-group-item px-0 d-flex align-items-center gap-3"
            data-testid="search-result"
          >
            <span className="d-inline-flex p-2 rounded bg-primary-subtle text-primary-emphasis flex-shrink-0">
              <Icon size={18} aria-hidden />
            </span>
            <span className="text-break">
              <Link to={page.link} className="fw-semibold">
                {page.title}
              </Link>
              <span className="d-block small text-body-secondary">{page.link}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** File results: name, who shared it and its size. */
export function FileResults({ files }: { files: SearchFile[] }) {
  const { t } = useTranslation('templatePages');
  return (
    <ul className="list-group list-group-flush" data-testid="search-files">
      {files.map((file) => (
        <li
          key={file.title}
          className="list-group-item px-0 d-flex align-items-center gap-3"
          data-testid="search-result"
        >
          <span className="d-inline-flex p-2 rounded bg-info-subtle text-info-emphasis flex-shrink-0">
            <FileText size={18} aria-hidden />
          </span>
          <span className="text-break">
            <span className="fw-semibold d-block">{file.title}</span>
            <span className="small text-body-secondary">
              {t('search.fileBy', { name: file.by })} · {file.size}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

/** Contact results: name, a mail link and the date they were added. */
export function ContactResults({ contacts }: { contacts: SearchContact[] }) {
  const { t } = useTranslation('templatePages');
  return (
    <ul className="list-group list-group-flush" data-testid="search-contacts">
      {contacts.map((contact) => (
        <li
          key={contact.email}
          className="list-group-item px-0 d-flex align-items-center gap-3"
          data-testid="search-result"
        >
          <span
            className="vt-pages-avatar d-inline-flex align-items-center justify-content-center fw-semibold bg-success-subtle text-success-emphasis"
            style={{ width: 38, height: 38 }}
            aria-hidden
          >
            {initials(contact.title)}
          </span>
          <span className="flex-grow-1 text-break">
            <span className="fw-semibold d-block">{contact.title}</span>
            <a href={`mailto:${contact.email}`} className="small d-inline-flex align-items-center gap-1">
              <Mail size={14} aria-hidden />
              {contact.email}
            </a>
          </span>
          <span className="small text-body-secondary text-nowrap">{t('search.added', { date: contact.date })}</span>
        </li>
      ))}
    </ul>
  );
}
