import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import type { StorefrontData } from '../layout/useStorefront';
import { CartLines } from './CartLines';
import type { CartCheckState } from './useCartCheck';

/** The cart being ordered: its lines as the shop has them now, Retry when that check failed, the subtotal. */
export function CheckoutCart({
  data,
  cart,
  subtotal,
}: {
  data: StorefrontData;
  cart: Pick<CartCheckState, 'check' | 'products' | 'retry' | 'shortages' | 'blocked'>;
  subtotal: number;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  return (
    <section aria-labelledby="checkout-cart" className="card card-body mb-4">
      <h2 id="checkout-cart" className="h5">
        {t('checkout.yourCart')}
      </h2>
      <CartLines
        data={data}
        products={cart.products}
        checked={cart.check.kind === 'ready'}
        shortages={cart.shortages}
      />
      {cart.check.kind === 'failed' ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mt-2" role="alert">
          <span>{t('state.failedText')}</span>
          <button type="button" className="btn btn-sm btn-primary" onClick={cart.retry}>
            {t('state.retry')}
          </button>
        </div>
      ) : null}
      <p className="d-flex justify-content-between fs-5 fw-semibold mb-0 mt-2" data-testid="checkout-total">
        <span>{t('checkout.subtotal')}</span>
        <span>{data.price(subtotal)}</span>
      </p>
      {cart.blocked ? (
        <p className="alert alert-warning mt-3 mb-0" role="alert">
          {t('checkout.fixLines')}
        </p>
      ) : null}
    </section>
  );
}
