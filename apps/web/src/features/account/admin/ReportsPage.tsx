import type { ShopReport, ShopStatus } from '@vitrine/contracts';
import { useState } from 'react';
import { Badge, Button, Card, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ScrollBox } from '../../../components/ScrollBox';
import { ConfirmDialog, LoadError, Loading, PageHeader, Pager, useFailureText } from '../../../components/ui';
import { formatDateTime } from '../shared/format';
import { queryState } from '../shared/queryState';
import { setShopStatus, useListReportsQuery } from './adminApi';
import { FoldedText } from './FoldedText';

const PER_PAGE = 20;

/** Platform admin: shoppers' reports (shop, message, date), and suspending or reactivating a shop. */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('account');
  const failureText = useFailureText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { result, retry } = queryState(useListReportsQuery({ page, per_page: PER_PAGE }));
  const [target, setTarget] = useState<{ report: ShopReport; status: ShopStatus } | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (report: ShopReport, status: ShopStatus) => {
    setBusy(true);
    const outcome = await setShopStatus(report.shop_id, status);
    setBusy(false);
    if (!outcome.ok) {
      toast.error(failureText(outcome.message));
      return;
    }
    setTarget(null);
    toast.success(t('admin.statusSaved', { name: report.shop_name, status: t(`admin.${status}`) }));
  };

  return (
    <>
      <PageHeader title={t('admin.reportsTitle')} subtitle={t('admin.reportsSubtitle')} />
      <Card>
        <Card.Body>
          {result.state === 'loading' && <Loading />}
          {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
          {result.state === 'ready' && result.data.reports.length === 0 && (
            <p className="text-body-secondary">{t('admin.empty')}</p>
          )}
          {result.state === 'ready' && result.data.reports.length > 0 && (
            <>
              <ScrollBox label={t('admin.reportsTitle')}>
                <Table className="align-middle" data-testid="reports-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('admin.columns.shop')}</th>
                      <th scope="col">{t('admin.columns.message')}</th>
                      <th scope="col">{t('admin.columns.date')}</th>
                      <th scope="col">{t('admin.columns.status')}</th>
                      <th scope="col" className="text-end">
                        {t('admin.columns.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.data.reports.map((r) => (
                      <tr key={r.id}>
                        <td>
                          <a href={`/${r.shop_catalogue_url}`} target="_blank" rel="noreferrer">
                            {r.shop_name}
                          </a>
                        </td>
                        <td style={{ maxWidth: 420, minWidth: 200 }}>
                          {r.message ? (
                            <FoldedText text={r.message} />
                          ) : (
                            <em className="text-body-secondary">{t('admin.noMessage')}</em>
                          )}
                        </td>
                        <td className="text-nowrap">{formatDateTime(r.created_at, i18n.language)}</td>
                        <td>
                          <Badge bg={r.shop_status === 'active' ? 'success' : 'danger'}>
                            {t(`admin.${r.shop_status}`)}
                          </Badge>
                        </td>
                        <td className="text-end">
                          {r.shop_status === 'active' ? (
                            <Button
                              size="sm"
                              variant="outline-danger"
                              onClick={() => setTarget({ report: r, status: 'suspended' })}
                            >
                              {t('admin.suspend')}
                            </Button>
                          ) : (
                            <Button
                              size="sm"
                              variant="outline-success"
                              disabled={busy}
                              onClick={() => apply(r, 'active')}
                            >
                              {t('admin.reactivate')}
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </ScrollBox>
              <Pager list={result.data} onPage={(p) => setParams({ page: String(p) })} />
            </>
          )}
        </Card.Body>
      </Card>
      <ConfirmDialog
        show={target !== null}
        title={t('admin.suspendTitle', { name: target?.report.shop_name ?? '' })}
        text={t('admin.suspendText')}
        confirmLabel={t('admin.suspend')}
        busy={busy}
        onConfirm={() => target && apply(target.report, target.status)}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
