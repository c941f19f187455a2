import { limits, type OwnerOrder } from '@vitrine/contracts';
import { useState } from 'react';
import { Badge, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useFailureText } from '../../../components/ui';
import { markOrderPaid } from './ordersApi';

/**
 * How the order is paid (cash, UPI, Pix) and whether the money has arrived. The owner marks it
 * paid once it has, with an optional reference kept in the history; a cancelled order cannot be.
 */
export function OrderPaymentCard({ order }: { order: OwnerOrder }) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const paid = order.payment_status === 'paid';
  const canMark = !paid && order.order_status !== 'cancelled';

  const mark = async () => {
    setBusy(true);
    const result = await markOrderPaid(order.order_id, note.trim() || undefined);
    setBusy(false);
    if (!result.ok) {
      toast.error(result.errors.payment_status ?? failureText(result.message));
      return;
    }
    setNote('');
    toast.success(t('orders.payment.saved', { number: order.order_number }));
  };

  return (
    <Card className="mb-4" data-testid="order-payment-card">
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2 flex-wrap">
          {t('orders.payment.title')}
          <Badge bg={paid ? 'success' : 'warning'} text={paid ? undefined : 'dark'} data-testid="payment-status">
            {paid ? t('orders.payment.paid') : t('orders.payment.unpaid')}
          </Badge>
        </h2>
        {/* Beside "Not paid yet", "Paid by Pix" would contradict it: the way it is to be paid instead. */}
        <p className="mb-2 fw-semibold" data-testid="payment-method">
          {t(`orders.payment.${paid ? 'paidBy' : 'toPayBy'}.${order.payment_method}`)}
        </p>
        {canMark && (
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              void mark();
            }}
          >
            <Form.Group controlId="order-paid-note" className="mb-2">
              <Form.Label>{t('orders.payment.note')}</Form.Label>
              <Form.Control
                value={note}
                maxLength={limits.orderEventNote}
                onChange={(e) => setNote(e.target.value)}
                aria-describedby="order-paid-help"
              />
              <Form.Text id="order-paid-help">{t('orders.payment.markPaidHelp')}</Form.Text>
            </Form.Group>
            <Button type="submit" variant="success" disabled={busy} data-testid="mark-paid">
              {busy && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('orders.payment.markPaid')}
            </Button>
          </Form>
        )}
      </Card.Body>
    </Card>
  );
}
