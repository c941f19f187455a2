import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Pagination } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { pageItems } from './pageItems';

/**
 * First / previous / numbered / next / last, with an ellipsis for long runs. Icon buttons carry
 * their name; the current page is aria-current="page".
 */
export function Pager({
  page,
  total,
  onChange,
  label,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('uiExtensions');
  const edge = (to: number, name: string, icon: React.ReactNode, disabled: boolean) => (
    // The name is hidden text, not aria-label: a disabled item renders as a plain span, where aria-label is not allowed.
    <Pagination.Item onClick={() => onChange(to)} disabled={disabled} title={name}>
      <span className="vt-ext-flip d-inline-flex" aria-hidden>
        {icon}
      </span>
      <span className="visually-hidden">{name}</span>
    </Pagination.Item>
  );
  return (
    <nav aria-label={label}>
      <Pagination className="flex-wrap mb-0">
        {edge(1, t('pagination.first'), <ChevronsLeft size={16} />, page <= 1)}
        {edge(page - 1, t('pagination.previous'), <ChevronLeft size={16} />, page <= 1)}
        {pageItems(page, total).map((item) =>
          typeof item === 'number' ? (
            <Pagination.Item
              key={item}
              active={item === page}
              // aria-current says it; react-bootstrap's English "(current)" would only repeat it.
              activeLabel=""
              onClick={() => onChange(item)}
              aria-current={item === page ? 'page' : undefined}
            >
              {item}
            </Pagination.Item>
          ) : (
            <Pagination.Ellipsis key={item} disabled aria-hidden />
          ),
        )}
        {edge(page + 1, t('pagination.next'), <ChevronRight size={16} />, page >= total)}
        {edge(total, t('pagination.last'), <ChevronsRight size={16} />, page >= total)}
      </Pagination>
    </nav>
  );
}
