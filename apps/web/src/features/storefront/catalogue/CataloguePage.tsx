import { DEFAULT_LOW_STOCK_THRESHOLD } from '@vitrine/contracts/stock-rules';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useOutletContext, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/shop';
import { ShopHeader } from '../header/ShopHeader';
import { CardSkeletons } from '../layout/CatalogueSkeleton';
import { applyPageMeta, type PageMeta } from '../layout/useShopSeo';
import { useShopView } from '../layout/useStorefront';
import { catalogueLink } from '../shared/links';
import { useHydrated } from '../shared/serverRender';
import { type CatalogueQuery, readQuery, type Sort, sorts, writeQuery } from './catalogueQuery';
import { EmptyShop } from './EmptyShop';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import { useCataloguePage } from './useCataloguePage';

/** The shop's home: header, then filter/search/sort and one page of product cards. */
export default function CataloguePage() {
  const data = useShopView();
  const meta = useOutletContext<PageMeta>();
  const { t } = useTranslation('storefront');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const { state, retry } = useCataloguePage(data.shopUrl, data.shop.shop_id, query);
  const view = state.shown;
  const ids = { search: useId(), category: useId(), sort: useId() };
  // Server HTML: the filters work once the page has hydrated (what was typed before would be lost).
  const ready = useHydrated();
  const [searchText, setSearchText] = useState(query.q);
  const typing = useRef<number | undefined>(undefined);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => applyPageMeta(meta), [meta]);
  // A new page starts at its first card (and keyboard focus moves there), not where the old page ended.
  const shownPage = useRef(view?.page ?? 1);
  useEffect(() => {
    if (!view || shownPage.current === view.page) return;
    shownPage.current = view.page;
    resultsHeading.current?.scrollIntoView({ block: 'start' });
    resultsHeading.current?.focus({ preventScroll: true });
  }, [view]);
  // Keep the box in step when the query changes from outside (back button, shared link).
  useEffect(() => setSearchText(query.q), [query.q]);

  const go = (next: Partial<CatalogueQuery>, replace = false) => {
    setParams(writeQuery({ ...query, page: 1, ...next }), { replace, preventScrollReset: true });
  };
  const onSearch = (value: string) => {
    setSearchText(value);
    window.clearTimeout(typing.current);
    typing.current = window.setTimeout(() => go({ q: value }, true), 250);
  };
  useEffect(() => () => window.clearTimeout(typing.current), []);

  const hrefFor = (page: number) => catalogueLink(data.shopUrl, writeQuery({ ...query, page }).toString());
  const filtered = query.q.trim() !== '' || query.category !== null;

  return (
    <>
      <ShopHeader shop={data.shop} header={data.header} />
      <main className="container py-4" id="main" tabIndex={-1}>
        <form
          className="sf-toolbar"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            go({ q: searchText });
          }}
        >
          <div className="sf-toolbar-search">
            <label htmlFor={ids.search} className="form-label small mb-1">
              {t('catalogue.search')}
            </label>
            <div className="position-relative">
              <Search aria-hidden="true" size={16} className="sf-search-icon" />
              <input
                id={ids.search}
                type="search"
                className="form-control ps-5"
                value={searchText}
                onChange={(event) => onSearch(event.target.value)}
                placeholder={t('catalogue.searchPlaceholder')}
                disabled={!ready}
                data-testid="catalogue-search"
              />
            </div>
          </div>
          <div>
            <label htmlFor={ids.category} className="form-label small mb-1">
              {t('catalogue.category')}
            </label>
            <select
              id={ids.category}
              className="form-select"
              value={query.category ?? ''}
              onChange={(event) => go({ category: event.target.value ? Number(event.target.value) : null })}
              disabled={!ready}
              data-testid="catalogue-category"
            >
              <option value="">{t('catalogue.allCategories')}</option>
              {data.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name} ({category.product_count})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.sort} className="form-label small mb-1">
              {t('catalogue.sort')}
            </label>
            <select
              id={ids.sort}
              className="form-select"
              value={query.sort}
              onChange={(event) => go({ sort: event.target.value as Sort })}
              disabled={!ready}
              data-testid="catalogue-sort"
            >
              {sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalogue.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </form>

        {state.kind === 'failed' ? (
          <div
            className="alert alert-warning d-flex flex-wrap align-items-center gap-3"
            role="alert"
            data-testid="page-error"
          >
            <span>{t('state.failedText')}</span>
            <button type="button" className="btn btn-primary btn-sm" onClick={retry}>
              {t('state.retry')}
            </button>
          </div>
        ) : null}
        {view ? (
          <>
            <h2
              className="h6 sf-result-count"
              ref={resultsHeading}
              tabIndex={-1}
              aria-live="polite"
              data-testid="result-count"
            >
              {t('catalogue.count', { count: view.total })}
            </h2>
            {view.total === 0 ? (
              <div className="sf-empty" data-testid="catalogue-empty">
                {filtered ? <p className="mb-2">{t('catalogue.noMatch')}</p> : <EmptyShop shopId={data.shop.shop_id} />}
                {filtered ? (
                  <button
                    type="button"
                    className="btn btn-outline-primary btn-sm"
                    onClick={() => go({ q: '', category: null })}
                  >
                    {t('catalogue.clearFilters')}
                  </button>
                ) : null}
              </div>
            ) : (
              <div className="sf-grid" data-testid="product-grid" aria-busy={state.kind === 'loading' || undefined}>
                {view.products.map((product, index) => (
                  <ProductCard
                    key={product.product_id}
                    product={product}
                    shopUrl={data.shopUrl}
                    price={data.price}
                    threshold={data.shop.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD}
                    eager={index < 4}
                  />
                ))}
              </div>
            )}
            <Pagination page={view.page} pageCount={view.pageCount} hrefFor={hrefFor} />
          </>
        ) : state.kind === 'loading' ? (
          <CardSkeletons label={t('state.loading')} />
        ) : null}
      </main>
    </>
  );
}
