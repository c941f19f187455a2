import type { OwnerOrder } from '@vitrine/contracts';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadError, Loading } from '../../components/ui';
import { useGetAccountShopQuery } from '../account/api/shopApi';
import { invoiceFromOrder } from './fromOrder';
import { Invoice } from './Invoice';
import { PrintButton } from './PrintButton';

/**
 * A real order's invoice on the owner's order page (loaded only when asked). It prints as soon as
 * it is on the page (and again at each new `printRequest`), then stays for another Print or Close.
 */
export default function OrderInvoice({
  order,
  printRequest,
  onClose,
}: {
  order: OwnerOrder;
  printRequest: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('invoice');
  const { t: ta } = useTranslation('account');
  const shop = useGetAccountShopQuery();
  const section = useRef<HTMLElement>(null);
  const ready = Boolean(shop.data);

  useEffect(() => {
    if (!ready || printRequest === 0) return;
    section.current?.scrollIntoView({ block: 'start' });
    // After the browser has laid the invoice out, so the print preview shows it.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [ready, printRequest]);

  return (
    <section ref={section} className="mt-4" aria-labelledby="order-invoice-title" data-testid="order-invoice">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="order-invoice-title" className="h5 mb-0">
          {t('orderInvoice')}
        </h2>
        <div className="vt-invoice-actions d-flex gap-2">
          {ready && <PrintButton />}
          <Button variant="outline-secondary" className="d-inline-flex align-items-center gap-2" onClick={onClose}>
            <X size={16} aria-hidden />
            {t('close')}
          </Button>
        </div>
      </div>
      {shop.isLoading && <Loading />}
      {shop.isError && <LoadError onRetry={() => shop.refetch()} />}
      {shop.data && (
        <Invoice
          invoice={invoiceFromOrder(order, shop.data.shop, {
            delivery: ta('orders.delivery'),
            deliveryType: ta(`orders.deliveryTypes.${order.delivery_type}`, { defaultValue: order.delivery_type }),
          })}
        />
      )}
    </section>
  );
}
