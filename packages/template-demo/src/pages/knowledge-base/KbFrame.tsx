import { PageHeader } from '@vitrine/web/components/ui';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, Breadcrumb } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../ui/shared/showcase.scss';
import '../shared/pages.scss';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/**
 * The frame of the knowledge base's sub-pages: like ShowcasePage (demo badge, showcase styles) but
 * titled with the category or article, under a breadcrumb back to the knowledge base.
 */
export function KbFrame({
  pageId,
  title,
  subtitle,
  crumbs,
  children,
}: {
  pageId: 'knowledgeBaseCategory' | 'knowledgeBaseQuestion';
  title: string;
  subtitle?: string;
  crumbs: Crumb[];
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const { t: tp } = useTranslation('templatePages');
  return (
    <div className="vt-showcase" data-page={pageId}>
      <Breadcrumb label={tp('kb.breadcrumb')} className="mb-2">
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Breadcrumb.Item key={crumb.label} linkAs={Link} linkProps={{ to: crumb.to }}>
              {crumb.label}
            </Breadcrumb.Item>
          ) : (
            <Breadcrumb.Item key={crumb.label} active>
              {crumb.label}
            </Breadcrumb.Item>
          ),
        )}
      </Breadcrumb>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          <Badge bg="warning" text="dark" className="d-inline-flex align-items-center gap-1 align-self-center">
            <FlaskConical size={14} aria-hidden />
            {t('showcase.badge')}
          </Badge>
        }
      />
      {children}
    </div>
  );
}

/** What an unknown category or article shows instead of a crash: the reason and the way back. */
export function KbMissing({ text, back, backLabel }: { text: string; back: string; backLabel: string }) {
  return (
    <section className="card" data-testid="kb-missing">
      <div className="card-body text-center py-5">
        <p className="mb-3">{text}</p>
        <Link to={back} className="btn btn-primary">
          {backLabel}
        </Link>
      </div>
    </section>
  );
}
