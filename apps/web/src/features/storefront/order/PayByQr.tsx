import type { OrderPayment } from '@vitrine/contracts';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/Spinner';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';

// Loaded only for an order paid by QR: the encoder never weighs on a shop's first visit.
const PaymentQr = lazy(() => import('./PaymentQr'));

/** The pay-by-QR panel of an order (UPI or Pix) while it is unpaid; nothing for cash or once paid. */
export function PayByQr({ payment, total }: { payment: OrderPayment | null; total: string }) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  if (!payment) return null;
  return (
    <Suspense fallback={<Spinner label={t('payment.heading', { total })} />}>
      <PaymentQr payment={payment} total={total} t={t} />
    </Suspense>
  );
}
