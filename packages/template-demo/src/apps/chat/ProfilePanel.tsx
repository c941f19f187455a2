import { Offcanvas } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ContactStatus } from './chatApi';
import { StatusAvatar, statusTone } from './StatusAvatar';

/** A person's profile in a side panel: picture, name, status in colour and words, about. */
export function ProfilePanel({
  show,
  onHide,
  placement,
  title,
  person,
}: {
  show: boolean;
  onHide: () => void;
  placement: 'start' | 'end';
  title: string;
  person: { name: string; photo: string; status: ContactStatus; about: string } | null;
}) {
  const { t } = useTranslation(['chat', 'common']);
  const id = `chat-profile-${placement}`;
  return (
    <Offcanvas show={show && Boolean(person)} onHide={onHide} placement={placement} aria-labelledby={id}>
      <Offcanvas.Header closeButton closeLabel={t('close', { ns: 'common' })}>
        <Offcanvas.Title id={id} as="h2" className="h5">
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      {person && (
        <Offcanvas.Body data-testid={`profile-${placement}`}>
          <div className="text-center mb-4">
            <StatusAvatar name={person.name} src={person.photo} size={96} />
            <h3 className="h4 mt-3 mb-1">{person.name}</h3>
            <span className="d-inline-flex align-items-center gap-2">
              <span className={`chat-status-dot chat-status-inline bg-${statusTone[person.status]}`} aria-hidden />
              {t(`status.${person.status}`)}
            </span>
          </div>
          <h4 className="chat-list-heading px-0">{t('profile.about')}</h4>
          <p>{person.about || t('profile.noAbout')}</p>
          <h4 className="chat-list-heading px-0">{t('profile.status')}</h4>
          <p className="mb-0">{t(`status.${person.status}`)}</p>
        </Offcanvas.Body>
      )}
    </Offcanvas>
  );
}
