import type { OrderStatus, ShopperOrder } from '@vitrine/contracts';
import { orderStatusLabel } from '@vitrine/contracts/order-life';
import { MessageCircle, Phone } from 'lucide-react';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useOutletContext, useParams } from 'react-router';
import { type OrderPageKey, readOrderPage } from '../../../api/orderPage';
import { Spinner } from '../../../components/Spinner';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import { whatsAppLink } from '../checkout/confirmationStore';
import { MoneyLines } from '../checkout/MoneyLines';
import { ShopHeader } from '../header/ShopHeader';
import { applyPageMeta, type PageMeta } from '../layout/useShopSeo';
import { useStorefront } from '../layout/useStorefront';
import { catalogueLink } from '../shared/links';
import { OrderCancel, telLink } from './OrderCancel';
import { PayByQr } from './PayByQr';

/** How often an open page asks for the order's news. */
const REFRESH_MS = 10_000;

type View = { state: 'loading' } | { state: 'ok'; order: ShopperOrder } | { state: 'notFound' } | { state: 'failed' };

/**
 * The shopper's page of their order, opened from the confirmation, the shop's "Your
 * orders" or the link they were sent: where the order is, when each step happened (in the shop's
 * time zone), what was ordered and where it goes, the shop to call, and Cancel while it is pending
 * and unpaid (once paid, an offer to contact the shop instead).
 */
export default function OrderPage() {
  const data = useStorefront();
  const meta = useOutletContext<PageMeta>();
  const { t } = useTranslation(ORDER_NAMESPACE);
  const params = useParams();
  const [view, setView] = useState<View>({ state: 'loading' });
  const key: OrderPageKey = {
    shopUrl: data.shopUrl,
    orderNumber: params.orderNumber ?? '',
    token: params.token ?? '',
  };
  const { shopUrl, orderNumber, token } = key;

  const load = useCallback(async () => {
    setView({ state: 'loading' });
    const outcome = await readOrderPage({ shopUrl, orderNumber, token });
    setView(
      outcome.kind === 'ok'
        ? { state: 'ok', order: outcome.order }
        : { state: outcome.kind === 'notFound' ? 'notFound' : 'failed' },
    );
  }, [shopUrl, orderNumber, token]);

  useEffect(() => {
    void load();
  }, [load]);
  // The shop moves the order along while the page is open: look again now and then, and on return to the tab.
  useEffect(() => {
    const refresh = async () => {
      if (document.visibilityState !== 'visible') return;
      const outcome = await readOrderPage({ shopUrl, orderNumber, token });
      if (outcome.kind === 'ok') setView((now) => (now.state === 'ok' ? { state: 'ok', order: outcome.order } : now));
    };
    const timer = setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [shopUrl, orderNumber, token]);
  useEffect(
    () => applyPageMeta({ title: `${t('order.title', { number: orderNumber })} | ${meta.title}`, description: '' }),
    [meta, t, orderNumber],
  );

  if (view.state === 'loading') {
    return (
      <main className="container py-5 sf-narrow" id="main" aria-busy="true">
        <Spinner />
      </main>
    );
  }
  if (view.state !== 'ok') {
    return (
      <main className="container py-5 sf-narrow" id="main">
        <h1 className="h3">{t(view.state === 'notFound' ? 'order.notFoundTitle' : 'order.failedTitle')}</h1>
        <p role={view.state === 'failed' ? 'alert' : undefined}>
          {t(view.state === 'notFound' ? 'order.notFoundText' : 'order.failedText')}
        </p>
        <div className="d-flex gap-2 flex-wrap">
          {view.state === 'failed' && (
            <button type="button" className="btn btn-primary" onClick={() => void load()}>
              {t('checkout.retry')}
            </button>
          )}
          <Link to={catalogueLink(data.shopUrl)} className="btn btn-outline-primary">
            {t('checkout.continue')}
          </Link>
        </div>
      </main>
    );
  }
  return <OrderView order={view.order} pageKey={key} onChange={(order) => setView({ state: 'ok', order })} />;
}

function OrderView({
  order,
  pageKey,
  onChange,
}: {
  order: ShopperOrder;
  pageKey: OrderPageKey;
  onChange: (order: ShopperOrder) => void;
}) {
  const data = useStorefront();
  const { t, language } = useTranslation(ORDER_NAMESPACE);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const statusName = (status: OrderStatus) => t(`order.statuses.${orderStatusLabel(status, order.delivery_type)}`);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: order.shop.time_zone,
    }).format(new Date(iso));
  const whatsApp = whatsAppLink(order.shop.phone, t('order.whatsappText', { number: order.order_number }));
  const c = order.customer;
  // The shop's e-mail, where its header shows it (every item shows while the header is not parsed).
  const email = (data.header?.shop_email.status ?? true) ? (data.shop.shop_email ?? '').trim() : '';

  return (
    <>
      {/* The shop's own header, as its catalogue shows it: the shopper knows whose order this is. */}
      <ShopHeader shop={data.shop} header={data.header} titled={false} />
      <main className="container py-4 sf-narrow" id="main" data-testid="order-page">
        <div className="card card-body">
          <h1 className="h3" tabIndex={-1} ref={heading}>
            {t('order.title', { number: order.order_number })}
          </h1>
          <p className="fs-5 mb-3">
            <span className="badge bg-primary" data-testid="order-page-status">
              {statusName(order.order_status)}
            </span>
          </p>

          <h2 className="h6">{t('order.timeline')}</h2>
          <ol className="list-unstyled small mb-4" data-testid="order-timeline">
            <li>
              <strong>{t('order.placed')}</strong> · <time dateTime={order.created_at}>{when(order.created_at)}</time>
            </li>
            {order.events.map((e) => (
              <li key={`${e.created_at}-${e.to_status}`}>
                <strong>{statusName(e.to_status)}</strong>
                {e.to_status === 'cancelled' && ` (${t(`order.by.${e.actor}`)})`} ·{' '}
                <time dateTime={e.created_at}>{when(e.created_at)}</time>
              </li>
            ))}
          </ol>
          {order.cancel_reason && (
            <div className="alert alert-secondary small" data-testid="order-cancel-reason">
              <strong>{t('order.cancelReason', { shop: order.shop.shop_name })}</strong> <q>{order.cancel_reason}</q>
            </div>
          )}

          <h2 className="h6">{t('confirmation.summary')}</h2>
          <ul className="list-unstyled sf-summary-lines">
            {order.items.map((line) => (
              <li
                key={`${line.product_id}-${line.product_variant_id}-${line.product_name}`}
                className="d-flex justify-content-between gap-2"
              >
                <span>
                  {line.quantity} × {line.product_name}
                  {line.product_variant_name ? ` (${line.product_variant_name})` : ''}
                </span>
                <span>{data.price(line.line_total)}</span>
              </li>
            ))}
          </ul>
          <div className="border-top pt-2 mb-3">
            <MoneyLines money={order} price={data.price} discountCode={order.discount_code} totalTestId="order-total" />
          </div>
          <p className="small" data-testid="order-payment">
            {t('checkout.payment')}: {t(`checkout.paymentMethods.${order.payment_method}`)}
            {order.payment_status === 'paid' ? ` · ${t('payment.paid')}` : ''}
          </p>
          <PayByQr payment={order.payment} total={data.price(order.total)} />

          <h2 className="h6">{t('checkout.delivery')}</h2>
          <p className="small mb-1">
            {t(`checkout.deliveryTypes.${order.delivery_type}`, { defaultValue: order.delivery_type })}
          </p>
          <address className="small">
            {c.name}
            {/* A pickup's customer gives no address: only the lines that hold something. */}
            {Object.entries({
              line1: c.address_line1,
              line2: c.address_line2,
              place: [c.postal_code, c.city].filter(Boolean).join(' '),
              phone: c.phone,
            })
              .filter(([, line]) => line)
              .map(([part, line]) => (
                <Fragment key={part}>
                  <br />
                  {line}
                </Fragment>
              ))}
          </address>
          {order.note && <p className="small fst-italic">“{order.note}”</p>}

          <div className="d-flex flex-wrap gap-2 mt-2">
            {order.shop.phone && (
              <a href={telLink(order.shop.phone)} className="btn btn-outline-primary">
                <Phone aria-hidden="true" size={18} /> {t('order.call', { shop: order.shop.shop_name })}
              </a>
            )}
            {whatsApp && (
              <a href={whatsApp} className="btn btn-success" target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden="true" size={18} /> {t('order.whatsapp')}
              </a>
            )}
          </div>

          <OrderCancel order={order} pageKey={pageKey} email={email} onChange={onChange} />
        </div>
      </main>
    </>
  );
}
