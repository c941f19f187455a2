import './users.scss';
import { Loading } from '@vitrine/web/components/ui';
import { ArrowLeft, AtSign, BadgeCheck, Code, Globe, MessageSquare, Pencil, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, Card, Col, Row } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoPageHeader } from '../shared/DemoPageHeader';
import { type User, useGetUserQuery } from './usersApi';
import { PermissionsMatrix, UserAvatar, UserLoadProblem, UserStatusBadge, useUserId } from './userUi';

/** A yyyy-mm-dd date in the reader's language (the date itself, no time zone shift). */
export function formatDob(dob: string, language: string): string {
  const date = new Date(`${dob}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? dob
    : new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const socialIcons: Record<keyof User['social_links'], typeof Globe> = {
  twitter: AtSign,
  facebook: Globe,
  instagram: Globe,
  github: Code,
  codepen: Code,
  slack: MessageSquare,
};

function Fact({
  term,
  children,
  stacked = false,
}: {
  term: string;
  children: ReactNode;
  /** Term above value (the narrow profile card). */
  stacked?: boolean;
}) {
  return (
    <>
      <dt className={stacked ? 'col-12' : 'col-sm-4'}>{term}</dt>
      <dd className={stacked ? 'col-12' : 'col-sm-8'}>{children || <span className="text-body-secondary">—</span>}</dd>
    </>
  );
}

/** One user: profile card, information, social links and their permissions (read only). */
export default function UserViewPage() {
  const { t, i18n } = useTranslation('users');
  const id = useUserId();
  const { data: user, error, isLoading, refetch } = useGetUserQuery(id);

  const address = user
    ? [
        user.location.add_line_1,
        user.location.add_line_2,
        `${user.location.post_code} ${user.location.city}`.trim(),
        user.location.state,
        user.location.country,
      ].filter(Boolean)
    : [];

  return (
    <div className="vt-app-page vt-demo-app">
      <DemoPageHeader
        title={t('view.title')}
        actions={
          <>
            <Link to="/app/user/list" className="btn btn-outline-secondary btn-sm">
              <ArrowLeft size={14} className="me-1 vt-flip-rtl" aria-hidden />
              {t('backToList')}
            </Link>
            {user && (
              <Link to={`/app/user/edit/${user.id}`} className="btn btn-primary btn-sm" data-testid="edit-user">
                <Pencil size={14} className="me-1" aria-hidden />
                {t('view.edit')}
              </Link>
            )}
          </>
        }
      />
      {isLoading && <Loading />}
      {error && !isLoading && <UserLoadProblem error={error} onRetry={refetch} />}
      {user && (
        <Row className="g-4">
          <Col xl={4}>
            <Card className="h-100">
              <Card.Body className="text-center">
                <UserAvatar user={user} size={96} />
                <h2 className="h4 mt-3 mb-1" data-testid="user-name">
                  {user.name}
                </h2>
                <p className="text-body-secondary mb-3">@{user.username}</p>
                <div className="d-flex flex-wrap justify-content-center gap-2 mb-3">
                  <Badge bg="" pill className="bg-primary-subtle text-primary-emphasis border border-primary-subtle">
                    {t(`roles.${user.role}`)}
                  </Badge>
                  <UserStatusBadge status={user.status} />
                  {user.is_verified && (
                    <Badge
                      bg=""
                      pill
                      className="bg-info-subtle text-info-emphasis border border-info-subtle d-inline-flex align-items-center gap-1"
                    >
                      <BadgeCheck size={12} aria-hidden />
                      {t('fields.verified')}
                    </Badge>
                  )}
                </div>
                <dl className="row text-start small mb-0 vt-user-facts">
                  <Fact stacked term={t('fields.department')}>
                    {t(`departments.${user.department}`)}
                  </Fact>
                  <Fact stacked term={t('fields.company')}>
                    {user.company}
                  </Fact>
                  <Fact stacked term={t('fields.email')}>
                    <a href={`mailto:${user.email}`}>{user.email}</a>
                  </Fact>
                </dl>
              </Card.Body>
            </Card>
          </Col>
          <Col xl={8}>
            <Card className="h-100">
              <Card.Header as="h2" className="h5 mb-0">
                {t('view.information')}
              </Card.Header>
              <Card.Body>
                <dl className="row mb-0 vt-user-facts">
                  <Fact term={t('fields.username')}>{user.username}</Fact>
                  <Fact term={t('fields.name')}>{user.name}</Fact>
                  <Fact term={t('fields.dob')}>{formatDob(user.dob, i18n.language)}</Fact>
                  <Fact term={t('fields.gender')}>{t(`genders.${user.gender}`)}</Fact>
                  <Fact term={t('fields.country')}>{user.country}</Fact>
                  <Fact term={t('fields.mobile')}>
                    <a href={`tel:${user.mobile.replace(/\s+/g, '')}`}>{user.mobile}</a>
                  </Fact>
                  <Fact term={t('fields.website')}>
                    {user.website && (
                      <a href={user.website} target="_blank" rel="noopener noreferrer">
                        {user.website}
                      </a>
                    )}
                  </Fact>
                  <Fact term={t('fields.languages')}>{user.languages_known.join(', ')}</Fact>
                  <Fact term={t('fields.contactOptions')}>
                    {user.contact_options.map((o) => t(`contactOptions.${o}`)).join(', ')}
                  </Fact>
                  <Fact term={t('fields.verified')}>{user.is_verified ? t('yes') : t('no')}</Fact>
                  <Fact term={t('fields.address')}>
                    {address.length > 0 && (
                      <address className="mb-0">
                        {address.map((line) => (
                          <div key={line}>{line}</div>
                        ))}
                      </address>
                    )}
                  </Fact>
                </dl>
              </Card.Body>
            </Card>
          </Col>
          <Col lg={6}>
            <Card className="h-100">
              <Card.Header as="h2" className="h5 mb-0">
                {t('social.title')}
              </Card.Header>
              <Card.Body>
                <ul className="list-unstyled mb-0 d-grid gap-2" data-testid="social-links">
                  {(Object.keys(socialIcons) as (keyof User['social_links'])[]).map((key) => {
                    const Icon = socialIcons[key];
                    const value = user.social_links[key];
                    return (
                      <li key={key} className="d-flex align-items-center gap-2 vt-min-w-0">
                        <Icon size={16} className="flex-shrink-0 text-body-secondary" aria-hidden />
                        <span className="fw-medium flex-shrink-0">{t(`social.${key}`)}</span>
                        <span className="text-truncate vt-min-w-0">
                          {!value ? (
                            <span className="text-body-secondary">—</span>
                          ) : /^https?:\/\//.test(value) ? (
                            <a href={value} target="_blank" rel="noopener noreferrer">
                              {value.replace(/^https?:\/\/(www\.)?/, '')}
                            </a>
                          ) : (
                            value
                          )}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </Card.Body>
            </Card>
          </Col>
          <Col lg={6}>
            <Card className="h-100">
              <Card.Header as="h2" className="h5 mb-0 d-flex align-items-center gap-2">
                <ShieldCheck size={16} aria-hidden />
                {t('permissions.title')}
              </Card.Header>
              <Card.Body>
                <PermissionsMatrix permissions={user.permissions} />
              </Card.Body>
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
