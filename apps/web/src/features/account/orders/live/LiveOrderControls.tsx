import { Badge, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { setSoundEnabled, useSoundEnabled } from './sound';

/** Marks a row of the orders list that arrived while the page was open. */
export function NewOrderBadge() {
  const { t } = useTranslation('account');
  return (
    <Badge bg="success" pill className="ms-2" data-testid="new-order-badge">
      {t('liveOrders.new')}
    </Badge>
  );
}

/** The owner's choice of a tone for new orders, remembered by this browser. */
export function OrderSoundToggle() {
  const { t } = useTranslation('account');
  const on = useSoundEnabled();
  return (
    <Form.Check
      type="switch"
      id="order-sound"
      className="mb-3"
      label={t('liveOrders.sound')}
      title={t('liveOrders.soundHint')}
      checked={on}
      onChange={(e) => setSoundEnabled(e.currentTarget.checked)}
    />
  );
}
