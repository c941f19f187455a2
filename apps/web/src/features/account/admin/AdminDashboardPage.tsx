import { Flag, ShieldOff, Store } from 'lucide-react';
import { Card, Col, Row, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../shared/format';
import { queryState } from '../shared/queryState';
import { LoadError, Loading, PageHeader } from '../shared/ui';
import { useListReportsQuery } from './adminApi';

/** The eCommerce dashboard (admin only, spec section 6): the platform's reports at a glance. */
export default function AdminDashboardPage() {
  const { t, i18n } = useTranslation('account');
  const { result, retry } = queryState(useListReportsQuery({ per_page: 100 }));
  if (result.state === 'loading') return <Loading />;
  if (result.state === 'error') return <LoadError message={result.message} onRetry={retry} />;
  const reports = result.data.reports;
  const shops = new Map(reports.map((r) => [r.shop_id, r.shop_status]));
  const suspended = [...shops.values()].filter((s) => s === 'suspended').length;
  const stats = [
    { icon: Flag, label: t('admin.totalReports'), value: result.data.total, tone: 'danger' },
    { icon: Store, label: t('admin.shopsReported'), value: shops.size, tone: 'primary' },
    { icon: ShieldOff, label: t('admin.suspendedShops'), value: suspended, tone: 'warning' },
  ];
  return (
    <>
      <PageHeader title={t('admin.dashboardTitle')} />
      <Row className="g-4 mb-4" xs={1} md={3}>
        {stats.map(({ icon: Icon, label, value, tone }) => (
          <Col key={label}>
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
          </Col>
        ))}
      </Row>
      <Card>
        <Card.Body>
          <div className="d-flex justify-content-between align-items-center mb-2">
            <h2 className="h5 mb-0">{t('admin.latest')}</h2>
            <Link to="/admin/reports">{t('admin.viewAll')}</Link>
          </div>
          {reports.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('admin.empty')}</p>
          ) : (
            <Table responsive className="mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('admin.columns.shop')}</th>
                  <th scope="col">{t('admin.columns.message')}</th>
                  <th scope="col">{t('admin.columns.date')}</th>
                </tr>
              </thead>
              <tbody>
                {reports.slice(0, 5).map((r) => (
                  <tr key={r.id}>
                    <td>{r.shop_name}</td>
                    <td>{r.message || <em className="text-body-secondary">{t('admin.noMessage')}</em>}</td>
                    <td className="text-nowrap">{formatDateTime(r.created_at, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card.Body>
      </Card>
    </>
  );
}
