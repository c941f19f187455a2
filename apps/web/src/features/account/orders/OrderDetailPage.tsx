import type { OwnerOrder } from '@vitrine/contracts';
import { ArrowLeft, Printer } from 'lucide-react';
import { Fragment, lazy, Suspense, useState } from 'react';
import { Button, Card, Col, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError, Loading, PageHeader } from '../../../components/ui';
import { formatDateTime, formatMoney } from '../shared/format';
import { queryState } from '../shared/queryState';
import { CustomerHistory } from './CustomerHistory';
import { OrderLifeCard } from './OrderLifeCard';
import { OrderPaymentCard } from './OrderPaymentCard';
import { useGetOrderQuery } from './ordersApi';

// Bootstrap's outline grey misses AA contrast on the shell's grey page: the emphasis tone instead (every theme).
// The invoice (its component, styles and print rules) loads only when the owner asks for it.
const OrderInvoice = lazy(() => import('../../invoice/OrderInvoice'));

/** One order: its lines, the customer, and its life (status, next steps, history). */
export default function OrderDetailPage() {
  const { t } = useTranslation('account');
  const orderId = Number(useParams().orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const { result, retry } = queryState(useGetOrderQuery(orderId, { skip: !valid }));
  const back = (
    <Link to="/account/orders" className="btn btn-outline-secondary vt-quiet-outline">
      <ArrowLeft size={16} className="me-2" aria-hidden />
      {t('common.back')}
    </Link>
  );
  if (!valid) return <PageHeader title={t('orders.notFound')} actions={back} />;
  if (result.state === 'loading') return <Loading />;
  if (result.state === 'error') {
    return result.status === 404 ? (
      <PageHeader title={t('orders.notFound')} actions={back} />
    ) : (
      <LoadError message={result.message} onRetry={retry} />
    );
  }
  return <OrderView order={result.data.order} back={back} />;
}

function OrderView({ order, back }: { order: OwnerOrder; back: React.ReactNode }) {
  const { t, i18n } = useTranslation('account');
  // 0: no invoice shown; each Print invoice click counts up and prints again.
  const [printRequest, setPrintRequest] = useState(0);
  const money = (n: number) => formatMoney(n, order.currency_code, i18n.language);
  const c = order.customer;

  return (
    <>
      <PageHeader
        title={t('orders.detail', { number: order.order_number })}
        subtitle={formatDateTime(order.created_at, i18n.language)}
        actions={
          <>
            <PrintInvoiceButton onClick={() => setPrintRequest((n) => n + 1)} />
            {back}
          </>
        }
      />
      <Row className="g-4">
        <Col lg={8}>
          <Card>
            <Card.Body>
              <h2 className="h5">{t('orders.lines')}</h2>
              <Table responsive className="align-middle vt-stack-table">
                <thead>
                  <tr>
                    <th scope="col">{t('orders.product')}</th>
                    <th scope="col" className="text-end">
                      {t('orders.quantity')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('orders.unitPrice')}
                    </th>
                    <th scope="col" className="text-end">
                      {t('orders.lineTotal')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item) => (
                    <tr key={`${item.product_id}-${item.product_variant_id}-${item.product_name}`}>
                      <td data-label={t('orders.product')}>
                        {item.product_name}
                        {item.product_variant_name && (
                          <div className="small text-body-secondary">{item.product_variant_name}</div>
                        )}
                      </td>
                      <td className="text-end" data-label={t('orders.quantity')}>
                        {item.quantity}
                      </td>
                      <td className="text-end" data-label={t('orders.unitPrice')}>
                        {money(item.unit_price)}
                      </td>
                      <td className="text-end" data-label={t('orders.lineTotal')}>
                        {money(item.line_total)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3} className="text-end fw-normal">
                      {t('orders.money.subtotal')}
                    </th>
                    <td className="text-end">{money(order.subtotal)}</td>
                  </tr>
                  <tr>
                    <th scope="row" colSpan={3} className="text-end fw-normal">
                      {t('orders.money.deliveryFee')}
                    </th>
                    <td className="text-end" data-testid="order-delivery-fee">
                      {money(order.delivery_fee)}
                    </td>
                  </tr>
                  {order.discount > 0 && (
                    <tr>
                      <th scope="row" colSpan={3} className="text-end fw-normal">
                        {order.discount_code
                          ? t('orders.money.discountOf', { code: order.discount_code })
                          : t('orders.money.discount')}
                      </th>
                      <td className="text-end" data-testid="order-discount">
                        −{money(order.discount)}
                      </td>
                    </tr>
                  )}
                  <tr>
                    <th scope="row" colSpan={3} className="text-end">
                      {t('orders.columns.total')}
                    </th>
                    <td className="text-end fw-semibold" data-testid="order-total">
                      {money(order.total)}
                    </td>
                  </tr>
                </tfoot>
              </Table>
              {order.note && (
                <>
                  <h3 className="h6">{t('orders.note')}</h3>
                  <p className="mb-0">{order.note}</p>
                </>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <OrderLifeCard order={order} />
          <OrderPaymentCard order={order} />
          <Card>
            <Card.Body>
              <h2 className="h5">{t('orders.customer')}</h2>
              <address className="mb-2">
                <strong>{c.name}</strong>
                {/* A pickup's customer gives no address: only the lines that hold something. */}
                {Object.entries({
                  line1: c.address_line1,
                  line2: c.address_line2,
                  place: [c.city, c.state_name, c.postal_code].filter(Boolean).join(', '),
                  country: c.country_name,
                })
                  .filter(([, line]) => line)
                  .map(([part, line]) => (
                    <Fragment key={part}>
                      <br />
                      {line}
                    </Fragment>
                  ))}
              </address>
              <div>
                <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} className="vt-tap">
                  {c.phone}
                </a>
              </div>
              {c.email && (
                <div>
                  <a href={`mailto:${c.email}`} className="vt-tap">
                    {c.email}
                  </a>
                </div>
              )}
              <div className="mt-2 text-body-secondary">
                {t('orders.delivery')}:{' '}
                {t(`orders.deliveryTypes.${order.delivery_type}`, { defaultValue: order.delivery_type })}
              </div>
            </Card.Body>
          </Card>
          <CustomerHistory order={order} />
        </Col>
      </Row>
      {printRequest > 0 && (
        <Suspense fallback={<Loading />}>
          <OrderInvoice order={order} printRequest={printRequest} onClose={() => setPrintRequest(0)} />
        </Suspense>
      )}
    </>
  );
}

function PrintInvoiceButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('invoice');
  return (
    <Button className="d-inline-flex align-items-center gap-2" onClick={onClick} data-testid="order-print-invoice">
      <Printer size={16} aria-hidden />
      {t('printInvoice')}
    </Button>
  );
}
