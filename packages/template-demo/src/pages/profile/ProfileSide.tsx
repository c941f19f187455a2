import { Calendar, Globe, Mail, MapPin, Phone, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { photos, profile, suggestions } from './profileData';

/** About: the bio and contact lines. */
export function AboutCard() {
  const { t } = useTranslation('templatePages');
  const lines = [
    { icon: Calendar, label: t('profile.joined'), value: profile.joined },
    { icon: MapPin, label: t('profile.location'), value: profile.location },
    { icon: Mail, label: t('profile.email'), value: profile.email, href: `mailto:${profile.email}` },
    { icon: Phone, label: t('profile.phone'), value: profile.phone, href: `tel:${profile.phone.replace(/\s/g, '')}` },
    { icon: Globe, label: t('profile.website'), value: profile.website },
  ];
  return (
    <section className="card mb-4" aria-labelledby="profile-about">
      <div className="card-body">
        <h2 id="profile-about" className="h5">
          {t('profile.about')}
        </h2>
        <p>{profile.bio}</p>
        <dl className="mb-0 d-grid gap-2">
          {lines.map(({ icon: Icon, label, value, href }) => (
            <div key={label} className="d-flex align-items-start gap-2">
              <Icon size={16} className="text-body-secondary mt-1 flex-shrink-0" aria-hidden />
              <dt className="visually-hidden">{label}</dt>
              <dd className="mb-0 text-break">{href ? <a href={href}>{value}</a> : value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** The latest photos, three to a row. */
export function PhotosCard() {
  const { t } = useTranslation('templatePages');
  return (
    <section className="card mb-4" aria-labelledby="profile-photos">
      <div className="card-body">
        <h2 id="profile-photos" className="h5">
          {t('profile.photos')}
        </h2>
        <ul className="row g-2 list-unstyled mb-0">
          {photos.map((photo) => (
            <li key={photo.src} className="col-4">
              <img src={photo.src} alt={photo.alt} className="vt-profile-photo rounded w-100" loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** People to connect with: Connect asks, pressing again withdraws the request. */
export function SuggestionsCard() {
  const { t } = useTranslation('templatePages');
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setRequested((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section className="card mb-4" aria-labelledby="profile-suggestions">
      <div className="card-body">
        <h2 id="profile-suggestions" className="h5">
          {t('profile.suggestions')}
        </h2>
        <ul className="list-unstyled mb-0 d-grid gap-3">
          {suggestions.map((person) => {
            const asked = requested.has(person.id);
            return (
              <li key={person.id} className="d-flex align-items-center gap-2" data-testid="profile-suggestion">
                <img src={person.avatar} alt="" width={40} height={40} className="vt-pages-avatar" />
                <span className="flex-grow-1 min-w-0">
                  <span className="d-block fw-semibold text-truncate">{person.name}</span>
                  <span className="d-block small text-body-secondary text-truncate">{person.role}</span>
                </span>
                <Button
                  variant={asked ? 'primary' : 'outline-primary'}
                  size="sm"
                  className="d-inline-flex align-items-center gap-1 flex-shrink-0"
                  aria-pressed={asked}
                  aria-label={t('profile.connectWith', { name: person.name })}
                  onClick={() => toggle(person.id)}
                >
                  {asked ? <UserCheck size={14} aria-hidden /> : <UserPlus size={14} aria-hidden />}
                  <span aria-hidden>{asked ? t('profile.requested') : t('profile.connect')}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
