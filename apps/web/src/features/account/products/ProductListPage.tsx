import type { OwnerProduct } from '@vitrine/contracts';
import { FileUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge, Button, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog, LoadError, Loading, PageHeader, Pager, useFailureText } from '../../../components/ui';
import { useShopCurrency } from '../api/shopApi';
import { formatMoney } from '../shared/format';
import { queryState } from '../shared/queryState';
import { BulkEditBar } from './BulkEditBar';
import { ExportMenu } from './ExportMenu';
import { deleteProduct, useListCategoriesQuery, useListProductsQuery } from './productsApi';

const PER_PAGE = 20;

/** Products with search, category filter and pages (all in the address); delete asks first. */
export default function ProductListPage() {
  const { t, i18n } = useTranslation(['account', 'catalogueImport']);
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const categoryId = Number(params.get('category')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const currency = useShopCurrency();
  const categories = queryState(useListCategoriesQuery());
  // The list of the current search and page; a delete refreshes it by invalidation.
  const list = { q: q || undefined, category_id: categoryId, page, per_page: PER_PAGE };
  const { result, retry } = queryState(useListProductsQuery(list));
  const [toDelete, setToDelete] = useState<OwnerProduct | null>(null);
  const [deleting, setDeleting] = useState(false);
  // Products ticked for a bulk edit: of the page on screen, so another page or search starts afresh.
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const view = `${q}|${categoryId}|${page}`;
  const [selectionView, setSelectionView] = useState(view);
  if (selectionView !== view) {
    setSelectionView(view);
    setSelectedIds(new Set());
  }
  const onPage = result.state === 'ready' ? result.data.products : [];
  const selected = onPage.filter((p) => selectedIds.has(p.product_id));
  const allSelected = onPage.length > 0 && selected.length === onPage.length;
  const toggle = (id: number) =>
    setSelectedIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setSelectedIds(allSelected ? new Set() : new Set(onPage.map((p) => p.product_id)));

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  // Search as the owner types, a moment after the last key.
  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => update({ q: search.trim() || undefined, page: undefined }), 300);
    return () => clearTimeout(timer);
  });

  const categoryName = (id: number | null) =>
    categories.result.state === 'ready' ? categories.result.data.categories.find((c) => c.id === id)?.name : undefined;

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    const outcome = await deleteProduct(toDelete.product_id);
    setDeleting(false);
    if (!outcome.ok) {
      toast.error(failureText(outcome.message));
      return;
    }
    setToDelete(null);
    toast.success(t('products.deleted'));
  };

  return (
    <>
      <PageHeader
        title={t('products.title')}
        actions={
          <div className="d-flex flex-wrap gap-2">
            <ExportMenu />
            <Link to="/account/products/import" className="btn btn-outline-primary" data-testid="import-products">
              <FileUp size={16} className="me-2" aria-hidden />
              {t('catalogueImport:open')}
            </Link>
            <Link to="/account/products/new" className="btn btn-primary" data-testid="new-product">
              <Plus size={16} className="me-2" aria-hidden />
              {t('products.new')}
            </Link>
          </div>
        }
      />
      <Card>
        <Card.Body>
          <Row className="g-2 mb-3">
            <Col md={6}>
              <Form.Control
                type="search"
                placeholder={t('products.searchPlaceholder')}
                aria-label={t('products.searchPlaceholder')}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </Col>
            <Col md={4}>
              <Form.Select
                aria-label={t('products.columns.category')}
                value={categoryId ?? ''}
                onChange={(e) => update({ category: e.target.value || undefined, page: undefined })}
              >
                <option value="">{t('products.allCategories')}</option>
                {categories.result.state === 'ready' &&
                  categories.result.data.categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
              </Form.Select>
            </Col>
          </Row>
          {result.state === 'loading' && <Loading />}
          {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
          {result.state === 'ready' && result.data.products.length === 0 && (
            <p className="text-body-secondary my-4">
              {q || categoryId ? t('products.emptyFiltered') : t('products.empty')}
            </p>
          )}
          {result.state === 'ready' && result.data.products.length > 0 && (
            <>
              <p className="small text-body-secondary" aria-live="polite">
                {t('products.count', { count: result.data.total })}
              </p>
              {selected.length > 0 && (
                <BulkEditBar
                  selected={selected}
                  categories={categories.result.state === 'ready' ? categories.result.data.categories : []}
                  currency={currency}
                  list={list}
                  onClear={() => setSelectedIds(new Set())}
                />
              )}
              <Table responsive hover className="align-middle mb-0" data-testid="products-table">
                <thead>
                  <tr>
                    <th scope="col">
                      {/* A label (visually hidden) rather than aria-label: on a phone it makes the 44 px target. */}
                      <Form.Check
                        id="select-all-products"
                        label={<span className="visually-hidden">{t('products.bulk.selectAll')}</span>}
                        checked={allSelected}
                        ref={(box: HTMLInputElement | null) => {
                          if (box) box.indeterminate = selected.length > 0 && !allSelected;
                        }}
                        onChange={toggleAll}
                        data-testid="select-all"
                      />
                    </th>
                    <th scope="col">{t('products.columns.image')}</th>
                    <th scope="col">{t('products.columns.name')}</th>
                    <th scope="col">{t('products.columns.category')}</th>
                    <th scope="col" className="text-end">
                      {t('products.columns.price')}
                    </th>
                    <th scope="col">{t('products.columns.stock')}</th>
                    <th scope="col" className="text-end">
                      {t('products.columns.actions')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.products.map((p) => (
                    <tr key={p.product_id} className={selectedIds.has(p.product_id) ? 'table-active' : undefined}>
                      <td>
                        <Form.Check
                          id={`select-product-${p.product_id}`}
                          label={
                            <span className="visually-hidden">
                              {t('products.bulk.select', { name: p.product_name })}
                            </span>
                          }
                          checked={selectedIds.has(p.product_id)}
                          onChange={() => toggle(p.product_id)}
                          data-testid="select-product"
                        />
                      </td>
                      <td>
                        <img
                          src={p.image_url || '/assets/default-product.svg'}
                          alt=""
                          width={48}
                          height={48}
                          className="rounded object-fit-cover"
                        />
                      </td>
                      <td>
                        <Link to={`/account/products/${p.product_id}`}>{p.product_name}</Link>
                        {p.variants.length > 0 && (
                          <div className="small text-body-secondary">
                            {p.variants.map((v) => v.product_variant_name).join(', ')}
                          </div>
                        )}
                      </td>
                      <td>
                        {categoryName(p.category_id) ?? (
                          <span className="text-body-secondary">{t('products.uncategorised')}</span>
                        )}
                      </td>
                      <td className="text-end">{formatMoney(p.main_price, currency, i18n.language)}</td>
                      <td>
                        <StockFigure product={p} />
                        {!p.is_active && (
                          <Badge bg="dark" className="ms-1">
                            {t('products.hidden')}
                          </Badge>
                        )}
                      </td>
                      <td className="text-end text-nowrap">
                        <Link
                          to={`/account/products/${p.product_id}`}
                          className="btn btn-sm btn-outline-primary me-1"
                          aria-label={`${t('common.edit')}: ${p.product_name}`}
                        >
                          <Pencil size={14} aria-hidden />
                        </Link>
                        <Button
                          size="sm"
                          variant="outline-danger"
                          aria-label={`${t('common.delete')}: ${p.product_name}`}
                          onClick={() => setToDelete(p)}
                        >
                          <Trash2 size={14} aria-hidden />
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager list={result.data} onPage={(p) => update({ page: String(p) })} />
            </>
          )}
        </Card.Body>
      </Card>
      <ConfirmDialog
        show={toDelete !== null}
        title={t('products.deleteTitle')}
        text={t('products.deleteText', { name: toDelete?.product_name ?? '' })}
        confirmLabel={t('common.delete')}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}

/**
 * A product's stock in the list: the units counted (per variant, when sold in variants), else the
 * owner's switch. A counted quantity decides availability, so 0 reads "out of stock".
 */
function StockFigure({ product: p }: { product: OwnerProduct }) {
  const { t } = useTranslation('account');
  const counted = p.variants.filter((v) => v.stock_quantity !== null);
  if (p.stock_quantity !== null || counted.length > 0) {
    const units = p.stock_quantity ?? counted.reduce((sum, v) => sum + (v.stock_quantity ?? 0), 0);
    return (
      <Badge bg={units > 0 ? 'success' : 'secondary'} data-testid="stock-figure">
        {t('products.units', { count: units })}
      </Badge>
    );
  }
  return (
    <Badge bg={p.in_stock ? 'success' : 'secondary'}>
      {p.in_stock ? t('products.inStock') : t('products.outOfStock')}
    </Badge>
  );
}
