import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AvatarStatus = 'online' | 'away' | 'busy' | 'offline';

const statusColour: Record<AvatarStatus, string> = {
  online: 'success',
  away: 'warning',
  busy: 'danger',
  offline: 'secondary',
};

/**
 * An avatar: a picture, initials or an icon in a circle (or rounded square), any size, with an
 * optional status dot. `name` is the accessible name; the status is spoken with it.
 */
export function Avatar({
  name,
  src,
  initials,
  icon,
  colour = 'primary',
  size = 40,
  rounded = false,
  status,
}: {
  name: string;
  src?: string;
  initials?: string;
  icon?: ReactNode;
  colour?: string;
  size?: number;
  rounded?: boolean;
  status?: AvatarStatus;
}) {
  const { t } = useTranslation('uiElements');
  const label = status ? `${name} (${t(`avatar.status.${status}`)})` : name;
  const tint = src ? '' : `bg-${colour}-subtle text-${colour}-emphasis`;
  return (
    <span
      className={`vt-avatar ${rounded ? 'vt-avatar-rounded' : ''} ${tint}`}
      style={{ '--vt-avatar-size': `${size}px` } as CSSProperties}
      role="img"
      aria-label={label}
      title={label}
    >
      {src ? <img src={src} alt="" /> : (initials ?? icon)}
      {status && <span className={`vt-avatar-status bg-${statusColour[status]}`} />}
    </span>
  );
}
