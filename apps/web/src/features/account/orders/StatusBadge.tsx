import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

const tone: Record<string, string> = {
  pending: 'warning',
  confirmed: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'secondary',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('account');
  return (
    <Badge bg={tone[status] ?? 'secondary'} text={status === 'pending' ? 'dark' : undefined} data-testid="order-status">
      {t(`orders.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
