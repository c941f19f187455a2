import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';

/**
 * Goods, delivery, discount and total, as the checkout, the confirmation and the order page show
 * them (amounts in currency units; a null fee is not known yet).
 */
export function MoneyLines({
  money,
  price,
  discountCode,
  totalTestId = 'summary-total',
}: {
  money: { subtotal: number; delivery_fee: number | null; discount: number; total: number };
  price: (amount: number) => string;
  discountCode?: string;
  totalTestId?: string;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  return (
    <dl className="sf-money mb-0" data-testid="money-lines">
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">{t('checkout.subtotal')}</dt>
        <dd className="mb-0" data-testid="money-subtotal">
          {price(money.subtotal)}
        </dd>
      </div>
      <div className="d-flex justify-content-between">
        <dt className="fw-normal">{t('checkout.deliveryFee')}</dt>
        <dd className="mb-0" data-testid="money-fee">
          {money.delivery_fee === null
            ? '—'
            : money.delivery_fee === 0
              ? t('checkout.free')
              : price(money.delivery_fee)}
        </dd>
      </div>
      {money.discount > 0 ? (
        <div className="d-flex justify-content-between">
          <dt className="fw-normal">
            {discountCode ? t('checkout.discountOf', { code: discountCode }) : t('checkout.discount')}
          </dt>
          <dd className="mb-0" data-testid="money-discount">
            −{price(money.discount)}
          </dd>
        </div>
      ) : null}
      <div className="d-flex justify-content-between fw-semibold fs-5 border-top pt-2 mt-1">
        <dt>{t('checkout.total')}</dt>
        <dd className="mb-0" data-testid={totalTestId}>
          {price(money.total)}
        </dd>
      </div>
    </dl>
  );
}
