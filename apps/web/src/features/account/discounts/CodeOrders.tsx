import { useState } from 'react';
import { Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, Loading, Pager } from '../../../components/ui';
import { StatusBadge } from '../orders/StatusBadge';
import { formatDateTime, formatMoney } from '../shared/format';
import { queryState } from '../shared/queryState';
import { useListDiscountCodeOrdersQuery } from './discountsApi';

const PER_PAGE = 10;

/** The orders placed with one code, newest first, each linking to its order page. */
export function CodeOrders({ id, code }: { id: number; code: string }) {
  const { t, i18n } = useTranslation('account');
  const [page, setPage] = useState(1);
  const { result, retry } = queryState(useListDiscountCodeOrdersQuery({ id, page, per_page: PER_PAGE }));
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  return (
    <section aria-label={t('discounts.orders.title', { code })} className="w-100 mt-2" data-testid="code-orders">
      {result.state === 'loading' && <Loading />}
      {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
      {result.state === 'ready' && result.data.orders.length === 0 && (
        <p className="text-body-secondary mb-0">{t('discounts.orders.empty')}</p>
      )}
      {result.state === 'ready' && result.data.orders.length > 0 && (
        <>
          <Table responsive size="sm" className="align-middle mb-0">
            <caption className="visually-hidden">{t('discounts.orders.title', { code })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('discounts.orders.number')}</th>
                <th scope="col">{t('discounts.orders.date')}</th>
                <th scope="col">{t('discounts.orders.status')}</th>
                <th scope="col" className="text-end">
                  {t('discounts.orders.subtotal')}
                </th>
                <th scope="col" className="text-end">
                  {t('discounts.orders.discount')}
                </th>
                <th scope="col" className="text-end">
                  {t('discounts.orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.data.orders.map((order) => (
                <tr key={order.order_id}>
                  <td>
                    <Link to={`/account/orders/${order.order_id}`}>{order.order_number}</Link>
                  </td>
                  <td>{formatDateTime(order.created_at, i18n.language)}</td>
                  <td>
                    <StatusBadge status={order.order_status} deliveryType={order.delivery_type} />
                  </td>
                  <td className="text-end">{money(order.subtotal, order.currency_code)}</td>
                  <td className="text-end">−{money(order.discount, order.currency_code)}</td>
                  <td className="text-end">{money(order.total, order.currency_code)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pager list={result.data} onPage={setPage} />
        </>
      )}
    </section>
  );
}
