import { useState } from 'react';
import { Pagination } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Example, ExampleGrid, ShowcasePage } from '../shared/ShowcasePage';
import { pageWindow } from './pageWindow';
import './pagination.scss';

/**
 * A working pager over `total` pages: previous/next, the pages around the current one, gaps shown
 * as an ellipsis. Every example on the page is one of these, so each button really moves.
 */
function Pager({
  total,
  label,
  size,
  className,
  showStatus = false,
}: {
  total: number;
  label: string;
  size?: 'sm' | 'lg';
  className?: string;
  showStatus?: boolean;
}) {
  const { t } = useTranslation('uiComponents');
  const [page, setPage] = useState(1);
  return (
    <nav aria-label={label}>
      <Pagination size={size} className={className}>
        {/* Items, not Pagination.Prev/Next: those hide their content and add an English-only label. */}
        <Pagination.Item disabled={page === 1} onClick={() => setPage(page - 1)}>
          <span aria-hidden>‹</span>
          <span className="visually-hidden">{t('pagination.previous')}</span>
        </Pagination.Item>
        {pageWindow(page, total).map((n, i) =>
          n === null ? (
            // A plain gap, hidden from screen readers: the numbers on each side say what is left out.
            // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity of their own
            <li key={`gap-${i}`} className="page-item" aria-hidden>
              <span className="page-link border-0 bg-transparent">…</span>
            </li>
          ) : (
            <Pagination.Item key={n} active={n === page} onClick={() => setPage(n)}>
              {n}
            </Pagination.Item>
          ),
        )}
        <Pagination.Item disabled={page === total} onClick={() => setPage(page + 1)}>
          <span aria-hidden>›</span>
          <span className="visually-hidden">{t('pagination.next')}</span>
        </Pagination.Item>
      </Pagination>
      {showStatus && (
        <p className="mb-0" aria-live="polite" data-testid="pager-status">
          {t('pagination.status', { page, total })}
        </p>
      )}
    </nav>
  );
}

/** Pagination: sizes, alignment, active and disabled pages, and a controlled pager. */
export default function PaginationPage() {
  const { t } = useTranslation('uiComponents');
  return (
    <ShowcasePage pageId="compPagination" description={t('pagination.description')}>
      <ExampleGrid>
        <Example title={t('pagination.controlled')} description={t('pagination.controlledHint')}>
          <Pager total={12} label={t('pagination.labelControlled')} showStatus />
        </Example>
        <Example title={t('pagination.sizes')}>
          <Pager total={3} size="lg" label={t('pagination.labelLarge')} />
          <Pager total={3} size="sm" label={t('pagination.labelSmall')} />
        </Example>
        <Example title={t('pagination.alignment')}>
          <Pager total={3} className="justify-content-center" label={t('pagination.labelCenter')} />
          <Pager total={3} className="justify-content-end" label={t('pagination.labelEnd')} />
        </Example>
        <Example title={t('pagination.states')} description={t('pagination.statesHint')}>
          <Pager total={5} label={t('pagination.labelStates')} />
        </Example>
      </ExampleGrid>
    </ShowcasePage>
  );
}
