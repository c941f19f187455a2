import type { AdminMail, MailStatus } from '@vitrine/contracts';
import { useState } from 'react';
import { Badge, Button, Card, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { LoadError, Loading, useFailureText } from '../../../components/ui';
import { formatDateTime } from '../shared/format';
import { queryState } from '../shared/queryState';
import { retryMail, useMailOutboxQuery } from './adminApi';

const TONE: Record<MailStatus, string> = { queued: 'info', sending: 'primary', sent: 'success', failed: 'danger' };
// From the tones, not the contracts' list: a type-only import keeps zod out of this page's code.
const STATUSES = Object.keys(TONE) as MailStatus[];

/**
 * The mail outbox on the admin's dashboard: how many mails wait, went or failed, and the latest
 * not sent with their last error; a failed one can be sent again at once.
 */
export function MailOutboxCard() {
  const { t } = useTranslation('account');
  const { result, retry } = queryState(useMailOutboxQuery());
  return (
    <Card className="mt-4" data-testid="mail-outbox">
      <Card.Body>
        <h2 className="h5 mb-0">{t('admin.mail.title')}</h2>
        <p className="text-body-secondary small">{t('admin.mail.subtitle')}</p>
        {result.state === 'loading' && <Loading />}
        {result.state === 'error' && <LoadError message={result.message} onRetry={retry} />}
        {result.state === 'ready' && (
          <>
            <ul className="list-inline mb-3" aria-label={t('admin.mail.countsLabel')}>
              {STATUSES.map((status) => (
                <li key={status} className="list-inline-item me-3" data-testid={`mail-count-${status}`}>
                  <span className="fw-semibold">{result.data.mail.counts[status]}</span>{' '}
                  <span className="text-body-secondary">{t(`admin.mail.status.${status}`)}</span>
                </li>
              ))}
            </ul>
            {result.data.mail.unsent.length === 0 ? (
              <p className="text-body-secondary mb-0" data-testid="mail-empty">
                {t('admin.mail.empty')}
              </p>
            ) : (
              <MailTable mails={result.data.mail.unsent} />
            )}
          </>
        )}
      </Card.Body>
    </Card>
  );
}

function MailTable({ mails }: { mails: AdminMail[] }) {
  const { t, i18n } = useTranslation('account');
  const col = (key: string) => t(`admin.mail.columns.${key}`);
  return (
    <Table responsive hover className="align-middle mb-0 vt-stack-table" data-testid="mail-table">
      <thead>
        <tr>
          <th scope="col">{col('to')}</th>
          <th scope="col">{col('status')}</th>
          <th scope="col" className="text-end">
            {col('attempts')}
          </th>
          <th scope="col">{col('error')}</th>
          <th scope="col">{col('next')}</th>
          <th scope="col">
            <span className="visually-hidden">{col('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {mails.map((m) => (
          <tr key={m.id} data-mail={m.id}>
            <td data-label={col('to')} className="text-break">
              {m.to}
              <div className="small text-body-secondary">{m.subject}</div>
            </td>
            <td data-label={col('status')}>
              <Badge pill bg={`${TONE[m.status]}-subtle`} className={`text-${TONE[m.status]}-emphasis`}>
                {t(`admin.mail.status.${m.status}`)}
              </Badge>
            </td>
            <td data-label={col('attempts')} className="text-end">
              {m.attempts}
            </td>
            <td data-label={col('error')} className="small text-break">
              {m.last_error ?? '—'}
            </td>
            <td data-label={col('next')} className="text-nowrap">
              {m.next_attempt_at ? formatDateTime(m.next_attempt_at, i18n.language) : '—'}
            </td>
            <td>{m.status === 'failed' && <RetryButton mail={m} />}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function RetryButton({ mail }: { mail: AdminMail }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    const outcome = await retryMail(mail.id);
    setBusy(false);
    if (!outcome.ok) {
      toast.error(failureText(outcome.message));
      return;
    }
    toast.success(t('admin.mail.retried', { to: mail.to }));
  };
  return (
    <Button
      size="sm"
      variant="outline-primary"
      disabled={busy}
      onClick={send}
      aria-label={t('admin.mail.retryName', { to: mail.to })}
      data-testid="mail-retry"
    >
      {t('admin.mail.retry')}
    </Button>
  );
}
