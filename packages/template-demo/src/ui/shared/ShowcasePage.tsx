import { PageHeader } from '@vitrine/web/components/ui';
import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import './showcase.scss';

/**
 * The frame of every UI-showcase page and template demo page: the page's menu title,
 * a line saying what it shows, and a badge saying it is demo content, not the owner's data.
 */
export function ShowcasePage({
  pageId,
  description,
  actions,
  children,
}: {
  /** The catalog id (`template/catalog/pages.ts`): the title is the menu's `menu.<id>`. */
  pageId: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <div className="vt-showcase" data-page={pageId}>
      <PageHeader
        title={t(`menu.${pageId}`)}
        subtitle={description}
        actions={
          <>
            <Badge bg="warning" text="dark" className="d-inline-flex align-items-center gap-1 align-self-center">
              <FlaskConical size={14} aria-hidden />
              {t('showcase.badge')}
            </Badge>
            {actions}
          </>
        }
      />
      {children}
    </div>
  );
}

/** One live example on a showcase page: a card with a heading, a short description and the example. */
export function Example({
  title,
  description,
  children,
  className = '',
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`card mb-4 ${className}`} aria-label={title}>
      <div className="card-body">
        <h2 className="h5 card-title">{title}</h2>
        {description && <p className="text-body-secondary">{description}</p>}
        {children}
      </div>
    </section>
  );
}

/** Examples side by side from the large breakpoint, stacked on a phone. */
export function ExampleGrid({ children }: { children: ReactNode }) {
  return <div className="vt-example-grid">{children}</div>;
}
