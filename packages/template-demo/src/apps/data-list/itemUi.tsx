import { Package } from 'lucide-react';
import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { DataListItem, DataListStatus } from './dataListApi';

/** on hold amber, delivered green, canceled red, pending blue: subtle colours that read in light and dark. */
const statusTone: Record<DataListStatus, string> = {
  'on hold': 'warning',
  delivered: 'success',
  canceled: 'danger',
  pending: 'primary',
};

/** The translation key of an order status ('on hold' → onHold). */
export const statusKey = (status: string) => `statuses.${status === 'on hold' ? 'onHold' : status}`;

export function OrderStatusChip({ status, compact = false }: { status: DataListStatus; compact?: boolean }) {
  const { t } = useTranslation('dataList');
  const tone = statusTone[status] ?? 'secondary';
  return (
    <Badge
      bg=""
      pill
      className={`bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}
      data-testid={compact ? undefined : 'order-status'}
      data-status={status}
    >
      {t(statusKey(status))}
    </Badge>
  );
}

/** The popularity as a bar in its colour, with the value beside it. */
export function PopularityBar({ item }: { item: DataListItem }) {
  const { t } = useTranslation('dataList');
  const { popValue, color } = item.popularity;
  return (
    <div className="d-flex align-items-center gap-2 vt-dl-popularity" data-testid="popularity">
      <div
        className="progress flex-grow-1"
        role="progressbar"
        aria-label={t('popularityOf', { name: item.name })}
        aria-valuenow={popValue}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={`progress-bar bg-${color}`} style={{ width: `${popValue}%` }} />
      </div>
      <span className="small text-body-secondary text-end" style={{ minWidth: '2.5rem' }}>
        {popValue}%
      </span>
    </div>
  );
}

/** The item's picture, or a parcel icon when it is missing or does not load. */
export function ItemImage({ item, className }: { item: DataListItem; className: string }) {
  const [failed, setFailed] = useState(false);
  if (!item.img || failed) {
    return (
      <span
        className={`${className} d-inline-flex align-items-center justify-content-center rounded bg-body-tertiary text-body-secondary`}
        aria-hidden
      >
        <Package size={24} />
      </span>
    );
  }
  return <img src={item.img} alt="" className={`${className} rounded`} onError={() => setFailed(true)} />;
}

/** The price in the reader's language, in dollars as the template shows it. */
export function formatPrice(price: string, language: string): string {
  const n = Number(price);
  return Number.isFinite(n) ? new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(n) : price;
}
