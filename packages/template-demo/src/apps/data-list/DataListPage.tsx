import './data-list.scss';
import { Loading } from '@vitrine/web/components/ui';
import { ArrowDown, ArrowUp, ArrowUpDown, LayoutGrid, List, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button, ButtonGroup, Card, Col, Form, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { DemoError } from '../../mock/api/demoApi';
import { DemoPageHeader } from '../shared/DemoPageHeader';
import { SearchField } from '../shared/SearchField';
import { ConfirmDelete } from './ConfirmDelete';
import {
  type DataListItem,
  useDeleteItemMutation,
  useDeleteSelectedMutation,
  useInitialDataQuery,
} from './dataListApi';
import {
  DEFAULT_PER_PAGE,
  filterItems,
  nextSort,
  PER_PAGE_OPTIONS,
  pageOf,
  type SortField,
  type SortKey,
  sortItems,
  sortKeys,
} from './dataListView';
import { ItemPanel } from './ItemPanel';
import { formatPrice, ItemImage, OrderStatusChip, PopularityBar } from './itemUi';
import { PageControls } from './PageControls';

type Confirm = { kind: 'one'; item: DataListItem } | { kind: 'selected'; items: DataListItem[] } | null;

/**
 * The data list: every item from the mock, filtered, sorted and paged here, as a table
 * (/data-list/list-view) or as cards (/data-list/thumb-view). Add and edit in a side panel;
 * delete one, or the selected ones, after a confirmation.
 */
export default function DataListPage() {
  const { t, i18n } = useTranslation('dataList');
  const location = useLocation();
  const thumbs = location.pathname.endsWith('/thumb-view');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const sort: SortKey = (sortKeys as readonly string[]).includes(params.get('sort') ?? '')
    ? (params.get('sort') as SortKey)
    : 'default';
  const perPageParam = Number(params.get('perPage'));
  const perPage = (PER_PAGE_OPTIONS as readonly number[]).includes(perPageParam) ? perPageParam : DEFAULT_PER_PAGE;
  const pageParam = Math.max(1, Number(params.get('page')) || 1);

  const { data: items, error, isLoading, refetch } = useInitialDataQuery();
  const [deleteItem, deletingOne] = useDeleteItemMutation();
  const [deleteSelected, deletingMany] = useDeleteSelectedMutation();
  const [search, setSearch] = useState(q);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [panel, setPanel] = useState<{ show: boolean; item: DataListItem | null }>({ show: false, item: null });
  // What the dialog asks about stays while it fades out; `confirmOpen` shows and hides it.
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const ask = (next: Confirm) => {
    setConfirm(next);
    setConfirmOpen(true);
  };

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  // Filter as the person types, a moment after the last key.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => update({ q: search.trim() || undefined, page: undefined }), 250);
    return () => clearTimeout(timer);
  });

  const shown = useMemo(() => sortItems(filterItems(items ?? [], q), sort), [items, q, sort]);
  const { rows, page, totalPages, start } = pageOf(shown, pageParam, perPage);
  // Only items that still exist stay selected.
  const selectedItems = useMemo(() => (items ?? []).filter((i) => selected.has(i.id)), [items, selected]);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const someOnPage = rows.some((r) => selected.has(r.id));

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const r of rows) {
        if (on) next.add(r.id);
        else next.delete(r.id);
      }
      return next;
    });

  const failed = (caught: unknown) => {
    const refused = caught as DemoError;
    toast.error(typeof refused.error === 'string' && refused.error ? refused.error : t('errors.generic'));
  };
  const confirmDelete = async () => {
    if (!confirm) return;
    try {
      if (confirm.kind === 'one') {
        await deleteItem(confirm.item).unwrap();
        toggle(confirm.item.id, false);
        toast.success(t('deleted', { name: confirm.item.name }));
      } else {
        await deleteSelected(confirm.items).unwrap();
        toast.success(t('deletedSelected', { count: confirm.items.length }));
        setSelected(new Set());
      }
      setConfirmOpen(false);
    } catch (caught) {
      failed(caught);
    }
  };

  const sortHeader = (field: SortField, label: string, className = '') => {
    const direction = sort === `${field}-asc` ? 'ascending' : sort === `${field}-desc` ? 'descending' : undefined;
    const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ArrowUpDown;
    return (
      <th scope="col" aria-sort={direction ?? 'none'} className={className}>
        <button
          type="button"
          className="btn btn-link p-0 fw-semibold text-reset text-decoration-none d-inline-flex align-items-center gap-1"
          onClick={() => update({ sort: nextSort(sort, field), page: undefined })}
          data-testid={`sort-${field}`}
        >
          {label}
          <Icon size={14} aria-hidden className={direction ? '' : 'text-body-secondary'} />
        </button>
      </th>
    );
  };

  const rowActions = (item: DataListItem) => (
    <>
      <Button
        size="sm"
        variant="outline-primary"
        className="me-1"
        aria-label={t('editItem', { name: item.name })}
        title={t('edit')}
        onClick={() => setPanel({ show: true, item })}
        data-testid="edit-item"
      >
        <Pencil size={14} aria-hidden />
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        aria-label={t('deleteItem', { name: item.name })}
        title={t('delete')}
        onClick={() => ask({ kind: 'one', item })}
        data-testid="delete-item"
      >
        <Trash2 size={14} aria-hidden />
      </Button>
    </>
  );

  const viewLink = (to: 'list-view' | 'thumb-view', label: string, Icon: typeof List) => {
    const current = thumbs === (to === 'thumb-view');
    return (
      <Link
        to={{ pathname: `/data-list/${to}`, search: location.search }}
        className={`btn btn-sm ${current ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-current={current ? 'page' : undefined}
      >
        <Icon size={14} className="me-1" aria-hidden />
        {label}
      </Link>
    );
  };

  return (
    <div className="vt-app-page vt-demo-app">
      <DemoPageHeader
        title={t('title')}
        subtitle={thumbs ? t('thumbView') : t('listView')}
        actions={
          <ButtonGroup aria-label={t('views')}>
            {viewLink('list-view', t('listView'), List)}
            {viewLink('thumb-view', t('thumbView'), LayoutGrid)}
          </ButtonGroup>
        }
      />
      <Card>
        <Card.Body>
          <Row className="g-2 mb-3 align-items-center">
            <Col xs={12} md="auto" className="d-flex flex-wrap gap-2">
              <Button onClick={() => setPanel({ show: true, item: null })} data-testid="add-item">
                <Plus size={16} className="me-1" aria-hidden />
                {t('addNew')}
              </Button>
              <Button
                variant="outline-danger"
                disabled={selectedItems.length === 0}
                onClick={() => ask({ kind: 'selected', items: selectedItems })}
                data-testid="delete-selected"
              >
                <Trash2 size={16} className="me-1" aria-hidden />
                {t('deleteSelected', { count: selectedItems.length })}
              </Button>
            </Col>
            <Col xs={12} sm={7} md className="ms-md-auto" style={{ maxWidth: '24rem' }}>
              <SearchField
                value={search}
                onChange={setSearch}
                label={t('filter')}
                placeholder={t('filterPlaceholder')}
                testId="filter"
              />
            </Col>
            <Col xs={12} sm={5} md="auto">
              <Form.Select
                aria-label={t('sortBy')}
                value={sort}
                onChange={(e) =>
                  update({ sort: e.target.value === 'default' ? undefined : e.target.value, page: undefined })
                }
                data-testid="sort"
              >
                {sortKeys.map((key) => (
                  <option key={key} value={key}>
                    {t(`sort.${key}`)}
                  </option>
                ))}
              </Form.Select>
            </Col>
          </Row>

          {isLoading && <Loading />}
          {error && !isLoading && (
            <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" data-testid="load-error">
              <span>{t('loadFailed')}</span>
              <Button variant="outline-danger" size="sm" onClick={refetch}>
                {t('retry')}
              </Button>
            </div>
          )}
          {items && shown.length === 0 && (
            <div className="text-center text-body-secondary my-5" data-testid="data-list-empty">
              <p className="mb-3">{q ? t('emptyFiltered', { text: q }) : t('empty')}</p>
              {q && (
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => {
                    setSearch('');
                    update({ q: undefined, page: undefined });
                  }}
                >
                  {t('clearFilter')}
                </Button>
              )}
            </div>
          )}

          {items && rows.length > 0 && !thumbs && (
            <Table responsive hover className="align-middle mb-0 vt-dl-table" data-testid="data-list-table">
              <caption className="visually-hidden">{t('caption')}</caption>
              <thead>
                <tr>
                  <th scope="col" style={{ width: '2.5rem' }}>
                    <Form.Check
                      type="checkbox"
                      id="dl-select-page"
                      aria-label={t('selectPage')}
                      checked={allOnPage}
                      ref={(el: HTMLInputElement | null) => {
                        if (el) el.indeterminate = someOnPage && !allOnPage;
                      }}
                      onChange={(e) => togglePage(e.target.checked)}
                    />
                  </th>
                  <th scope="col" className="d-none d-sm-table-cell">
                    <span className="visually-hidden">{t('fields.image')}</span>
                  </th>
                  {sortHeader('name', t('fields.name'))}
                  <th scope="col" className="d-none d-md-table-cell">
                    {t('fields.category')}
                  </th>
                  {sortHeader('popularity', t('fields.popularity'), 'd-none d-lg-table-cell')}
                  <th scope="col" className="d-none d-sm-table-cell">
                    {t('fields.orderStatus')}
                  </th>
                  {sortHeader('price', t('fields.price'), 'text-end d-none d-sm-table-cell')}
                  <th scope="col" className="text-end">
                    {t('actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((item) => (
                  <tr key={item.id} data-testid="item-row" className={selected.has(item.id) ? 'table-active' : ''}>
                    <td>
                      <Form.Check
                        type="checkbox"
                        id={`dl-select-${item.id}`}
                        aria-label={t('selectItem', { name: item.name })}
                        checked={selected.has(item.id)}
                        onChange={(e) => toggle(item.id, e.target.checked)}
                      />
                    </td>
                    <td className="d-none d-sm-table-cell">
                      <ItemImage item={item} className="vt-dl-img" />
                    </td>
                    <td className="vt-dl-name">
                      <span className="fw-semibold" data-testid="item-name">
                        {item.name}
                      </span>
                      <div className="small text-body-secondary d-md-none">{item.category}</div>
                      <div className="d-sm-none d-flex flex-wrap align-items-center gap-2 mt-1">
                        <OrderStatusChip status={item.order_status} compact />
                        <span className="small fw-semibold">{formatPrice(item.price, i18n.language)}</span>
                      </div>
                    </td>
                    <td className="d-none d-md-table-cell">{item.category}</td>
                    <td className="d-none d-lg-table-cell">
                      <PopularityBar item={item} />
                    </td>
                    <td className="d-none d-sm-table-cell">
                      <OrderStatusChip status={item.order_status} />
                    </td>
                    <td className="text-end d-none d-sm-table-cell" data-testid="item-price">
                      {formatPrice(item.price, i18n.language)}
                    </td>
                    <td className="text-end vt-dl-actions">{rowActions(item)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}

          {items && rows.length > 0 && thumbs && (
            <>
              <Form.Check
                type="checkbox"
                id="dl-select-page-thumbs"
                className="mb-3"
                label={t('selectPage')}
                checked={allOnPage}
                onChange={(e) => togglePage(e.target.checked)}
              />
              <Row
                xs={1}
                sm={2}
                lg={3}
                xxl={4}
                className="g-3 list-unstyled mb-0"
                as="ul"
                role="list"
                data-testid="data-list-thumbs"
              >
                {rows.map((item) => (
                  <Col as="li" key={item.id}>
                    <Card
                      className={`h-100 position-relative vt-dl-thumb${selected.has(item.id) ? ' vt-selected' : ''}`}
                      data-testid="item-card"
                    >
                      <Form.Check
                        type="checkbox"
                        id={`dl-thumb-select-${item.id}`}
                        className="vt-dl-thumb-check"
                        aria-label={t('selectItem', { name: item.name })}
                        checked={selected.has(item.id)}
                        onChange={(e) => toggle(item.id, e.target.checked)}
                      />
                      <div className="vt-dl-thumb-img bg-body-tertiary d-flex align-items-center justify-content-center p-3 rounded-top">
                        <ItemImage item={item} className="w-100 h-100" />
                      </div>
                      <Card.Body className="d-flex flex-column gap-2">
                        <div className="d-flex justify-content-between align-items-start gap-2">
                          <h2 className="h6 mb-0" data-testid="item-name">
                            {item.name}
                          </h2>
                          <span className="fw-semibold text-nowrap" data-testid="item-price">
                            {formatPrice(item.price, i18n.language)}
                          </span>
                        </div>
                        <div className="small text-body-secondary">{item.category}</div>
                        <PopularityBar item={item} />
                        <div className="d-flex justify-content-between align-items-center mt-auto pt-2">
                          <OrderStatusChip status={item.order_status} />
                          <div className="text-nowrap">{rowActions(item)}</div>
                        </div>
                      </Card.Body>
                    </Card>
                  </Col>
                ))}
              </Row>
            </>
          )}

          {items && shown.length > 0 && (
            <PageControls
              id="data-list-per-page"
              page={page}
              totalPages={totalPages}
              perPage={perPage}
              perPageOptions={PER_PAGE_OPTIONS}
              onPage={(p) => update({ page: String(p) })}
              onPerPage={(n) => update({ perPage: n === DEFAULT_PER_PAGE ? undefined : String(n), page: undefined })}
              labels={{
                nav: t('paging.nav'),
                perPage: t('paging.perPage'),
                previous: t('paging.previous'),
                next: t('paging.next'),
                first: t('paging.first'),
                last: t('paging.last'),
                page: (n) => t('paging.page', { page: n }),
                summary: t('paging.summary', { first: start + 1, last: start + rows.length, total: shown.length }),
              }}
            />
          )}
        </Card.Body>
      </Card>

      <ItemPanel
        show={panel.show}
        item={panel.item}
        onHide={() => setPanel((p) => ({ ...p, show: false }))}
        onAdded={() => update({ page: undefined })}
      />
      <ConfirmDelete
        show={confirmOpen}
        title={confirm?.kind === 'selected' ? t('confirmSelectedTitle') : t('confirmTitle')}
        text={
          confirm?.kind === 'one'
            ? t('confirmText', { name: confirm.item.name })
            : t('confirmSelectedText', { count: confirm?.items.length ?? 0 })
        }
        busy={deletingOne.isLoading || deletingMany.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
      />
    </div>
  );
}
