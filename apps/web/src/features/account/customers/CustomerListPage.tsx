import type { CustomerListResponse, ShopCustomer } from '@vitrine/contracts';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Card, Form, Spinner, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { saveFile } from '../../../components/saveFile';
import { ConfirmDialog, LoadError, Loading, PageHeader, Pager, useFailureText } from '../../../components/ui';
import { ownerDownload } from '../api/ownerClient';
import { setPhoneBlocked } from '../orders/phoneGuardApi';
import { formatDateTime, formatMoney } from '../shared/format';
import { queryState } from '../shared/queryState';
import { useListCustomersQuery } from './customersApi';

const PER_PAGE = 20;

/** `?q=` as the address keeps it, for the list and its export alike. */
const withQuery = (path: string, q: string) => (q ? `${path}?q=${encodeURIComponent(q)}` : path);

/**
 * Everyone who ordered from the shop, one row per phone: search and page live in the address;
 * a name opens that customer's orders; the switch blocks or unblocks the phone (after a
 * confirmation, as on an order's page); Export writes the same list as CSV.
 */
export default function CustomerListPage() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const { result, retry } = queryState(useListCustomersQuery({ q: q || undefined, page, per_page: PER_PAGE }));

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

  return (
    <>
      <PageHeader title={t('customers.title')} subtitle={t('customers.subtitle')} actions={<ExportButton q={q} />} />
      <Card>
        <Card.Body>
          <Form.Control
            type="search"
            className="mb-3"
            style={{ maxWidth: 420 }}
            placeholder={t('customers.searchPlaceholder')}
            aria-label={t('customers.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="customer-search"
          />
          {result.state === 'loading' && <Loading />}
          {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
          {result.state === 'ready' && result.data.customers.length === 0 && (
            <p className="text-body-secondary my-4" data-testid="customers-empty">
              {q ? t('customers.emptyFiltered') : t('customers.empty')}
            </p>
          )}
          {result.state === 'ready' && result.data.customers.length > 0 && (
            <CustomerTable list={result.data} onPage={(p) => update({ page: String(p) })} />
          )}
        </Card.Body>
      </Card>
    </>
  );
}

function CustomerTable({ list, onPage }: { list: CustomerListResponse; onPage: (page: number) => void }) {
  const { t, i18n } = useTranslation('account');
  const [asking, setAsking] = useState<ShopCustomer | null>(null);
  const columns = {
    name: t('customers.columns.name'),
    phone: t('customers.columns.phone'),
    email: t('customers.columns.email'),
    orders: t('customers.columns.orders'),
    spent: t('customers.columns.spent'),
    last: t('customers.columns.lastOrder'),
    blocked: t('customers.columns.blocked'),
  };
  return (
    <>
      <p className="small text-body-secondary" aria-live="polite">
        {t('customers.count', { count: list.total })}
      </p>
      <Table responsive hover className="align-middle mb-0 vt-stack-table" data-testid="customers-table">
        <thead>
          <tr>
            <th scope="col">{columns.name}</th>
            <th scope="col">{columns.phone}</th>
            <th scope="col">{columns.email}</th>
            <th scope="col" className="text-end">
              {columns.orders}
            </th>
            <th scope="col" className="text-end">
              {columns.spent}
            </th>
            <th scope="col">{columns.last}</th>
            <th scope="col">{columns.blocked}</th>
          </tr>
        </thead>
        <tbody>
          {list.customers.map((c) => (
            <tr key={c.phone} data-phone={c.phone}>
              <td data-label={columns.name}>
                <Link
                  to={`/account/orders?phone=${encodeURIComponent(c.phone)}`}
                  aria-label={t('customers.openOrders', { name: c.name })}
                >
                  {c.name}
                </Link>
              </td>
              <td data-label={columns.phone} className="text-nowrap">
                {c.phone}
              </td>
              <td data-label={columns.email} className="text-break">
                {c.email || <span className="text-body-secondary">—</span>}
              </td>
              <td data-label={columns.orders} className="text-end">
                {c.order_count}
              </td>
              <td data-label={columns.spent} className="text-end text-nowrap">
                {formatMoney(c.total_spent, c.currency_code, i18n.language)}
              </td>
              <td data-label={columns.last}>{formatDateTime(c.last_order_at, i18n.language)}</td>
              <td data-label={columns.blocked}>
                <Form.Check
                  type="switch"
                  role="switch"
                  id={`block-${c.phone}`}
                  checked={c.blocked}
                  onChange={() => setAsking(c)}
                  aria-label={t(c.blocked ? 'customers.unblockName' : 'customers.blockName', { name: c.name })}
                  data-testid="customer-block-switch"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager list={list} onPage={onPage} />
      <BlockDialog customer={asking} onDone={() => setAsking(null)} />
    </>
  );
}

/** The order page's Block / Unblock, with its texts: it acts through the customer's latest order. */
function BlockDialog({ customer, onDone }: { customer: ShopCustomer | null; onDone: () => void }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const block = !customer?.blocked;
  const phone = customer?.phone ?? '';

  const apply = async () => {
    if (!customer) return;
    setBusy(true);
    const result = await setPhoneBlocked(customer.last_order_id, block);
    setBusy(false);
    if (!result.ok) {
      toast.error(failureText(result.message));
      return;
    }
    onDone();
    toast.success(t(block ? 'customerHistory.blockedDone' : 'customerHistory.unblockedDone', { phone }));
  };

  return (
    <ConfirmDialog
      show={customer !== null}
      title={t(block ? 'customerHistory.blockTitle' : 'customerHistory.unblockTitle', { phone })}
      text={t(block ? 'customerHistory.blockText' : 'customerHistory.unblockText')}
      confirmLabel={t(block ? 'customerHistory.block' : 'customerHistory.unblock')}
      variant={block ? 'danger' : 'primary'}
      busy={busy}
      onConfirm={apply}
      onCancel={onDone}
    />
  );
}

/** The list (as searched) as CSV, fetched with the owner's session; a failure offers to try again. */
function ExportButton({ q }: { q: string }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const result = await ownerDownload(withQuery('account/customers/export', q));
    setBusy(false);
    if (result.ok) {
      saveFile(result.data.blob, result.data.filename);
      return;
    }
    const id = 'customers-export';
    toast.error(
      <div>
        <p className="mb-2">
          {t('customers.exportFailed')} {failureText(result.message)}
        </p>
        <Button
          size="sm"
          variant="light"
          onClick={() => {
            toast.dismiss(id);
            void download();
          }}
        >
          {t('common.retry')}
        </Button>
      </div>,
      { toastId: id, autoClose: false, closeOnClick: false },
    );
  };

  return (
    <Button variant="outline-primary" disabled={busy} onClick={download} data-testid="export-customers">
      {busy ? <Spinner size="sm" className="me-2" aria-hidden /> : <Download size={16} className="me-2" aria-hidden />}
      {t('customers.export')}
    </Button>
  );
}
