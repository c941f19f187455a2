import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactStatus } from './chatApi';

const tones = ['primary', 'success', 'info', 'warning', 'danger', 'secondary'] as const;

/** The colour of a status: online success, away warning, busy (do not disturb) danger, offline secondary. */
export const statusTone: Record<ContactStatus, string> = {
  online: 'success',
  away: 'warning',
  busy: 'danger',
  offline: 'secondary',
};

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase())
    .join('');

/**
 * A person's picture (their initials until, or unless, it loads) with a dot in the colour of their
 * status; the status is also said in words, for screen readers.
 */
export function StatusAvatar({
  name,
  src,
  status,
  size = 40,
}: {
  name: string;
  src?: string;
  status?: ContactStatus;
  size?: number;
}) {
  const { t } = useTranslation('chat');
  const [loaded, setLoaded] = useState(false);
  const tone = tones[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % tones.length];
  return (
    <span className="chat-avatar-wrap">
      <span
        className={`chat-avatar bg-${tone}-subtle text-${tone}-emphasis`}
        style={{ width: size, height: size, fontSize: size * 0.38 }}
        aria-hidden="true"
      >
        {!loaded && initialsOf(name)}
        {src && (
          <img src={src} alt="" hidden={!loaded} onLoad={() => setLoaded(true)} onError={() => setLoaded(false)} />
        )}
      </span>
      {status && (
        <>
          <span className={`chat-status-dot bg-${statusTone[status]}`} data-status={status} aria-hidden="true" />
          <span className="visually-hidden">{t(`status.${status}`)}</span>
        </>
      )}
    </span>
  );
}
