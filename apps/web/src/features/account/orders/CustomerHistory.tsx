import type { OwnerOrder } from '@vitrine/contracts';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog, useFailureText } from '../../../components/ui';
import { setPhoneBlocked } from './phoneGuardApi';

/**
 * What the shop has seen of the order's phone number (orders, cancelled, delivered), and Block /
 * Unblock after a confirmation: a blocked number's next orders are refused.
 */
export function CustomerHistory({ order }: { order: OwnerOrder }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const history = order.customer_history;
  const phone = order.customer.phone;
  const block = !history.blocked;

  const apply = async () => {
    setBusy(true);
    const result = await setPhoneBlocked(order.order_id, block);
    setBusy(false);
    setAsking(false);
    if (!result.ok) {
      toast.error(failureText(result.message));
      return;
    }
    toast.success(t(block ? 'customerHistory.blockedDone' : 'customerHistory.unblockedDone', { phone }));
  };

  const figures = [
    ['orders', history.orders],
    ['cancelled', history.cancelled],
    ['delivered', history.delivered],
  ] as const;
  return (
    <Card className="mt-4" data-testid="customer-history">
      <Card.Body>
        <h2 className="h5">{t('customerHistory.title')}</h2>
        <dl className="row mb-3">
          {figures.map(([key, n]) => (
            <div key={key} className="col-4">
              <dt className="small text-body-secondary fw-normal">{t(`customerHistory.${key}`)}</dt>
              <dd className="fs-5 mb-0" data-testid={`customer-history-${key}`}>
                {n}
              </dd>
            </div>
          ))}
        </dl>
        {history.blocked && (
          <Alert variant="warning" className="py-2">
            {t('customerHistory.blocked')}
          </Alert>
        )}
        <Button
          size="sm"
          variant={block ? 'outline-danger' : 'outline-primary'}
          className="d-inline-flex align-items-center gap-2"
          onClick={() => setAsking(true)}
          data-testid="customer-block"
        >
          {block && <Ban size={16} aria-hidden />}
          {t(block ? 'customerHistory.block' : 'customerHistory.unblock')}
        </Button>
      </Card.Body>
      <ConfirmDialog
        show={asking}
        title={t(block ? 'customerHistory.blockTitle' : 'customerHistory.unblockTitle', { phone })}
        text={t(block ? 'customerHistory.blockText' : 'customerHistory.unblockText')}
        confirmLabel={t(block ? 'customerHistory.block' : 'customerHistory.unblock')}
        variant={block ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={apply}
        onCancel={() => setAsking(false)}
      />
    </Card>
  );
}
