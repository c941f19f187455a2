import { Check, FolderInput, Mail, MailOpen, Tag } from 'lucide-react';
import { Button, Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  type Email,
  type EmailLabel,
  emailTags,
  type MailFilter,
  type MailFolder,
  mailFolders,
  useMarkUnreadMutation,
  useMoveMailsMutation,
  useSetLabelsMutation,
} from './emailApi';

/**
 * Move to a folder, mark read or unread, toggle a label: for the mails ticked in the list, or the
 * one open. `onDone` runs after a move (the mails leave this view) and after marking unread.
 */
export function MailActions({
  mails,
  filter,
  onMoved,
  onMarked,
  showRead = true,
}: {
  mails: Email[];
  filter: MailFilter;
  onMoved?: () => void;
  onMarked?: (unread: boolean) => void;
  showRead?: boolean;
}) {
  const { t } = useTranslation('email');
  const [moveMails] = useMoveMailsMutation();
  const [markUnread] = useMarkUnreadMutation();
  const [setLabels] = useSetLabelsMutation();
  const ids = mails.map((m) => m.id);
  const none = ids.length === 0;
  const failed = () => toast.error(t('actions.failed'));

  const move = async (mailFolder: MailFolder) => {
    try {
      await moveMails({ selectedEmails: ids, mailFolder }).unwrap();
      toast.success(t('actions.moved', { count: ids.length, folder: t(`filters.${mailFolder}`) }));
      onMoved?.();
    } catch {
      failed();
    }
  };
  const mark = async (unreadFlag: boolean) => {
    try {
      await markUnread({ emailIds: ids, unreadFlag }).unwrap();
      toast.success(t(unreadFlag ? 'actions.markedUnread' : 'actions.markedRead', { count: ids.length }));
      onMarked?.(unreadFlag);
    } catch {
      failed();
    }
  };
  const toggleLabel = async (label: EmailLabel) => {
    try {
      await setLabels({ emailIds: ids, label }).unwrap();
      toast.success(t('actions.labelled', { label: t(`filters.${label}`) }));
    } catch {
      failed();
    }
  };
  const allHave = (label: EmailLabel) => !none && mails.every((m) => m.labels.includes(label));

  return (
    <div className="d-flex flex-wrap align-items-center gap-1">
      <Dropdown>
        <Dropdown.Toggle
          variant="outline-secondary"
          size="sm"
          disabled={none}
          aria-label={t('actions.moveTo')}
          title={t('actions.moveTo')}
          data-testid="move-to"
        >
          <FolderInput size={16} aria-hidden />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Header as="span">{t('actions.moveTo')}</Dropdown.Header>
          {mailFolders
            .filter((f) => f !== filter)
            .map((f) => (
              <Dropdown.Item as="button" key={f} onClick={() => move(f)}>
                {t(`filters.${f}`)}
              </Dropdown.Item>
            ))}
        </Dropdown.Menu>
      </Dropdown>
      {showRead && (
        <Button
          variant="outline-secondary"
          size="sm"
          disabled={none}
          onClick={() => mark(false)}
          aria-label={t('actions.markRead')}
          title={t('actions.markRead')}
        >
          <MailOpen size={16} aria-hidden />
        </Button>
      )}
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={none}
        onClick={() => mark(true)}
        aria-label={t('actions.markUnread')}
        title={t('actions.markUnread')}
      >
        <Mail size={16} aria-hidden />
      </Button>
      <Dropdown>
        <Dropdown.Toggle
          variant="outline-secondary"
          size="sm"
          disabled={none}
          aria-label={t('actions.labels')}
          title={t('actions.labels')}
          data-testid="labels-menu"
        >
          <Tag size={16} aria-hidden />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <Dropdown.Header as="span">{t('actions.toggleLabel')}</Dropdown.Header>
          {emailTags.map((tag) => (
            <Dropdown.Item
              as="button"
              key={tag.value}
              onClick={() => toggleLabel(tag.value)}
              className="d-flex align-items-center gap-2"
            >
              <span className={`email-dot bg-${tag.color}`} aria-hidden />
              <span className="flex-grow-1">{t(`filters.${tag.value}`)}</span>
              {allHave(tag.value) && (
                <>
                  <Check size={16} aria-hidden />
                  <span className="visually-hidden">{t('actions.applied')}</span>
                </>
              )}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    </div>
  );
}
