import { limits, nextOrderStatuses, type OrderStatus, type OwnerOrder } from '@vitrine/contracts';
import { useState } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog, useFailureText } from '../../../components/ui';
import { formatDateTime, formatMoney } from '../shared/format';
import { updateOrderStatus } from './ordersApi';
import { StatusBadge, useStatusName } from './StatusBadge';

/**
 * An order's life on its owner's page: where it is, the steps it may take next (the server's own
 * table, so the owner is never offered a change it would refuse), an optional note kept with the
 * change, and its history. Cancelling asks first: it gives counted stock back and cannot be undone,
 * and a paid order's money goes back by hand (the dialog reminds the owner of the refund).
 */
export function OrderLifeCard({ order }: { order: OwnerOrder }) {
  const { t, i18n } = useTranslation('account');
  const statusName = useStatusName();
  const failureText = useFailureText();
  const steps = nextOrderStatuses(order.order_status, 'owner', order.payment_status);
  const [picked, setPicked] = useState<OrderStatus | ''>('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A step offered before the order moved (another tab, the customer) is not offered any more.
  const next = picked && steps.includes(picked) ? picked : (steps[0] ?? '');
  const name = (status: OrderStatus) => statusName(status, order.delivery_type);

  const save = async () => {
    if (!next) return;
    setBusy(true);
    const result = await updateOrderStatus(order.order_id, { order_status: next, note: note.trim() || undefined });
    setBusy(false);
    setConfirming(false);
    if (!result.ok) {
      toast.error(result.errors.order_status ?? failureText(result.message));
      return;
    }
    setNote('');
    setPicked('');
    toast.success(t('orders.statusSaved', { status: name(result.data.order.order_status) }));
  };

  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5 d-flex align-items-center gap-2">
          {t('orders.columns.status')} <StatusBadge status={order.order_status} deliveryType={order.delivery_type} />
        </h2>
        {steps.length === 0 ? (
          <p className="text-body-secondary" data-testid="order-life-over">
            {order.order_status === 'cancelled' ? t('orders.cancelledFinal') : t('orders.life.deliveredFinal')}
          </p>
        ) : (
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              if (next === 'cancelled') setConfirming(true);
              else void save();
            }}
          >
            <Form.Group controlId="order-status" className="mb-3">
              <Form.Label>{t('orders.changeStatus')}</Form.Label>
              <Form.Select value={next} onChange={(e) => setPicked(e.target.value as OrderStatus)}>
                {steps.map((s) => (
                  <option key={s} value={s}>
                    {name(s)}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group controlId="order-status-note" className="mb-3">
              <Form.Label>{t('orders.life.note')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={2}
                value={note}
                maxLength={limits.orderEventNote}
                onChange={(e) => setNote(e.target.value)}
                aria-describedby="order-status-note-help"
              />
              <Form.Text id="order-status-note-help">
                {/* A cancellation's note is the reason the customer reads on their order page. */}
                {t(next === 'cancelled' ? 'orders.life.noteHelpCancel' : 'orders.life.noteHelp')}
              </Form.Text>
            </Form.Group>
            <Button type="submit" disabled={busy} data-testid="save-status">
              {busy && <Spinner size="sm" className="me-2" aria-hidden />}
              {t('orders.life.moveTo', { status: name(next as OrderStatus) })}
            </Button>
          </Form>
        )}
        <h3 className="h6 mt-4">{t('orders.life.history')}</h3>
        <ol className="list-unstyled mb-0 small" data-testid="order-history">
          <li className="mb-2">
            <div className="fw-semibold">{name('pending')}</div>
            <div className="text-body-secondary">
              {t('orders.life.placed')} · {formatDateTime(order.created_at, i18n.language)}
            </div>
          </li>
          {order.events.map((e) => (
            <li key={`${e.created_at}-${e.kind}-${e.to_status}`} className="mb-2">
              <div className="fw-semibold">{e.kind === 'payment' ? t('orders.payment.event') : name(e.to_status)}</div>
              <div className="text-body-secondary">
                {t(`orders.life.actors.${e.actor}`)} · {formatDateTime(e.created_at, i18n.language)}
              </div>
              {e.note && <div className="fst-italic">“{e.note}”</div>}
            </li>
          ))}
        </ol>
      </Card.Body>
      <ConfirmDialog
        show={confirming}
        title={t('orders.life.cancelTitle', { number: order.order_number })}
        text={
          order.payment_status === 'paid'
            ? t('orders.life.cancelTextPaid', { total: formatMoney(order.total, order.currency_code, i18n.language) })
            : t('orders.life.cancelText')
        }
        confirmLabel={t('orders.life.cancelConfirm')}
        cancelLabel={t('orders.life.cancelKeep')}
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
