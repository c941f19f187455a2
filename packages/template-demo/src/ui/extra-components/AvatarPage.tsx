import { Building2, Camera, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { Avatar, type AvatarStatus } from './Avatar';
import './extra.scss';

const people = [
  { name: 'Olivia Martin', avatar: 1 },
  { name: 'Liam Johnson', avatar: 2 },
  { name: 'Emma Brown', avatar: 3 },
  { name: 'Noah Davis', avatar: 4 },
  { name: 'Ava Wilson', avatar: 5 },
  { name: 'Lucas Moore', avatar: 6 },
  { name: 'Mia Taylor', avatar: 7 },
  { name: 'Ethan Clark', avatar: 8 },
];

const initials = [
  { name: 'Peter Parker', initials: 'PP', colour: 'primary' },
  { name: 'Sarah Connor', initials: 'SC', colour: 'success' },
  { name: 'Diana Prince', initials: 'DP', colour: 'danger' },
  { name: 'Bruce Wayne', initials: 'BW', colour: 'warning' },
  { name: 'Tony Stark', initials: 'TS', colour: 'info' },
];

const sizes = [24, 32, 40, 56, 72];
const statuses: AvatarStatus[] = ['online', 'away', 'busy', 'offline'];

/** The group shows the first `max` avatars and a "+N" for the rest, which names them all. */
function AvatarGroup({ max }: { max: number }) {
  const { t } = useTranslation('uiElements');
  const rest = people.slice(max);
  return (
    <div className="vt-avatar-group" role="group" aria-label={t('avatar.groupLabel', { count: people.length })}>
      {people.slice(0, max).map((p) => (
        <Avatar key={p.name} name={p.name} src={`/assets/demo/avatars/${p.avatar}.svg`} />
      ))}
      {rest.length > 0 && (
        <Avatar
          name={t('avatar.more', { names: rest.map((p) => p.name).join(', ') })}
          initials={`+${rest.length}`}
          colour="secondary"
        />
      )}
    </div>
  );
}

/** Avatars: pictures, initials, icons, sizes, status dots and groups with "+N". */
export default function AvatarPage() {
  const { t } = useTranslation('uiElements');
  return (
    <ShowcasePage pageId="extraAvatar" description={t('avatar.description')}>
      <ExampleGrid>
        <Example title={t('avatar.images')}>
          <div className="d-flex flex-wrap gap-3">
            {people.slice(0, 5).map((p, i) => (
              <Avatar key={p.name} name={p.name} src={`/assets/demo/avatars/${p.avatar}.svg`} rounded={i === 4} />
            ))}
          </div>
        </Example>
        <Example title={t('avatar.initials')}>
          <div className="d-flex flex-wrap gap-3">
            {initials.map((p) => (
              <Avatar key={p.name} {...p} />
            ))}
          </div>
        </Example>
        <Example title={t('avatar.icons')}>
          <div className="d-flex flex-wrap gap-3">
            <Avatar name={t('avatar.iconUser')} icon={<User size={20} aria-hidden />} />
            <Avatar name={t('avatar.iconCompany')} icon={<Building2 size={20} aria-hidden />} colour="success" />
            <Avatar name={t('avatar.iconCamera')} icon={<Camera size={20} aria-hidden />} colour="danger" rounded />
          </div>
        </Example>
        <Example title={t('avatar.sizes')}>
          <div className="d-flex flex-wrap align-items-center gap-3">
            {sizes.map((size) => (
              <Avatar key={size} name={`${people[1].name}, ${size}px`} src="/assets/demo/avatars/2.svg" size={size} />
            ))}
          </div>
          <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
            {sizes.map((size) => (
              <Avatar key={size} name={`${initials[0].name}, ${size}px`} initials="PP" size={size} />
            ))}
          </div>
        </Example>
        <Example title={t('avatar.statuses')}>
          <div className="d-flex flex-wrap gap-3">
            {statuses.map((s, i) => (
              <Avatar
                key={s}
                name={people[i + 2].name}
                src={`/assets/demo/avatars/${people[i + 2].avatar}.svg`}
                status={s}
                size={48}
              />
            ))}
          </div>
        </Example>
        <Example title={t('avatar.groups')}>
          <div className="d-grid gap-3">
            <AvatarGroup max={4} />
            <AvatarGroup max={6} />
          </div>
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
