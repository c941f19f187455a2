import { ArrowLeft, Paperclip } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge, Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Avatar } from './Avatar';
import { type Email, emailTags, type MailFilter, useMarkUnreadMutation } from './emailApi';
import { fullMailTime } from './format';
import { MailActions } from './MailActions';
import { StarButton } from './MailList';

/** One message of a thread: who wrote it to whom (cc, bcc), when, the text and the attachments' names. */
function Message({ mail, latest }: { mail: Email; latest: boolean }) {
  const { t, i18n } = useTranslation('email');
  const line = (label: string, value: string) => (
    <div className="d-flex gap-2">
      <dt className="fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-0 text-break">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
  return (
    <Card as="article" className={`email-message${latest ? ' border-primary-subtle' : ''}`} data-testid="mail-message">
      <Card.Header className="d-flex flex-wrap align-items-start gap-2 bg-transparent">
        <Avatar name={mail.sender_name} src={mail.img} />
        <div className="email-message-who">
          <h3 className="h6 mb-0">
            <bdi>{mail.sender_name}</bdi>{' '}
            <span className="fw-normal text-body-secondary small text-break">
              <bdi>&lt;{mail.sender}&gt;</bdi>
            </span>
          </h3>
          <dl className="small mb-0">
            {line(t('detail.to'), mail.to.map((a) => `${a.name} <${a.email}>`).join(', '))}
            {mail.cc.length > 0 && line(t('detail.cc'), mail.cc.join(', '))}
            {mail.bcc.length > 0 && line(t('detail.bcc'), mail.bcc.join(', '))}
          </dl>
        </div>
        <time className="small text-body-secondary" dateTime={mail.time}>
          {fullMailTime(mail.time, i18n.language)}
        </time>
      </Card.Header>
      <Card.Body>
        <p className="mb-0 email-message-text" dir="auto">
          {mail.message}
        </p>
      </Card.Body>
      {mail.attachments.length > 0 && (
        <Card.Footer className="bg-transparent">
          <h4 className="small fw-semibold mb-2">{t('detail.attachments', { count: mail.attachments.length })}</h4>
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" data-testid="attachments">
            {mail.attachments.map((file) => (
              <li key={file} className="email-attachment">
                <Paperclip size={14} aria-hidden />
                {file}
              </li>
            ))}
          </ul>
        </Card.Footer>
      )}
    </Card>
  );
}

/** An open mail with its thread (the replies, oldest first, then the mail); opening it marks it read. */
export function MailDetail({
  mail,
  filter,
  onClose,
}: {
  mail: Email | undefined;
  filter: MailFilter;
  onClose: () => void;
}) {
  const { t } = useTranslation('email');
  const [markUnread] = useMarkUnreadMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const mailId = mail?.id;
  const unread = mail?.unread;

  useEffect(() => {
    heading.current?.focus();
  }, []);
  // Marks it read once, when it opens (marking it unread again here goes back to the list).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another mail opens
  useEffect(() => {
    if (mailId && unread) markUnread({ emailIds: [mailId], unreadFlag: false });
  }, [mailId]);

  const back = (
    <Button
      variant="link"
      className="p-1 text-body"
      onClick={onClose}
      aria-label={t('detail.back')}
      title={t('detail.back')}
    >
      <ArrowLeft size={20} aria-hidden className="email-flip-rtl" />
    </Button>
  );

  if (!mail) {
    return (
      <div className="p-3">
        <div className="d-flex align-items-center gap-2">
          {back}
          <h2 className="h5 mb-0" ref={heading} tabIndex={-1}>
            {t('detail.gone')}
          </h2>
        </div>
      </div>
    );
  }

  const thread = [...mail.replies, mail].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  return (
    <div data-testid="mail-detail">
      <div className="email-toolbar border-bottom">
        {back}
        <div className="me-auto" />
        <StarButton mail={mail} />
        <MailActions
          mails={[mail]}
          filter={filter}
          showRead={false}
          onMoved={onClose}
          onMarked={(nowUnread) => nowUnread && onClose()}
        />
      </div>
      <div className="p-3">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 className="h4 mb-0 text-break" ref={heading} tabIndex={-1}>
            <bdi>{mail.subject || t('detail.noSubject')}</bdi>
          </h2>
          {emailTags
            .filter((tag) => mail.labels.includes(tag.value))
            .map((tag) => (
              <Badge key={tag.value} bg={`${tag.color}-subtle`} text={`${tag.color}-emphasis` as 'dark'} pill>
                {t(`filters.${tag.value}`)}
              </Badge>
            ))}
        </div>
        <div className="d-flex flex-column gap-3">
          {thread.map((m) => (
            <Message key={m.id} mail={m} latest={m.id === mail.id} />
          ))}
        </div>
      </div>
    </div>
  );
}
