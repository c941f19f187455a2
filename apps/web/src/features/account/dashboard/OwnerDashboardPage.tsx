import type { OwnerDashboard } from '@vitrine/contracts';
import { fromMinorUnits } from '@vitrine/contracts/currency';
import { Clock, ExternalLink, ShoppingBag, TrendingUp, Wallet } from 'lucide-react';
import { Card, Col, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError, Loading, PageHeader } from '../../../components/ui';
import { useAppSelector } from '../../../store';
import { selectAuth } from '../auth/authSlice';
import { StatusBadge } from '../orders/StatusBadge';
import { SharePanel } from '../share/SharePanel';
import { formatDateTime, formatMoney } from '../shared/format';
import { queryState } from '../shared/queryState';
import { useGetDashboardQuery } from './dashboardApi';
import { SetupGuide } from './SetupGuide';
import { useShopLinkUsed } from './setupApi';

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

/**
 * The owner's dashboard: orders today and this week, revenue, top products, recent orders, a 7-day
 * chart. The server aggregates every order in SQL, with days in the shop's time zone: one request.
 */
export default function OwnerDashboardPage() {
  const { result, retry } = queryState(useGetDashboardQuery());
  if (result.state === 'loading') return <Loading />;
  if (result.state === 'error') return <LoadError message={result.message} onRetry={retry} />;
  return <DashboardView dashboard={result.data.dashboard} />;
}

function DashboardView({ dashboard: d }: { dashboard: OwnerDashboard }) {
  const { t, i18n } = useTranslation('account');
  const auth = useAppSelector(selectAuth);
  const shopLinkUsed = useShopLinkUsed();
  const money = (n: number) => formatMoney(n, d.currency_code, i18n.language);
  const max = Math.max(1, ...d.per_day.map((day) => day.orders));
  // Days are the shop's calendar days: noon UTC of that date names the weekday in any zone.
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

  return (
    <>
      <PageHeader
        title={t('dashboard.greeting', { name: auth.name })}
        subtitle={d.shop_name}
        actions={
          <a
            href={`/${d.shop_catalogue_url}`}
            onClick={shopLinkUsed}
            target="_blank"
            rel="noreferrer"
            className="btn btn-outline-primary"
          >
            <ExternalLink size={16} className="me-2" aria-hidden />
            {t('dashboard.openCatalogue')}
          </a>
        }
      />
      <SetupGuide shopUrl={d.shop_catalogue_url} />
      <Row className="g-4 mb-2" xs={1} sm={2} xl={4}>
        <Col>
          <Stat icon={ShoppingBag} label={t('dashboard.ordersToday')} value={String(d.today.orders)} tone="primary" />
        </Col>
        <Col>
          <Stat icon={TrendingUp} label={t('dashboard.ordersWeek')} value={String(d.week.orders)} tone="info" />
        </Col>
        <Col>
          <Stat
            icon={Wallet}
            label={t('dashboard.revenueWeek')}
            value={money(fromMinorUnits(d.week.revenue_minor, d.currency_code))}
            tone="success"
          />
        </Col>
        <Col>
          <Stat icon={Clock} label={t('dashboard.newOrders')} value={String(d.pending_orders)} tone="warning" />
        </Col>
      </Row>
      <p className="text-body-secondary small" data-testid="dashboard-week-note">
        {t('dashboard.weekNote', { zone: d.time_zone.replaceAll('_', ' ') })}
      </p>
      <Row className="g-4">
        <Col lg={7}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">{t('dashboard.ordersPerDay')}</h2>
              {d.week.orders === 0 ? (
                <p className="text-body-secondary">{t('dashboard.noOrders')}</p>
              ) : (
                <figure className="mb-0">
                  <div className="d-flex align-items-end gap-2" style={{ height: 180 }} aria-hidden>
                    {d.per_day.map((day) => (
                      <div
                        key={day.day}
                        className="flex-fill d-flex flex-column align-items-center justify-content-end h-100"
                      >
                        <small>{day.orders || ''}</small>
                        <div
                          className="w-100 rounded-top bg-primary"
                          style={{ height: `${(day.orders / max) * 85}%`, minHeight: day.orders ? 4 : 1 }}
                        />
                        <small className="text-body-secondary">{dayLabel(day.day)}</small>
                      </div>
                    ))}
                  </div>
                  <figcaption className="visually-hidden">
                    {d.per_day.map((day) => `${dayLabel(day.day)}: ${day.orders}`).join(', ')}
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
              {d.top_products.length === 0 ? (
                <p className="text-body-secondary">{t('dashboard.noOrders')}</p>
              ) : (
                <ol className="mb-0">
                  {d.top_products.map((p) => (
                    <li key={p.product_name} className="d-flex justify-content-between gap-2">
                      <span>{p.product_name}</span>
                      <span className="text-body-secondary">{t('dashboard.soldUnits', { count: p.quantity })}</span>
                    </li>
                  ))}
                </ol>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <Card data-testid="low-stock">
            <Card.Body>
              <h2 className="h5">{t('dashboard.lowStock')}</h2>
              {d.low_stock.length === 0 ? (
                <p className="text-body-secondary mb-0">
                  {t('dashboard.noLowStock', { count: d.low_stock_threshold })}
                </p>
              ) : (
                <ul className="list-unstyled mb-0">
                  {d.low_stock.map((item) => (
                    <li
                      key={`${item.product_id}:${item.product_variant_id ?? ''}`}
                      className="d-flex justify-content-between gap-2"
                    >
                      <Link to={`/account/products/${item.product_id}`}>
                        {item.product_name}
                        {item.product_variant_name ? ` · ${item.product_variant_name}` : ''}
                      </Link>
                      <span className={item.stock_quantity === 0 ? 'text-danger fw-semibold' : 'text-body-secondary'}>
                        {item.stock_quantity === 0
                          ? t('dashboard.soldOut')
                          : t('dashboard.unitsLeft', { count: item.stock_quantity })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <Card>
            <Card.Body>
              <div className="d-flex justify-content-between align-items-center mb-2">
                <h2 className="h5 mb-0">{t('dashboard.recentOrders')}</h2>
                <Link to="/account/orders" className="vt-tap">
                  {t('dashboard.viewAll')}
                </Link>
              </div>
              {d.recent_orders.length === 0 ? (
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
                    {d.recent_orders.map((o) => (
                      <tr key={o.order_id}>
                        <td>
                          <Link to={`/account/orders/${o.order_id}`}>{o.order_number}</Link>
                        </td>
                        <td>{formatDateTime(o.created_at, i18n.language)}</td>
                        <td>{o.customer_name}</td>
                        <td className="text-end">{money(o.total)}</td>
                        <td>
                          <StatusBadge status={o.order_status} deliveryType={o.delivery_type} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col xs={12}>
          <SharePanel />
        </Col>
      </Row>
    </>
  );
}
