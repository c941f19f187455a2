import { Paperclip, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Avatar } from './Avatar';
import { type Email, emailTags, type MailFilter, useSetStarredMutation } from './emailApi';
import { fullMailTime, shortMailTime } from './format';
import { MailActions } from './MailActions';

/** The star of a mail: toggles it; its name says what a press does. */
export function StarButton({ mail, className = '' }: { mail: Email; className?: string }) {
  const { t } = useTranslation('email');
  const [setStarred, { isLoading }] = useSetStarredMutation();
  const label = mail.isStarred ? t('actions.unstar') : t('actions.star');
  return (
    <Button
      variant="link"
      size="sm"
      className={`email-star p-1 ${mail.isStarred ? 'is-starred' : ''} ${className}`}
      aria-label={label}
      title={label}
      disabled={isLoading}
      onClick={() =>
        setStarred(mail.id)
          .unwrap()
          .catch(() => toast.error(t('actions.failed')))
      }
    >
      <Star size={18} aria-hidden fill={mail.isStarred ? 'currentColor' : 'none'} />
    </Button>
  );
}

export function LabelDots({ labels }: { labels: Email['labels'] }) {
  const { t } = useTranslation('email');
  if (!labels.length) return null;
  return (
    <span className="d-inline-flex gap-1 align-items-center">
      {emailTags
        .filter((tag) => labels.includes(tag.value))
        .map((tag) => (
          <span key={tag.value} className={`email-dot bg-${tag.color}`} title={t(`filters.${tag.value}`)} />
        ))}
      <span className="visually-hidden">
        {t('list.labels', { labels: labels.map((l) => t(`filters.${l}`)).join(', ') })}
      </span>
    </span>
  );
}

/** The mails of a filter: tick several for the bulk actions, star one, open one. */
export function MailList({
  filter,
  mails,
  q,
  onOpen,
}: {
  filter: MailFilter;
  mails: Email[];
  q: string;
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('email');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const selectAll = useRef<HTMLInputElement>(null);

  // Only mails still listed stay ticked (after a move, a search).
  const ticked = mails.filter((m) => selected.has(m.id));
  const all = mails.length > 0 && ticked.length === mails.length;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = ticked.length > 0 && !all;
  }, [ticked.length, all]);

  const toggle = (id: number) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <div className="email-toolbar border-bottom">
        <Form.Check
          id="email-select-all"
          ref={selectAll}
          checked={all}
          disabled={mails.length === 0}
          onChange={() => setSelected(all ? new Set() : new Set(mails.map((m) => m.id)))}
          label={<span className="visually-hidden">{t('list.selectAll')}</span>}
          className="mb-0"
        />
        <span className="small text-body-secondary me-auto" aria-live="polite">
          {ticked.length > 0 && t('list.selected', { count: ticked.length })}
        </span>
        <MailActions mails={ticked} filter={filter} onMoved={() => setSelected(new Set())} />
      </div>
      {mails.length === 0 ? (
        <p className="text-body-secondary text-center py-5 px-3 mb-0" data-testid="mail-empty">
          {q ? t('list.noMatch', { q }) : t('list.empty')}
        </p>
      ) : (
        <ul className="list-unstyled mb-0" data-testid="mail-list">
          {mails.map((mail) => (
            <li
              key={mail.id}
              className={`email-item${mail.unread ? ' is-unread' : ''}${selected.has(mail.id) ? ' is-selected' : ''}`}
              data-testid="mail-item"
            >
              <Form.Check
                id={`email-select-${mail.id}`}
                checked={selected.has(mail.id)}
                onChange={() => toggle(mail.id)}
                label={<span className="visually-hidden">{t('list.select', { subject: mail.subject })}</span>}
                className="mb-0"
              />
              <StarButton mail={mail} />
              <Link
                to={`?mail=${mail.id}`}
                className="email-item-link"
                onClick={(e) => {
                  e.preventDefault();
                  onOpen(mail.id);
                }}
              >
                <Avatar name={mail.sender_name} src={mail.img} />
                <span className="email-item-text">
                  <span className="email-item-sender">
                    {mail.unread && <span className="visually-hidden">{t('list.unread')} </span>}
                    <bdi>{mail.sender_name}</bdi>
                  </span>
                  <span className="email-item-line">
                    <bdi className="email-item-subject">{mail.subject || t('detail.noSubject')}</bdi>
                    <span className="text-body-secondary">
                      {' – '}
                      <bdi>{mail.message}</bdi>
                    </span>
                  </span>
                </span>
                <span className="email-item-meta">
                  <time
                    className="small text-body-secondary"
                    dateTime={mail.time}
                    title={fullMailTime(mail.time, i18n.language)}
                  >
                    {shortMailTime(mail.time, i18n.language)}
                  </time>
                  <span className="d-inline-flex align-items-center gap-1">
                    {mail.attachments.length > 0 && (
                      <>
                        <Paperclip size={14} className="text-body-secondary" aria-hidden />
                        <span className="visually-hidden">{t('list.hasAttachments')}</span>
                      </>
                    )}
                    <LabelDots labels={mail.labels} />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
