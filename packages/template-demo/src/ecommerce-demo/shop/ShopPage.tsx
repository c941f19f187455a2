import { LoadError, Loading } from '@vitrine/web/components/ui';
import { useMediaQuery } from '@vitrine/web/template/useMediaQuery';
import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button, ButtonGroup, Card, Form, Offcanvas, Pagination } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../apps/shared/SearchField';
import { ShowcasePage } from '../../ui/shared/ShowcasePage';
import {
  type ProductFilters,
  type SortOrder,
  sortOrders,
  useGetProductFiltersQuery,
  useGetProductsQuery,
} from '../ecommerceApi';
import { ProductCard, type ProductLayout } from '../shared/ProductCard';
import { ShopLinks } from '../shared/ShopLinks';
import { type FilterChoice, noFilter, ShopFilters } from './ShopFilters';
import '../shared/ecommerce.scss';

const PER_PAGE = 9;

/** The demo shop: filters at the side (an offcanvas on a phone), search, sort, grid or list, pages. */
export default function ShopPage() {
  const { t } = useTranslation('ecommerceDemo');
  const bounds = useGetProductFiltersQuery();
  return (
    <ShowcasePage pageId="ecommerceShop" description={t('shop.description')} actions={<ShopLinks />}>
      {bounds.isLoading && <Loading />}
      {bounds.isError && <LoadError message={t('errors.loadFailed')} onRetry={() => bounds.refetch()} />}
      {bounds.data && <Shop bounds={bounds.data} />}
    </ShowcasePage>
  );
}

function Shop({ bounds }: { bounds: ProductFilters }) {
  const { t } = useTranslation('ecommerceDemo');
  const wide = useMediaQuery('(min-width: 992px)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filters, setFilters] = useState<FilterChoice>(() => noFilter(bounds));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('featured');
  const [layout, setLayout] = useState<ProductLayout>('grid');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search.trim());
  const products = useGetProductsQuery({ ...filters, q, sort, page, perPage: PER_PAGE });

  // Any new choice starts again from the first page.
  const choose = (next: FilterChoice) => {
    setFilters(next);
    setPage(1);
  };
  const filterPanel = (prefix: string) => (
    <ShopFilters bounds={bounds} value={filters} onChange={choose} idPrefix={prefix} />
  );
  const pages = products.data ? Math.max(1, Math.ceil(products.data.total / PER_PAGE)) : 1;

  return (
    <div className="d-flex gap-4 align-items-start">
      {wide && (
        <Card as="aside" className="vt-ecom-sidebar flex-shrink-0" aria-label={t('filters.title')}>
          <Card.Body>
            <h2 className="h5 mb-3">{t('filters.title')}</h2>
            {filterPanel('sidebar')}
          </Card.Body>
        </Card>
      )}
      <div className="flex-grow-1 vt-ecom-min-w-0">
        <Card className="mb-4">
          <Card.Body className="d-flex flex-wrap align-items-center gap-2">
            {!wide && (
              <Button
                variant="outline-secondary"
                className="d-inline-flex align-items-center gap-2"
                aria-expanded={filtersOpen}
                onClick={() => setFiltersOpen(true)}
                data-testid="open-filters"
              >
                <SlidersHorizontal size={18} aria-hidden />
                {t('filters.title')}
              </Button>
            )}
            <SearchField
              className="flex-grow-1 w-auto"
              value={search}
              onChange={(value) => {
                setSearch(value);
                setPage(1);
              }}
              label={t('shop.searchLabel')}
              placeholder={t('shop.searchPlaceholder')}
              testId="shop-search"
            />
            <Form.Select
              className="w-auto"
              aria-label={t('shop.sortLabel')}
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as SortOrder);
                setPage(1);
              }}
              data-testid="shop-sort"
            >
              {sortOrders.map((order) => (
                <option key={order} value={order}>
                  {t(`sort.${order}`)}
                </option>
              ))}
            </Form.Select>
            <ButtonGroup aria-label={t('shop.layoutLabel')}>
              <Button
                variant="outline-secondary"
                active={layout === 'grid'}
                aria-pressed={layout === 'grid'}
                aria-label={t('shop.grid')}
                onClick={() => setLayout('grid')}
                className="d-inline-flex align-items-center"
              >
                <LayoutGrid size={18} aria-hidden />
              </Button>
              <Button
                variant="outline-secondary"
                active={layout === 'list'}
                aria-pressed={layout === 'list'}
                aria-label={t('shop.list')}
                onClick={() => setLayout('list')}
                className="d-inline-flex align-items-center"
              >
                <List size={18} aria-hidden />
              </Button>
            </ButtonGroup>
          </Card.Body>
        </Card>
        {products.isLoading && <Loading />}
        {products.isError && <LoadError message={t('errors.loadFailed')} onRetry={() => products.refetch()} />}
        {products.data && (
          <>
            <p className="text-body-secondary" aria-live="polite" data-testid="result-count">
              {t('shop.results', { count: products.data.total })}
            </p>
            {products.data.products.length === 0 ? (
              <Card body className="text-center text-body-secondary py-5" data-testid="shop-empty">
                {t('shop.empty')}
              </Card>
            ) : (
              <section
                className={layout === 'grid' ? 'vt-ecom-grid' : 'vt-ecom-list'}
                aria-label={t('shop.productsLabel')}
                data-testid="product-list"
                data-layout={layout}
              >
                {products.data.products.map((product) => (
                  <ProductCard key={product.id} product={product} layout={layout} />
                ))}
              </section>
            )}
            {pages > 1 && <Pages page={page} pages={pages} onPage={setPage} />}
          </>
        )}
      </div>
      {!wide && (
        <Offcanvas
          show={filtersOpen}
          onHide={() => setFiltersOpen(false)}
          placement="start"
          aria-labelledby="shop-filters-title"
          data-testid="filters-offcanvas"
        >
          <Offcanvas.Header closeButton closeLabel={t('filters.close')}>
            <Offcanvas.Title id="shop-filters-title" as="h2" className="h5 mb-0">
              {t('filters.title')}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            {filterPanel('offcanvas')}
            <Button className="w-100 mt-3" onClick={() => setFiltersOpen(false)}>
              {t('filters.show', { count: products.data?.total ?? 0 })}
            </Button>
          </Offcanvas.Body>
        </Offcanvas>
      )}
    </div>
  );
}

function Pages({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('ecommerceDemo');
  return (
    <nav aria-label={t('shop.pages')} className="mt-4 d-flex justify-content-center">
      <Pagination className="mb-0">
        <Pagination.Prev disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('shop.previous')} />
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <Pagination.Item
            key={n}
            active={n === page}
            onClick={() => onPage(n)}
            aria-label={t('shop.page', { page: n })}
            aria-current={n === page ? 'page' : undefined}
          >
            {n}
          </Pagination.Item>
        ))}
        <Pagination.Next disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('shop.next')} />
      </Pagination>
    </nav>
  );
}
