import { type OrderStatus, orderStatuses } from '@vitrine/contracts';
import { Button, Card, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError, Loading, PageHeader, Pager } from '../../../components/ui';
import { formatDateTime, formatMoney } from '../shared/format';
import { queryState } from '../shared/queryState';
import { useArrivedOrders } from './live/arrivals';
import { NewOrderBadge, OrderSoundToggle } from './live/LiveOrderControls';
import { useListOrdersQuery } from './ordersApi';
import { StatusBadge } from './StatusBadge';

const PER_PAGE = 20;
const isStatus = (value: string | null): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value ?? '');

/** Orders newest first, filtered by status; the filter and page live in the address. */
export default function OrderListPage() {
  const { t, i18n } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as OrderStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  // One customer's orders, as the customer list opens them.
  const phone = params.get('phone') || undefined;
  const { result, retry } = queryState(useListOrdersQuery({ status, phone, page, per_page: PER_PAGE }));
  // Rows that arrived while the page was open (the account shell follows the order stream).
  const arrived = useArrivedOrders();
  const setFilter = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  return (
    <>
      <PageHeader title={t('orders.title')} />
      <Card>
        <Card.Body>
          <Form.Group controlId="order-status-filter" className="mb-3" style={{ maxWidth: 260 }}>
            <Form.Label>{t('orders.filter')}</Form.Label>
            <Form.Select
              value={status ?? ''}
              onChange={(e) => setFilter({ status: e.target.value || undefined, page: undefined })}
            >
              <option value="">{t('orders.allStatuses')}</option>
              {orderStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`orders.statuses.${s}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {phone && (
            <p className="d-flex flex-wrap align-items-center gap-2" data-testid="orders-phone-filter">
              {t('orders.ofPhone', { phone })}
              <Button
                size="sm"
                variant="link"
                className="p-0"
                onClick={() => setFilter({ phone: undefined, page: undefined })}
              >
                {t('orders.allCustomers')}
              </Button>
            </p>
          )}
          <OrderSoundToggle />
          {result.state === 'loading' && <Loading />}
          {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
          {result.state === 'ready' && result.data.orders.length === 0 && (
            <p className="text-body-secondary my-4">
              {status || phone ? t('orders.emptyFiltered') : t('orders.empty')}
            </p>
          )}
          {result.state === 'ready' && result.data.orders.length > 0 && (
            <>
              <Table responsive hover className="align-middle mb-0 vt-stack-table" data-testid="orders-table">
                <thead>
                  <tr>
                    <th scope="col">{t('orders.columns.number')}</th>
                    <th scope="col">{t('orders.columns.date')}</th>
                    <th scope="col">{t('orders.columns.customer')}</th>
                    <th scope="col" className="text-end">
                      {t('orders.columns.items')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('orders.columns.total')}
                    </th>
                    <th scope="col">{t('orders.columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.orders.map((order) => (
                    <tr key={order.order_id} data-order-number={order.order_number}>
                      <td data-label={t('orders.columns.number')}>
                        <Link to={`/account/orders/${order.order_id}`}>{order.order_number}</Link>
                        {arrived.has(order.order_id) && <NewOrderBadge />}
                      </td>
                      <td data-label={t('orders.columns.date')}>{formatDateTime(order.created_at, i18n.language)}</td>
                      <td data-label={t('orders.columns.customer')}>{order.customer.name}</td>
                      <td className="text-end" data-label={t('orders.columns.items')}>
                        {order.item_count}
                      </td>
                      <td className="text-end" data-label={t('orders.columns.total')}>
                        {formatMoney(order.total, order.currency_code, i18n.language)}
                        {order.payment_method !== 'cod' && (
                          <div className="small text-body-secondary" data-testid="order-payment-method">
                            {t(`orders.payment.methods.${order.payment_method}`)} ·{' '}
                            {order.payment_status === 'paid' ? t('orders.payment.paid') : t('orders.payment.unpaid')}
                          </div>
                        )}
                      </td>
                      <td data-label={t('orders.columns.status')}>
                        <StatusBadge status={order.order_status} deliveryType={order.delivery_type} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager list={result.data} onPage={(p) => setFilter({ page: String(p) })} />
            </>
          )}
        </Card.Body>
      </Card>
    </>
  );
}
