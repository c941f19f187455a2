import { CalendarClock, Flag, ShieldOff, Store } from 'lucide-react';
import { Badge, Card, Col, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApexFigure } from '../../../components/charts/ApexFigure';
import { useChartTheme } from '../../../components/charts/useChartTheme';
import { ScrollBox } from '../../../components/ScrollBox';
import { LoadError, Loading, PageHeader } from '../../../components/ui';
import { formatDateTime } from '../shared/format';
import { queryState } from '../shared/queryState';
import { useListReportsQuery } from './adminApi';
import { MailOutboxCard } from './MailOutboxCard';
import { reportFigures } from './reportFigures';

/** As many reports as one call returns (the API's page-size limit): the dashboard's sample. */
const SAMPLE = 100;

/**
 * The eCommerce dashboard (admin only, spec section 6) in the template's layout: a statistics
 * row, reports per day, reported shops by status, the most reported shops and the latest
 * reports — every figure from the platform's real report list, none invented.
 */
export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation('account');
  const { t: td } = useTranslation('dashboards');
  const theme = useChartTheme();
  const { result, retry } = queryState(useListReportsQuery({ per_page: SAMPLE }));
  if (result.state === 'loading') return <Loading />;
  if (result.state === 'error') return <LoadError message={result.message} onRetry={retry} />;
  const { reports, total } = result.data;
  const figures = reportFigures(reports, new Date());
  const sampled = total > reports.length;
  const number = new Intl.NumberFormat(i18n.language);
  const dayFormat = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const days = figures.perDay.map((d) => dayFormat.format(d.day));
  const counts = figures.perDay.map((d) => d.count);
  const stats = [
    { icon: Flag, label: t('admin.totalReports'), value: total, tone: 'danger', id: 'total-reports' },
    {
      icon: Store,
      label: t('admin.shopsReported'),
      value: figures.shops.length,
      tone: 'primary',
      id: 'shops-reported',
    },
    { icon: ShieldOff, label: t('admin.suspendedShops'), value: figures.suspended, tone: 'warning', id: 'suspended' },
    { icon: CalendarClock, label: td('ecommerce.lastWeek'), value: figures.lastWeek, tone: 'info', id: 'last-week' },
  ];
  const top = figures.shops.slice(0, 5);

  return (
    <>
      <PageHeader
        title={t('admin.dashboardTitle')}
        subtitle={sampled ? td('ecommerce.sampled', { count: reports.length, total }) : td('ecommerce.subtitle')}
      />
      <Card className="mb-4">
        <Card.Body>
          <h2 className="h5 mb-3">{td('ecommerce.statistics')}</h2>
          <Row xs={1} sm={2} xl={4} className="g-4">
            {stats.map(({ icon: Icon, label, value, tone, id }) => (
              <Col key={id} className="d-flex align-items-center gap-3">
                <span className={`rounded-circle p-3 bg-${tone}-subtle text-${tone}-emphasis`} aria-hidden>
                  <Icon size={22} />
                </span>
                <div>
                  <div className="h4 mb-0" data-testid={`stat-${id}`}>
                    {number.format(value)}
                  </div>
                  <div className="text-body-secondary small">{label}</div>
                </div>
              </Col>
            ))}
          </Row>
        </Card.Body>
      </Card>
      <Row className="g-4 mb-4">
        <Col lg={8}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5 mb-0">{td('ecommerce.perDay.title')}</h2>
              <p className="text-body-secondary small">{td('ecommerce.perDay.subtitle', { count: counts.length })}</p>
              <ApexFigure
                type="bar"
                theme={theme}
                height={260}
                label={td('ecommerce.perDay.chart', {
                  count: counts.length,
                  total: counts.reduce((s, c) => s + c, 0),
                  max: Math.max(...counts),
                })}
                series={[{ name: t('admin.totalReports'), data: counts }]}
                options={{
                  xaxis: { categories: days },
                  yaxis: {
                    min: 0,
                    forceNiceScale: true,
                    labels: { formatter: (v: number) => number.format(Math.round(v)) },
                  },
                  plotOptions: { bar: { columnWidth: '50%', borderRadius: 4 } },
                  dataLabels: { enabled: false },
                }}
              />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5">{td('ecommerce.byStatus.title')}</h2>
              {figures.shops.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('admin.empty')}</p>
              ) : (
                <ApexFigure
                  type="donut"
                  theme={theme}
                  height={260}
                  label={td('ecommerce.byStatus.chart', { active: figures.active, suspended: figures.suspended })}
                  series={[figures.active, figures.suspended]}
                  options={{
                    labels: [t('admin.active'), t('admin.suspended')],
                    colors: [theme.success, theme.warning],
                    legend: { position: 'bottom' },
                    stroke: { colors: [theme.surface] },
                    dataLabels: { enabled: false },
                    plotOptions: {
                      pie: {
                        donut: {
                          labels: {
                            show: true,
                            name: { color: theme.body },
                            value: { color: theme.body },
                            total: { show: true, label: t('admin.shopsReported'), color: theme.body },
                          },
                        },
                      },
                    },
                  }}
                />
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <Row className="g-4">
        <Col lg={4}>
          <Card className="h-100">
            <Card.Body>
              <h2 className="h5 mb-3">{td('ecommerce.topShops')}</h2>
              {top.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('admin.empty')}</p>
              ) : (
                <ol className="list-unstyled mb-0">
                  {top.map((s) => (
                    <li key={s.shop_id} className="d-flex justify-content-between align-items-center gap-2 py-2">
                      <span className="text-truncate">{s.name}</span>
                      <span className="d-flex align-items-center gap-2">
                        {s.status === 'suspended' && (
                          <Badge bg="warning-subtle" className="text-warning-emphasis">
                            {t('admin.suspended')}
                          </Badge>
                        )}
                        <span className="fw-semibold">{td('ecommerce.reportCount', { count: s.reports })}</span>
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={8}>
          <Card className="h-100">
            <Card.Body>
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
                <h2 className="h5 mb-0">{t('admin.latest')}</h2>
                <Link to="/admin/reports">{t('admin.viewAll')}</Link>
              </div>
              {reports.length === 0 ? (
                <p className="text-body-secondary mb-0">{t('admin.empty')}</p>
              ) : (
                <ScrollBox label={t('admin.latest')}>
                  <Table hover className="mb-0 align-middle">
                    <thead>
                      <tr>
                        <th scope="col">{t('admin.columns.shop')}</th>
                        <th scope="col">{t('admin.columns.status')}</th>
                        <th scope="col">{t('admin.columns.message')}</th>
                        <th scope="col">{t('admin.columns.date')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {reports.slice(0, 5).map((r) => {
                        const tone = r.shop_status === 'suspended' ? 'warning' : 'success';
                        return (
                          <tr key={r.id}>
                            <td className="text-nowrap">{r.shop_name}</td>
                            <td>
                              <Badge pill bg={`${tone}-subtle`} className={`text-${tone}-emphasis`}>
                                {t(`admin.${r.shop_status}`)}
                              </Badge>
                            </td>
                            <td>{r.message || <em className="text-body-secondary">{t('admin.noMessage')}</em>}</td>
                            <td className="text-nowrap">{formatDateTime(r.created_at, i18n.language)}</td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </Table>
                </ScrollBox>
              )}
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <MailOutboxCard />
    </>
  );
}
