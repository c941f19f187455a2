import type { OwnerOrder } from '@vitrine/contracts';
import { whatsAppChatLink } from '@vitrine/contracts/links';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import { Fragment, Suspense } from 'react';
import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { languages } from '../../../i18n/languages';
import { useGetAccountShopQuery } from '../api/shopApi';
import { customerMessageOf } from './customerMessage';

/** The customer of an order: where it goes, and three ways to reach them (call, e-mail, WhatsApp). */
export function CustomerCard({ order }: { order: OwnerOrder }) {
  const { t } = useTranslation('account');
  const c = order.customer;
  return (
    <Card data-testid="order-customer">
      <Card.Body>
        <h2 className="h5">{t('orders.customer')}</h2>
        <address className="mb-2">
          <strong>{c.name}</strong>
          {/* A pickup's customer gives no address: only the lines that hold something. */}
          {Object.entries({
            line1: c.address_line1,
            line2: c.address_line2,
            place: [c.city, c.state_name, c.postal_code].filter(Boolean).join(', '),
            country: c.country_name,
          })
            .filter(([, line]) => line)
            .map(([part, line]) => (
              <Fragment key={part}>
                <br />
                {line}
              </Fragment>
            ))}
        </address>
        <div>
          <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`} className="vt-tap d-inline-flex align-items-center gap-2">
            <Phone size={16} aria-hidden />
            {c.phone}
          </a>
        </div>
        {c.email && (
          <div>
            <a href={`mailto:${c.email}`} className="vt-tap d-inline-flex align-items-center gap-2">
              <Mail size={16} aria-hidden />
              {c.email}
            </a>
          </div>
        )}
        {/* The message's words load in the customer's language, maybe not the owner's: the rest does not wait. */}
        <Suspense fallback={null}>
          <WhatsAppLink order={order} />
        </Suspense>
        <div className="mt-2 text-body-secondary">
          {t('orders.delivery')}:{' '}
          {t(`orders.deliveryTypes.${order.delivery_type}`, { defaultValue: order.delivery_type })}
        </div>
      </Card.Body>
    </Card>
  );
}

/**
 * A WhatsApp chat with the customer, its message ready for the order's state and written in the
 * language they ordered in (with the shop's name and the order number); the owner may edit it in
 * WhatsApp before sending. Only for a number stored in international form.
 */
function WhatsAppLink({ order }: { order: OwnerOrder }) {
  const { t } = useTranslation('account');
  const { t: customerT } = useTranslation('customerMessages', { lng: order.language });
  const shopName = useGetAccountShopQuery().data?.shop.shop_name;
  if (!shopName) return null;
  const message = customerMessageOf(order, shopName);
  const href = whatsAppChatLink(order.customer.phone, customerT(message.key, message.values));
  if (!href) return null;
  const language = languages.find((l) => l.code === order.language)?.label ?? order.language;
  return (
    <div>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="vt-tap d-inline-flex align-items-center gap-2"
        aria-describedby="order-whatsapp-hint"
        data-testid="order-whatsapp"
      >
        <MessageCircle size={16} aria-hidden />
        {t('orders.whatsapp', { name: order.customer.name })}
      </a>
      <div id="order-whatsapp-hint" className="small text-body-secondary">
        {t('orders.whatsappLanguage', { language })}
      </div>
    </div>
  );
}
