import './data-list.scss';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';

/** The words of the page controls, in the calling app's namespace. */
export interface PageControlsLabels {
  /** The navigation landmark's name, e.g. "Pages of the list". */
  nav: string;
  perPage: string;
  previous: string;
  next: string;
  first: string;
  last: string;
  page: (page: number) => string;
  /** "Showing 1–4 of 100", already worded. */
  summary: string;
}

/** The page numbers shown around the current one (at most `span`). */
export function pageWindow(page: number, totalPages: number, span = 5): number[] {
  const count = Math.min(span, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

function PageButton({
  label,
  disabled = false,
  current = false,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  current?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <li className={`page-item${disabled ? ' disabled' : ''}${current ? ' active' : ''}`}>
      <button
        type="button"
        className="page-link"
        disabled={disabled}
        aria-label={label}
        aria-current={current ? 'page' : undefined}
        onClick={current ? undefined : onClick}
      >
        {children}
      </button>
    </li>
  );
}

/**
 * A list's page size chooser, where it stands, and first/previous/numbers/next/last as real
 * buttons (the arrows turn round in right-to-left). Wraps onto two lines on a phone.
 */
export function PageControls({
  id,
  page,
  totalPages,
  perPage,
  perPageOptions,
  onPage,
  onPerPage,
  labels,
}: {
  id: string;
  page: number;
  totalPages: number;
  perPage: number;
  perPageOptions: readonly number[];
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  labels: PageControlsLabels;
}) {
  const pages = Math.max(1, totalPages);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mt-3">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Form.Group controlId={id} className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 text-nowrap">{labels.perPage}</Form.Label>
          <Form.Select
            size="sm"
            value={perPage}
            onChange={(e) => onPerPage(Number(e.target.value))}
            className="w-auto"
            data-testid="per-page"
          >
            {perPageOptions.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <span className="small text-body-secondary" aria-live="polite" data-testid="page-summary">
          {labels.summary}
        </span>
      </div>
      {pages > 1 && (
        <nav aria-label={labels.nav}>
          <ul className="pagination pagination-sm mb-0 flex-wrap">
            <PageButton label={labels.first} disabled={page <= 1} onClick={() => onPage(1)}>
              <ChevronsLeft size={14} className="vt-flip-rtl" aria-hidden />
            </PageButton>
            <PageButton label={labels.previous} disabled={page <= 1} onClick={() => onPage(page - 1)}>
              <ChevronLeft size={14} className="vt-flip-rtl" aria-hidden />
            </PageButton>
            {pageWindow(page, pages).map((n) => (
              <PageButton key={n} label={labels.page(n)} current={n === page} onClick={() => onPage(n)}>
                {n}
              </PageButton>
            ))}
            <PageButton label={labels.next} disabled={page >= pages} onClick={() => onPage(page + 1)}>
              <ChevronRight size={14} className="vt-flip-rtl" aria-hidden />
            </PageButton>
            <PageButton label={labels.last} disabled={page >= pages} onClick={() => onPage(pages)}>
              <ChevronsRight size={14} className="vt-flip-rtl" aria-hidden />
            </PageButton>
          </ul>
        </nav>
      )}
    </div>
  );
}
