import type { DeliveryType, PaymentMethod } from '@vitrine/contracts';
import { type FormEvent, useState } from 'react';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import type { StorefrontData } from '../layout/useStorefront';
import type { DeliveryState } from './checkoutMoney';
import type { DiscountState } from './useDiscountCode';

/** The delivery methods the shop offers, what pickup means, and what delivery costs here. */
export function DeliveryOptions({
  data,
  choices,
  chosen,
  onChoose,
  state,
}: {
  data: StorefrontData;
  choices: { code: DeliveryType; name: string }[];
  chosen: string;
  onChoose: (code: DeliveryType) => void;
  state: DeliveryState;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  const shop = data.shop;
  const address = [shop.shop_add_line1, shop.shop_add_line2, shop.shop_city, shop.shop_postal_code]
    .filter(Boolean)
    .join(', ');
  const hours = shop.delivery.pickup.hours;
  return (
    <fieldset>
      <legend id="checkout-delivery" className="h5">
        {t('checkout.delivery')}
      </legend>
      {choices.map((choice) => (
        <div className="form-check" key={choice.code}>
          <input
            className="form-check-input"
            type="radio"
            name="delivery_type"
            id={`delivery-${choice.code}`}
            checked={chosen === choice.code}
            onChange={() => onChoose(choice.code)}
          />
          <label className="form-check-label" htmlFor={`delivery-${choice.code}`}>
            {t(`checkout.deliveryTypes.${choice.code}`, { defaultValue: choice.name })}
          </label>
        </div>
      ))}
      <div className="small mt-2" aria-live="polite" data-testid="delivery-note">
        {chosen === 'pickup' ? (
          <>
            {address ? <p className="mb-1">{t('checkout.pickupAt', { address })}</p> : null}
            {hours ? <p className="mb-0">{t('checkout.pickupHours', { hours })}</p> : null}
          </>
        ) : state.kind === 'needsPostalCode' ? (
          <p className="mb-0">{t('checkout.feeNeedsPostalCode')}</p>
        ) : state.kind === 'refused' ? (
          <p className="mb-0 text-danger-emphasis" role="alert">
            {t(state.reason === 'outside' ? 'checkout.outsideZones' : 'checkout.methodOff')}
          </p>
        ) : state.kind === 'belowMinimum' ? (
          <p className="mb-0 text-danger-emphasis" role="alert">
            {t('checkout.belowMinimum', { amount: data.price(state.minimum) })}
          </p>
        ) : state.moreForFree !== null ? (
          <p className="mb-0" data-testid="more-for-free">
            {t('checkout.moreForFree', { amount: data.price(state.moreForFree) })}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The ways to pay the shop takes: cash unless the shop turned it off, UPI or Pix by QR once ordered. */
export function PaymentOptions({
  methods,
  chosen,
  onChoose,
  deliveryType,
}: {
  methods: PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
  deliveryType: string;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  return (
    <fieldset className="mt-3">
      <legend className="h5">{t('checkout.payment')}</legend>
      {methods.map((method) => (
        <div className="form-check" key={method}>
          <input
            className="form-check-input"
            type="radio"
            name="payment_method"
            id={`payment-${method}`}
            checked={chosen === method}
            onChange={() => onChoose(method)}
          />
          <label className="form-check-label" htmlFor={`payment-${method}`}>
            {t(`checkout.paymentMethods.${method}`)}
          </label>
        </div>
      ))}
      <p className="small mt-2 mb-0">
        {chosen === 'cod'
          ? t(deliveryType === 'pickup' ? 'checkout.payAtPickup' : 'checkout.payOnDelivery')
          : t('checkout.payByQr')}
      </p>
    </fieldset>
  );
}

/** A discount code: typed, applied, and what the server said of it. */
export function DiscountCodeForm({
  state,
  onApply,
  onRemove,
}: {
  state: DiscountState;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(ORDER_NAMESPACE);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text);
  };
  const message =
    state.kind === 'applied'
      ? t('checkout.codeApplied', { code: state.code })
      : state.kind === 'refused'
        ? t(`checkout.codeRefused.${state.reason}`)
        : state.kind === 'failed'
          ? t('checkout.codeFailed')
          : state.kind === 'checking'
            ? t('checkout.codeChecking')
            : '';
  return (
    <form className="mt-3" onSubmit={submit} noValidate data-testid="discount-form">
      <label htmlFor="co-discount" className="form-label">
        {t('checkout.discountCode')}
      </label>
      <div className="input-group">
        <input
          id="co-discount"
          className={`form-control${state.kind === 'refused' ? ' is-invalid' : ''}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-describedby="co-discount-status"
          aria-invalid={state.kind === 'refused'}
        />
        {state.kind === 'applied' ? (
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              setText('');
              onRemove();
            }}
          >
            {t('checkout.codeRemove')}
          </button>
        ) : (
          <button type="submit" className="btn btn-outline-primary" disabled={!text.trim()}>
            {t('checkout.codeApply')}
          </button>
        )}
      </div>
      <p
        id="co-discount-status"
        className={`small mt-1 mb-0${state.kind === 'refused' || state.kind === 'failed' ? ' text-danger-emphasis' : ''}`}
        aria-live="polite"
        data-testid="discount-status"
      >
        {message}
      </p>
    </form>
  );
}
