import type { AdminShop, AdminShopListResponse } from '@vitrine/contracts';
import { useEffect, useState } from 'react';
import { Card, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ConfirmDialog, LoadError, Loading, PageHeader, Pager, useFailureText } from '../../../components/ui';
import { queryState } from '../shared/queryState';
import { setShopStatus, useListShopsQuery } from './adminApi';

const PER_PAGE = 20;

/**
 * Platform admin: every shop with its owner and counts, searched (name, address, owner e-mail)
 * and paged in the address; the switch suspends or reactivates a shop after a confirmation.
 */
export default function ShopsPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const { result, retry } = queryState(useListShopsQuery({ q: q || undefined, page, per_page: PER_PAGE }));

  const update = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  // Search as the admin types, a moment after the last key.
  useEffect(() => {
    if (search === q) return;
    const timer = setTimeout(() => update({ q: search.trim() || undefined, page: undefined }), 300);
    return () => clearTimeout(timer);
  });

  return (
    <>
      <PageHeader title={t('admin.shopsTitle')} subtitle={t('admin.shopsSubtitle')} />
      <Card>
        <Card.Body>
          <Form.Control
            type="search"
            className="mb-3"
            style={{ maxWidth: 420 }}
            placeholder={t('admin.shopsSearch')}
            aria-label={t('admin.shopsSearch')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="shop-search"
          />
          {result.state === 'loading' && <Loading />}
          {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
          {result.state === 'ready' && result.data.shops.length === 0 && (
            <p className="text-body-secondary my-4" data-testid="shops-empty">
              {q ? t('admin.shopsEmptyFiltered') : t('admin.shopsEmpty')}
            </p>
          )}
          {result.state === 'ready' && result.data.shops.length > 0 && (
            <ShopTable list={result.data} onPage={(p) => update({ page: String(p) })} />
          )}
        </Card.Body>
      </Card>
    </>
  );
}

function ShopTable({ list, onPage }: { list: AdminShopListResponse; onPage: (page: number) => void }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState<AdminShop | null>(null);
  const col = (key: string) => t(`admin.shopColumns.${key}`);
  return (
    <>
      <p className="small text-body-secondary" aria-live="polite">
        {t('admin.shopsCount', { count: list.total })}
      </p>
      <Table responsive hover className="align-middle mb-0 vt-stack-table" data-testid="shops-table">
        <thead>
          <tr>
            <th scope="col">{col('shop')}</th>
            <th scope="col">{col('owner')}</th>
            <th scope="col" className="text-end">
              {col('products')}
            </th>
            <th scope="col" className="text-end">
              {col('orders')}
            </th>
            <th scope="col" className="text-end">
              {col('reports')}
            </th>
            <th scope="col">{col('suspended')}</th>
          </tr>
        </thead>
        <tbody>
          {list.shops.map((s) => (
            <tr key={s.shop_id} data-shop={s.shop_catalogue_url}>
              <td data-label={col('shop')}>
                <a href={`/${s.shop_catalogue_url}`} target="_blank" rel="noreferrer">
                  {s.shop_name}
                </a>
                {s.address && <div className="small text-body-secondary">{s.address}</div>}
              </td>
              <td data-label={col('owner')} className="text-break">
                {s.owner_name}
                <div className="small text-body-secondary">{s.owner_email}</div>
              </td>
              <td data-label={col('products')} className="text-end">
                {s.products}
              </td>
              <td data-label={col('orders')} className="text-end">
                {s.orders}
              </td>
              <td data-label={col('reports')} className="text-end">
                {s.reports}
              </td>
              <td data-label={col('suspended')}>
                <Form.Check
                  type="switch"
                  role="switch"
                  id={`suspend-${s.shop_id}`}
                  checked={s.status === 'suspended'}
                  onChange={() => setAsking(s)}
                  aria-label={t(s.status === 'suspended' ? 'admin.reactivateName' : 'admin.suspendName', {
                    name: s.shop_name,
                  })}
                  data-testid="shop-suspend-switch"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager list={list} onPage={onPage} />
      <StatusDialog shop={asking} onDone={() => setAsking(null)} />
    </>
  );
}

/** Suspend (the reports page's texts) or reactivate, asked first. */
function StatusDialog({ shop, onDone }: { shop: AdminShop | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const suspend = shop?.status !== 'suspended';
  const name = shop?.shop_name ?? '';

  const apply = async () => {
    if (!shop) return;
    const status = suspend ? 'suspended' : 'active';
    setBusy(true);
    const outcome = await setShopStatus(shop.shop_id, status);
    setBusy(false);
    if (!outcome.ok) {
      toast.error(failureText(outcome.message));
      return;
    }
    onDone();
    toast.success(t('admin.statusSaved', { name, status: t(`admin.${status}`) }));
  };

  return (
    <ConfirmDialog
      show={shop !== null}
      title={t(suspend ? 'admin.suspendTitle' : 'admin.reactivateTitle', { name })}
      text={t(suspend ? 'admin.suspendText' : 'admin.reactivateText')}
      confirmLabel={t(suspend ? 'admin.suspend' : 'admin.reactivate')}
      variant={suspend ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={apply}
      onCancel={onDone}
    />
  );
}
