import { CircleCheck, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useOutletContext } from 'react-router';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import { applyPageMeta, type PageMeta } from '../layout/useShopSeo';
import { useStorefront } from '../layout/useStorefront';
import { PayByQr } from '../order/PayByQr';
import { catalogueLink } from '../shared/links';
import { lineKey } from '../state';
import { orderText, readConfirmation, whatsAppLink } from './confirmationStore';
import { MoneyLines } from './MoneyLines';

/** After a placed order: its number and summary, and a way to send it to the shop on WhatsApp. */
export default function ConfirmationPage() {
  const data = useStorefront();
  const meta = useOutletContext<PageMeta>();
  const { t } = useTranslation(ORDER_NAMESPACE);
  const confirmation = readConfirmation(data.shopUrl);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(
    () => applyPageMeta({ title: `${t('confirmation.title')} | ${meta.title}`, description: meta.description }),
    [meta, t],
  );
  useEffect(() => heading.current?.focus(), []);

  if (!confirmation) {
    return (
      <main className="container py-5 sf-narrow" id="main">
        <h1 className="h3">{t('confirmation.missingTitle')}</h1>
        <p>{t('confirmation.missingText')}</p>
        <Link to={catalogueLink(data.shopUrl)} className="btn btn-primary">
          {t('checkout.continue')}
        </Link>
      </main>
    );
  }
  const { order } = confirmation;
  const text = orderText(confirmation, data.price, { order: t('confirmation.orderLabel'), total: t('checkout.total') });
  const whatsApp = whatsAppLink(confirmation.shopPhone, text);

  return (
    <main className="container py-4 sf-narrow" id="main" data-testid="confirmation">
      <div className="card card-body">
        <h1 className="h3 d-flex align-items-center gap-2" tabIndex={-1} ref={heading}>
          <CircleCheck aria-hidden="true" className="text-success" /> {t('confirmation.title')}
        </h1>
        <p className="fs-5">
          {t('confirmation.number')} <strong data-testid="order-number">{order.order_number}</strong>
        </p>
        <p>
          {t(confirmation.deliveryType === 'pickup' ? 'confirmation.textPickup' : 'confirmation.text', {
            shop: confirmation.shopName,
          })}{' '}
          {order.payment_method === 'cod'
            ? t(confirmation.deliveryType === 'pickup' ? 'checkout.payAtPickup' : 'checkout.payOnDelivery')
            : null}
        </p>
        <h2 className="h6">{t('confirmation.summary')}</h2>
        <ul className="list-unstyled sf-summary-lines">
          {confirmation.lines.map((line) => (
            <li key={lineKey(line)} className="d-flex justify-content-between gap-2">
              <span>
                {line.quantity} × {line.product_name}
                {line.selected_variant[0] ? ` (${line.selected_variant[0].product_variant_name})` : ''}
              </span>
              <span>{data.price(line.main_price * line.quantity)}</span>
            </li>
          ))}
        </ul>
        <div className="border-top pt-2 mb-3">
          <MoneyLines money={order} price={data.price} discountCode={order.discount_code} totalTestId="order-total" />
        </div>
        <p className="small">
          {t('checkout.delivery')}:{' '}
          {t(`checkout.deliveryTypes.${confirmation.deliveryType}`, { defaultValue: confirmation.deliveryType })}
          <br />
          {t('checkout.payment')}: {t(`checkout.paymentMethods.${order.payment_method}`)}
        </p>
        <PayByQr payment={order.payment} total={data.price(order.total)} />
        <div className="d-flex flex-wrap gap-2">
          {whatsApp ? (
            <a
              href={whatsApp}
              className="btn btn-success"
              target="_blank"
              rel="noopener noreferrer"
              data-testid="whatsapp-link"
            >
              <MessageCircle aria-hidden="true" size={18} /> {t('confirmation.whatsapp')}
            </a>
          ) : null}
          {order.order_url && (
            <Link to={new URL(order.order_url).pathname} className="btn btn-primary" data-testid="follow-order">
              {t('confirmation.follow')}
            </Link>
          )}
          <Link to={catalogueLink(data.shopUrl)} className="btn btn-outline-primary">
            {t('checkout.continue')}
          </Link>
        </div>
      </div>
    </main>
  );
}
