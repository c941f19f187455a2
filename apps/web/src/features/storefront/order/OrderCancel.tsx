import type { ShopperOrder } from '@vitrine/contracts';
import { canMoveOrder } from '@vitrine/contracts/order-life';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { cancelOrderPage, type OrderPageKey, readOrderPage } from '../../../api/orderPage';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import { whatsAppLink } from '../checkout/confirmationStore';

/** A `tel:` address: the digits and a leading +. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Whether the page should offer to contact the shop to cancel: paid, and the shop could still cancel it. */
const shopCancelsIt = (order: ShopperOrder) =>
  !order.can_cancel &&
  order.payment_status === 'paid' &&
  canMoveOrder(order.order_status, 'cancelled', 'owner', 'paid');

/**
 * The end of the shopper's order page about cancelling. While the order is pending and not paid:
 * Cancel, asked twice. Once the shop has marked it paid, cancelling means returning money, which
 * only the shop does (the server refuses the shopper's cancel): the page offers to contact the shop
 * instead, by phone, WhatsApp or e-mail (the e-mail when the shop shows it in its header).
 */
export function OrderCancel({
  order,
  pageKey,
  email,
  onChange,
}: {
  order: ShopperOrder;
  pageKey: OrderPageKey;
  /** The shop's e-mail address, when its header shows it; '' otherwise. */
  email: string;
  onChange: (order: ShopperOrder) => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const cancel = async () => {
    setBusy(true);
    setProblem('');
    const outcome = await cancelOrderPage(pageKey);
    setBusy(false);
    setConfirming(false);
    if (outcome.kind === 'ok') {
      onChange(outcome.order);
      return;
    }
    if (outcome.kind !== 'refused') {
      setProblem(t('order.cancelFailed'));
      return;
    }
    // Moved or marked paid meanwhile: show where it is now, and why the cancel was refused.
    const fresh = await readOrderPage(pageKey);
    const paid = fresh.kind === 'ok' && fresh.order.payment_status === 'paid';
    setProblem(paid ? t('order.cancelPaid') : t('order.cancelRefused'));
    if (fresh.kind === 'ok') onChange(fresh.order);
  };

  const shown = problem && (
    <p className="text-danger mt-3 mb-0" role="alert">
      {problem}
    </p>
  );

  if (shopCancelsIt(order)) {
    const shop = order.shop.shop_name;
    const whatsApp = whatsAppLink(order.shop.phone, t('order.whatsappCancelText', { number: order.order_number }));
    const subject = encodeURIComponent(t('order.emailCancelSubject', { number: order.order_number }));
    return (
      <>
        {shown}
        <div className="border-top mt-4 pt-3" data-testid="order-contact-to-cancel">
          <p className="mb-2">{t('order.paidContact', { shop })}</p>
          <div className="d-flex flex-wrap gap-2">
            {order.shop.phone && (
              <a href={telLink(order.shop.phone)} className="btn btn-outline-primary">
                <Phone aria-hidden="true" size={18} /> {t('order.call', { shop })}
              </a>
            )}
            {whatsApp && (
              <a href={whatsApp} className="btn btn-outline-success" target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" size={18} /> {t('order.whatsappCancel')}
              </a>
            )}
            {email && (
              <a href={`mailto:${email}?subject=${subject}`} className="btn btn-outline-primary">
                <Mail aria-hidden="true" size={18} /> {t('order.emailShop', { shop })}
              </a>
            )}
          </div>
        </div>
      </>
    );
  }
  if (!order.can_cancel) return shown || null;
  return (
    <>
      {shown}
      <div className="border-top mt-4 pt-3">
        {confirming ? (
          <div role="group" aria-labelledby="cancel-question">
            <p id="cancel-question" className="fw-semibold">
              {t('order.cancelQuestion')}
            </p>
            <div className="d-flex gap-2">
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void cancel()}>
                {busy ? t('order.cancelling') : t('order.cancelYes')}
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
                {t('order.cancelNo')}
              </button>
            </div>
          </div>
        ) : (
          <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(true)}>
            {t('order.cancel')}
          </button>
        )}
      </div>
    </>
  );
}
