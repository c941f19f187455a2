import type { OwnerOrder } from '@vitrine/contracts';
import { Clock, ExternalLink, ShoppingBag, TrendingUp, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, Col, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../../store';
import { getAccountShop } from '../api/shopApi';
import { selectAuth } from '../auth/authSlice';
import { getOrder, listOrders } from '../orders/ordersApi';
import { StatusBadge } from '../orders/StatusBadge';
import { formatDateTime, formatMoney } from '../shared/format';
import { LoadError, Loading, PageHeader } from '../shared/ui';
import { useOwnerQuery } from '../shared/useOwnerQuery';
import { summariseOrders, type TopProduct, topProducts } from './summary';

function Stat({ icon: Icon, label, value, tone }: { icon: typeof Clock; label: string; value: string; tone: string }) {
  return (
    <Card className="h-100">
      <Card.Body className="d-flex align-items-center gap-3">
        <span className={`rounded-circle p-3 bg-${tone}-subtle text-${tone}-emphasis`} aria-hidden>
          <Icon size={22} />
        </span>
        <div>
          <div className="h4 mb-0">{value}</div>
          <div className="text-body-secondary small">{label}</div>
        </div>
      </Card.Body>
    </Card>
  );
}

/** The owner's dashboard: orders today and this week, revenue, top products, recent orders, a 7-day chart. */
export default function OwnerDashboardPage() {
  const { t, i18n } = useTranslation('account');
  const auth = useAppSelector(selectAuth);
  const { result, retry } = useOwnerQuery(async (signal) => {
    const [orders, shop] = await Promise.all([listOrders({ per_page: 100 }, signal), getAccountShop(signal)]);
    if (!orders.ok) return orders;
    if (!shop.ok) return shop;
    return { ok: true as const, data: { orders: orders.data.orders, shop: shop.data.shop } };
  }, []);
  const [top, setTop] = useState<TopProduct[] | null>(null);
  const weekOrders =
    result.state === 'ready'
      ? result.data.orders.filter((o) => Date.now() - Date.parse(o.created_at) < 7 * 864e5).slice(0, 20)
      : [];
  const weekKey = weekOrders.map((o) => o.order_id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: weekKey stands for the week's orders.
  useEffect(() => {
    if (result.state !== 'ready') return;
    const controller = new AbortController();
    Promise.all(weekOrders.map((o) => getOrder(o.order_id, controller.signal)))
      .then((details) => setTop(topProducts(details.flatMap((d) => (d.ok ? [d.data.order as OwnerOrder] : [])))))
      .catch(() => undefined);
    return () => controller.abort();
  }, [result.state, weekKey]);

  if (result.state === 'loading') return <Loading />;
  if (result.state === 'error') return <LoadError message={result.message} onRetry={retry} />;
  const { orders, shop } = result.data;
  const s = summariseOrders(orders, new Date());
  const money = (n: number) => formatMoney(n, shop.currency_code, i18n.language);
  const max = Math.max(1, ...s.perDay.map((d) => d.orders));
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(new Date(`${day}T12:00:00`));

  return (
    <>
      <PageHeader
        title={t('dashboard.greeting', { name: auth.name })}
        subtitle={shop.shop_name}
        actions={
          <a href={`/${shop.shop_catalogue_url}`} target="_blank" rel="noreferrer" className="btn btn-outline-primary">
            <ExternalLink size={16} className="me-2" aria-hidden />
            {t('dashboard.openCatalogue')}
          </a>
        }
      />
      <Row className="g-4 mb-4" xs={1} sm={2} xl={4}>
        <Col>
          <Stat icon={ShoppingBag} label={t('dashboard.ordersToday')} value={String(s.today)} tone="primary" />
        </Col>
        <Col>
          <Stat icon={TrendingUp} label={t('dashboard.ordersWeek')} value={String(s.week)} tone="info" />
        </Col>
        <Col>
          <Stat icon={Wallet} label={t('dashboard.revenueWeek')} value={money(s.revenueWeek)} tone="success" />
        </Col>
        <Col>
          <Stat icon={Clock} label={t('dashboard.newOrders')} value={String(s.pending)} tone="warning" />
        </Col>
      </Row>
      <Row className="g-4">
        <Col lg={7}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">{t('dashboard.ordersPerDay')}</h2>
              {s.week === 0 ? (
                <p className="text-body-secondary">{t('dashboard.noOrders')}</p>
              ) : (
                <figure className="mb-0">
                  <div className="d-flex align-items-end gap-2" style={{ height: 180 }} aria-hidden>
                    {s.perDay.map((d) => (
                      <div
                        key={d.day}
                        className="flex-fill d-flex flex-column align-items-center justify-content-end h-100"
                      >
                        <small>{d.orders || ''}</small>
                        <div
                          className="w-100 rounded-top bg-primary"
                          style={{ height: `${(d.orders / max) * 85}%`, minHeight: d.orders ? 4 : 1 }}
                        />
                        <small className="text-body-secondary">{dayLabel(d.day)}</small>
                      </div>
                    ))}
                  </div>
                  <figcaption className="visually-hidden">
                    {s.perDay.map((d) => `${dayLabel(d.day)}: ${d.orders}`).join(', ')}
                  </figcaption>
                </figure>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={5}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">{t('dashboard.topProducts')}</h2>
              {top === null ? (
                <Loading />
              ) : top.length === 0 ? (
                <p className="text-body-secondary">{t('dashboard.noOrders')}</p>
              ) : (
                <ol className="mb-0">
                  {top.map((p) => (
                    <li key={p.name} className="d-flex justify-content-between gap-2">
                      <span>{p.name}</span>
                      <span className="text-body-secondary">{t('dashboard.soldUnits', { count: p.quantity })}</span>
                    </li>
                  ))}
                </ol>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <Card>
            <Card.Body>
              <div className="d-flex justify-content-between align-items-center mb-2">
                <h2 className="h5 mb-0">{t('dashboard.recentOrders')}</h2>
                <Link to="/account/orders">{t('dashboard.viewAll')}</Link>
              </div>
              {orders.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('orders.empty')}</p>
              ) : (
                <Table responsive className="align-middle mb-0">
                  <thead>
                    <tr>
                      <th scope="col">{t('orders.columns.number')}</th>
                      <th scope="col">{t('orders.columns.date')}</th>
                      <th scope="col">{t('orders.columns.customer')}</th>
                      <th scope="col" className="text-end">
                        {t('orders.columns.total')}
                      </th>
                      <th scope="col">{t('orders.columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {orders.slice(0, 5).map((o) => (
                      <tr key={o.order_id}>
                        <td>
                          <Link to={`/account/orders/${o.order_id}`}>{o.order_number}</Link>
                        </td>
                        <td>{formatDateTime(o.created_at, i18n.language)}</td>
                        <td>{o.customer.name}</td>
                        <td className="text-end">{money(o.total)}</td>
                        <td>
                          <StatusBadge status={o.order_status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
