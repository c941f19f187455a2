import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import type { SubmitError } from './usePlaceOrder';

/**
 * The foot of the summary: why the last try did not place the order, Place order (Retry after a
 * lost answer; held while ordering waits), and how many lines the order has.
 */
export function PlaceOrder({
  submitting,
  submitError,
  held,
  lineCount,
}: {
  submitting: boolean;
  submitError: SubmitError;
  /** Ordering waits: the cart is not checked or has lines to fix, or the delivery is refused. */
  held: boolean;
  lineCount: number;
}) {
  const { t, language } = useTranslation(ORDER_NAMESPACE);
  return (
    <>
      {submitError.kind !== 'none' ? (
        <div className="alert alert-danger" role="alert" data-testid="checkout-error">
          {submitError.kind === 'failed'
            ? t('checkout.failed')
            : submitError.kind === 'stock'
              ? t('checkout.stockChanged')
              : submitError.message || t('checkout.invalid')}
        </div>
      ) : null}
      <button
        type="submit"
        form="checkout-form"
        className="btn btn-primary btn-lg w-100"
        disabled={submitting || held}
        aria-busy={submitting}
        data-testid="place-order"
      >
        {submitting ? t('checkout.placing') : submitError.kind === 'failed' ? t('checkout.retry') : t('checkout.place')}
      </button>
      <p className="small mt-2 mb-0" lang={language}>
        {t('checkout.items', { count: lineCount })}
      </p>
    </>
  );
}
