import { type OrderStatus, orderStatusLabel } from '@vitrine/contracts';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

const tone: Record<string, string> = {
  pending: 'warning',
  confirmed: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'secondary',
};

const darkText = new Set<string>(['pending', 'confirmed']);

/** A status's name as the owner reads it: a pickup order's `shipped` is "Ready for pickup". */
export function useStatusName() {
  const { t } = useTranslation('account');
  return (status: OrderStatus, deliveryType: string) =>
    t(`orders.statuses.${orderStatusLabel(status, deliveryType)}`, { defaultValue: status });
}

export function StatusBadge({ status, deliveryType }: { status: OrderStatus; deliveryType: string }) {
  const name = useStatusName();
  return (
    // Warning and info are light tones: dark text on them meets AA contrast, white does not.
    <Badge bg={tone[status] ?? 'secondary'} text={darkText.has(status) ? 'dark' : undefined} data-testid="order-status">
      {name(status, deliveryType)}
    </Badge>
  );
}
