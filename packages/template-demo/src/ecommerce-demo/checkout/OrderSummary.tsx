import { Card } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { CartView } from '../ecommerceApi';
import { useMoney } from '../shared/format';

/** The cart's sums beside every step: subtotal, delivery (free or charged), total. */
export function OrderSummary({ cart, children }: { cart: CartView; children?: React.ReactNode }) {
  const { t } = useTranslation('ecommerceDemo');
  const money = useMoney();
  return (
    <Card as="aside" aria-labelledby="summary-title">
      <Card.Body>
        <h2 id="summary-title" className="h5">
          {t('checkout.summary')}
        </h2>
        <dl className="row g-0 mb-0">
          <dt className="col-7 fw-normal">{t('checkout.items', { count: cart.count })}</dt>
          <dd className="col-5 text-end" data-testid="summary-subtotal">
            {money(cart.subtotal)}
          </dd>
          <dt className="col-7 fw-normal">{t('checkout.delivery')}</dt>
          <dd className="col-5 text-end">{cart.delivery === 0 ? t('checkout.free') : money(cart.delivery)}</dd>
          <dt className="col-7 border-top pt-2">{t('checkout.total')}</dt>
          <dd className="col-5 text-end border-top pt-2 fw-semibold mb-0" data-testid="summary-total">
            {money(cart.total)}
          </dd>
        </dl>
        {children && <div className="mt-3 d-grid gap-2">{children}</div>}
      </Card.Body>
    </Card>
  );
}
