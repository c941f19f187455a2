import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/shop';
import { pageWindow } from './catalogueQuery';

/** Page links (real links, so each page has a shareable URL and works without script state). */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('storefront');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('catalogue.pages')} className="mt-4" data-testid="pagination">
      <ul className="pagination flex-wrap justify-content-center">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          {page <= 1 ? (
            <span className="page-link">{t('catalogue.previous')}</span>
          ) : (
            <Link className="page-link" to={hrefFor(page - 1)} rel="prev">
              {t('catalogue.previous')}
            </Link>
          )}
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li className="page-item disabled" key={`gap-${index}`} aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li className={`page-item${n === page ? ' active' : ''}`} key={n}>
              <Link
                className="page-link"
                to={hrefFor(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('catalogue.pageNumber', { page: n })}
              >
                {n}
              </Link>
            </li>
          ),
        )}
        <li className={`page-item${page >= pageCount ? ' disabled' : ''}`}>
          {page >= pageCount ? (
            <span className="page-link">{t('catalogue.next')}</span>
          ) : (
            <Link className="page-link" to={hrefFor(page + 1)} rel="next" data-testid="next-page">
              {t('catalogue.next')}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
