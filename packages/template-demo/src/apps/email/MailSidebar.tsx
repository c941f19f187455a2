import { NavLink } from '@vitrine/web/routing/NavLink';
import { FilePen, Inbox, type LucideIcon, Send, ShieldAlert, Star, Trash2 } from 'lucide-react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { type EmailsMeta, emailTags, type MailFilter } from './emailApi';

const folders: { filter: MailFilter; icon: LucideIcon; count?: keyof EmailsMeta; bg?: string }[] = [
  { filter: 'inbox', icon: Inbox, count: 'inbox', bg: 'primary' },
  { filter: 'sent', icon: Send },
  { filter: 'draft', icon: FilePen, count: 'draft', bg: 'warning' },
  { filter: 'starred', icon: Star },
  { filter: 'spam', icon: ShieldAlert, count: 'spam', bg: 'danger' },
  { filter: 'trash', icon: Trash2 },
];

/** The folders (with the unread inbox, draft and unread spam counts) and the labels. */
export function MailSidebar({
  filter,
  meta,
  onNavigate,
}: {
  filter: MailFilter;
  meta: EmailsMeta | undefined;
  /** A folder or label was clicked (before the router draws it). */
  onNavigate: (to: MailFilter) => void;
}) {
  const { t } = useTranslation('email');
  const linkClass = (active: boolean) => `email-nav-link${active ? ' active' : ''}`;
  return (
    <>
      <nav aria-label={t('sidebar.folders')}>
        <ul className="list-unstyled mb-4">
          {folders.map(({ filter: f, icon: Icon, count, bg }) => {
            const n = count && meta ? meta[count] : 0;
            return (
              <li key={f}>
                <NavLink to={`/email/${f}`} className={() => linkClass(f === filter)} onClick={() => onNavigate(f)} end>
                  <Icon size={18} aria-hidden />
                  <span className="flex-grow-1">{t(`filters.${f}`)}</span>
                  {n > 0 && (
                    <Badge pill bg={bg} text={bg === 'warning' ? 'dark' : undefined} data-testid={`count-${f}`}>
                      {n}
                      <span className="visually-hidden"> {t(f === 'draft' ? 'sidebar.drafts' : 'sidebar.unread')}</span>
                    </Badge>
                  )}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-labelledby="email-labels-heading">
        <h2 id="email-labels-heading" className="email-nav-heading">
          {t('sidebar.labels')}
        </h2>
        <ul className="list-unstyled mb-0">
          {emailTags.map((tag) => (
            <li key={tag.value}>
              <NavLink
                to={`/email/${tag.value}`}
                className={() => linkClass(tag.value === filter)}
                onClick={() => onNavigate(tag.value)}
                end
              >
                <span className={`email-dot bg-${tag.color}`} aria-hidden />
                <span className="flex-grow-1">{t(`filters.${tag.value}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
