import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ShowcasePage } from '../../ui/shared/ShowcasePage';
import { PostsFeed } from './PostsFeed';
import { AboutCard, PhotosCard, SuggestionsCard } from './ProfileSide';
import { profile } from './profileData';
import '../shared/pages.scss';
import './profile.scss';

/**
 * The template's profile page: a cover with the avatar, name and role, then about, latest photos
 * and suggestions beside a feed of posts (likes, "Load more"). Demo content on the page itself.
 */
export default function ProfilePage() {
  const { t, i18n } = useTranslation('templatePages');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ShowcasePage pageId="profile" description={t('profile.description')}>
      <section className="card mb-4 overflow-hidden" aria-label={t('profile.headerLabel')}>
        <div className="vt-profile-cover" aria-hidden />
        <div className="card-body pt-0 d-flex flex-wrap align-items-end gap-3">
          <img src={profile.avatar} alt="" width={112} height={112} className="vt-pages-avatar vt-profile-avatar" />
          <div className="flex-grow-1 pt-2">
            <h2 className="h4 mb-0">{profile.name}</h2>
            <p className="text-body-secondary mb-0 d-flex flex-wrap gap-2 align-items-center">
              <span>{profile.role}</span>
              <span className="d-inline-flex align-items-center gap-1">
                <MapPin size={14} aria-hidden />
                {profile.location}
              </span>
            </p>
          </div>
          <dl className="d-flex gap-4 mb-0 text-center">
            {(
              [
                ['followers', profile.followers],
                ['following', profile.following],
              ] as const
            ).map(([key, value]) => (
              // The figure shows above its label; in the markup the label (dt) comes first.
              <div key={key} className="d-flex flex-column-reverse">
                <dt className="small text-body-secondary fw-normal">{t(`profile.${key}`)}</dt>
                <dd className="h5 mb-0">{number.format(value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <div className="row g-4">
        <div className="col-lg-4 order-2 order-lg-1">
          <AboutCard />
          <PhotosCard />
          <SuggestionsCard />
        </div>
        <div className="col-lg-8 order-1 order-lg-2">
          <PostsFeed />
        </div>
      </div>
    </ShowcasePage>
  );
}
