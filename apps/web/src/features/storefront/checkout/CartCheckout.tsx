import type { DeliveryType, PaymentMethod } from '@vitrine/contracts';
import { fieldRules } from '@vitrine/contracts/rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { OrderRequest, PlacedOrder } from '../../../api/orders';
import { isLanguage } from '../../../i18n/languages';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import { useStorefront } from '../layout/useStorefront';
import { rememberOrder } from '../order/yourOrders';
import { confirmationLink } from '../shared/links';
import {
  cartCleared,
  cartTotal,
  deliveryTypeChosen,
  lineKey,
  loadCountries,
  loadDeliveryTypes,
  loadStates,
  selectShop,
  statusOfLine,
  useShopState,
  useShopStore,
} from '../state';
import { AddressSelects } from './AddressSelects';
import { CartLines } from './CartLines';
import { DeliveryOptions, DiscountCodeForm, PaymentOptions } from './CheckoutOptions';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import {
  addressOf,
  type CheckoutForm,
  checkoutResolver,
  emptyCheckoutForm,
  formFieldOf,
  shownFields,
} from './checkoutForm';
import { checkoutMoney } from './checkoutMoney';
import { saveConfirmation } from './confirmationStore';
import { Field } from './Field';
import { MoneyLines } from './MoneyLines';
import { OrderOnce } from './orderOnce';
import { useCartProducts } from './useCartProducts';
import { useDiscountCode } from './useDiscountCode';

/**
 * The customer's text inputs, in the form's order: the optional ones say so beside the label, the
 * others are required; `half` shares a row with its neighbour from the small breakpoint up.
 */
const TEXT_INPUTS: readonly {
  name: 'name' | 'phone' | 'email' | 'address_line1' | 'address_line2' | 'city' | 'postal_code';
  id: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  half?: boolean;
  optional?: boolean;
}[] = [
  { name: 'name', id: 'co-name', type: 'text', autoComplete: 'name', half: true },
  { name: 'phone', id: 'co-phone', type: 'tel', autoComplete: 'tel', half: true },
  { name: 'email', id: 'co-email', type: 'email', autoComplete: 'email', optional: true },
  { name: 'address_line1', id: 'co-line1', type: 'text', autoComplete: 'address-line1' },
  { name: 'address_line2', id: 'co-line2', type: 'text', autoComplete: 'address-line2', optional: true },
  { name: 'city', id: 'co-city', type: 'text', autoComplete: 'address-level2', half: true },
  { name: 'postal_code', id: 'co-postal', type: 'text', autoComplete: 'postal-code', half: true },
];

type SubmitError = { kind: 'none' } | { kind: 'invalid'; message: string } | { kind: 'failed' } | { kind: 'stock' };

/**
 * Checkout of a cart with lines: the lines, delivery or pickup with the shop's fee for the address,
 * a discount code, cash or pay-by-QR, the customer form, place order. The figures shown are priced
 * by the rules the server charges by. Its code (the form, its schema) loads only for a
 * cart with lines (CheckoutPage).
 */
export default function CartCheckout() {
  const data = useStorefront();
  const { t, language } = useTranslation(ORDER_NAMESPACE);
  const store = useShopStore();
  const navigate = useNavigate();
  const deliveryType = useShopState((s) => selectShop(s).delivery_type);
  const options = useShopState((s) => s.options);
  const countries = options?.country_list;
  const resolver = useMemo(() => checkoutResolver(t, countries ?? [], deliveryType), [t, countries, deliveryType]);
  const form = useForm<CheckoutForm>({
    resolver,
    // What this tab typed before a reload (checkoutDraft.ts); this code runs in the browser only.
    defaultValues: readCheckoutDraft(data.shopUrl, emptyCheckoutForm(data.shop.shop_country_id)),
    mode: 'onTouched',
  });
  const { register, handleSubmit, watch, setError, setValue, formState } = form;
  useEffect(() => {
    const typing = watch((values) => saveCheckoutDraft(data.shopUrl, values));
    return () => typing.unsubscribe();
  }, [watch, data.shopUrl]);
  const shows = shownFields(deliveryType);
  const countryId = watch('country_id');
  const states = countryId ? options?.state_list[countryId] : undefined;
  /** However often Place order is pressed, one order (orderOnce.ts). */
  const orderOnce = useRef(new OrderOnce()).current;
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<SubmitError>({ kind: 'none' });
  const [deliveryFailed, setDeliveryFailed] = useState(false);
  /** Units left per line key, from an order refused because lines ran short (kept until the shopper fixes them). */
  const [shortages, setShortages] = useState<Record<string, number>>({});

  useEffect(() => {
    void loadDeliveryTypes(store).then((ok) => setDeliveryFailed(!ok));
    void loadCountries(store);
  }, [store]);
  useEffect(() => {
    if (countryId) void loadStates(store, Number(countryId));
  }, [store, countryId]);
  // Uncontrolled selects keep their value only once its option exists: re-apply it when a list arrives.
  const countryCount = options?.country_list.length ?? 0;
  useEffect(() => {
    if (countryCount) setValue('country_id', form.getValues('country_id'));
  }, [countryCount, setValue, form]);
  // A stale state choice from another country is cleared.
  useEffect(() => {
    if (states && !states.some((s) => String(s.id) === form.getValues('state_id'))) setValue('state_id', '');
  }, [states, setValue, form]);
  // A phone message on screen shows a number of the form's country: a new country, a new example.
  const messageCountry = useRef(countryId);
  useEffect(() => {
    if (messageCountry.current === countryId) return;
    messageCountry.current = countryId;
    if (form.getFieldState('phone').error) void form.trigger('phone');
  }, [countryId, form]);

  const { check, retry: recheck } = useCartProducts(data.shopUrl, data.shop.shop_id, data.cart);
  const fresh = check.kind === 'ready' ? check.products : [];
  // Until the cart is checked against the shop, ordering waits (a failed check offers Retry).
  const blocked =
    check.kind !== 'ready' ||
    data.cart.some((line) => statusOfLine(line, fresh, true, shortages[lineKey(line)]) !== 'ok');
  // The "ran out" message goes once the shopper has fixed the marked lines.
  useEffect(() => {
    if (!blocked) setSubmitError((current) => (current.kind === 'stock' ? { kind: 'none' } : current));
  }, [blocked]);
  const subtotal = cartTotal(data.cart, data.shop.currency_code);
  const offered = (code: string) =>
    code === 'pickup' ? data.shop.delivery.pickup.enabled : code === 'cod' && data.shop.delivery.delivery.enabled;
  const deliveryChoices = (
    options?.delivery_types.length ? options.delivery_types : [{ id: 0, code: 'cod', name: 'Home delivery' }]
  )
    .filter((choice) => offered(choice.code))
    .map((choice) => ({ code: choice.code as DeliveryType, name: choice.name }));
  // A choice the shop no longer offers (kept from an earlier visit) gives way to one it does.
  const firstOffered = deliveryChoices[0]?.code;
  useEffect(() => {
    if (firstOffered && !offered(deliveryType)) store.changeShop(deliveryTypeChosen(firstOffered));
  });
  const paymentMethods = data.shop.payment_methods;
  const [chosenPayment, setPayment] = useState<PaymentMethod>('cod');
  // Cash first while the shop takes it; a shop that turned cash off starts on its QR way to pay.
  const paymentMethod = paymentMethods.includes(chosenPayment) ? chosenPayment : (paymentMethods[0] ?? 'cod');
  const postalCode = watch('postal_code') ?? '';
  const phone = watch('phone') ?? '';
  const lines = data.cart.map((line) => ({
    product_id: line.product_id,
    ...(line.selected_variant[0] ? { product_variant_id: line.selected_variant[0].product_variant_id } : {}),
    quantity: line.quantity,
  }));
  const discount = useDiscountCode({
    shop_id: data.shop.shop_id,
    delivery_type: deliveryType as DeliveryType,
    // Only what the server would take: a half-typed postal code or phone waits.
    ...(fieldRules.postalCode.pattern.test(postalCode.trim()) ? { postal_code: postalCode.trim() } : {}),
    ...(fieldRules.phone.pattern.test(phone.trim()) ? { phone: phone.trim() } : {}),
    items: lines,
  });
  const money = checkoutMoney(data.shop, {
    subtotal,
    discount: discount.discount,
    deliveryType: deliveryType as DeliveryType,
    postalCode: fieldRules.postalCode.pattern.test(postalCode.trim()) ? postalCode : '',
  });
  const deliveryRefused = money.delivery.kind === 'refused' || money.delivery.kind === 'belowMinimum';

  const confirm = (order: PlacedOrder, customerName: string) => {
    saveConfirmation(data.shopUrl, {
      order,
      lines: data.cart,
      customerName,
      deliveryType,
      shopName: data.shop.shop_name,
      shopPhone: data.shop.mobile_phone_primary,
    });
    rememberOrder(data.shopUrl, {
      order_number: order.order_number,
      path: new URL(order.order_url).pathname,
      placed_at: new Date().toISOString(),
    });
    clearCheckoutDraft(data.shopUrl);
    store.changeShop(cartCleared(data.shopUrl));
    navigate(confirmationLink(data.shopUrl));
  };

  const submit = handleSubmit(async (values) => {
    if (submitting || blocked || deliveryRefused || data.cart.length === 0) return;
    setSubmitting(true);
    setSubmitError({ kind: 'none' });
    try {
      await send(values);
    } finally {
      setSubmitting(false);
    }
  });

  const send = async (values: CheckoutForm) => {
    const request: OrderRequest = {
      shop_id: data.shop.shop_id,
      delivery_type: deliveryType as OrderRequest['delivery_type'],
      customer: {
        name: values.name,
        phone: values.phone,
        ...(values.email ? { email: values.email } : {}),
        // A pickup asks for no address (needsAddress): the one typed for a delivery stays in the form only.
        ...(shows('address_line1') ? addressOf(values) : {}),
      },
      ...(values.note ? { note: values.note } : {}),
      // The shopper's mails about this order are written in the language they shop in.
      ...(isLanguage(language) ? { language } : {}),
      payment_method: paymentMethod,
      ...(discount.toSend ? { discount_code: discount.toSend } : {}),
      items: lines,
    };
    const sentLines = data.cart;
    const outcome = await orderOnce.place(request);
    if (outcome.kind === 'placed') {
      confirm(outcome.order, values.name);
      return;
    }
    if (outcome.kind === 'short') {
      // Nothing was written: the lines that ran out are marked with what is left, the form keeps its values.
      const left: Record<string, number> = {};
      for (const [path, count] of Object.entries(outcome.available)) {
        const line = sentLines[Number(path.split('.')[1])];
        if (line) left[lineKey(line)] = count;
      }
      setShortages(left);
      setSubmitError({ kind: 'stock' });
      recheck();
      return;
    }
    if (outcome.kind === 'invalid') {
      let mapped = false;
      for (const [path, message] of Object.entries(outcome.errors)) {
        const field = formFieldOf(path);
        if (field) {
          setError(field as FieldPath<CheckoutForm>, { message }, { shouldFocus: !mapped });
          mapped = true;
        }
      }
      setSubmitError({ kind: 'invalid', message: outcome.message });
      return;
    }
    // No answer: the order may exist; the next try asks about it before sending again.
    setSubmitError({ kind: 'failed' });
  };

  const errors = formState.errors;
  return (
    <main className="container py-4" id="main" tabIndex={-1}>
      <h1 className="h3 mb-3">{t('checkout.title')}</h1>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <section aria-labelledby="checkout-cart" className="card card-body mb-4">
            <h2 id="checkout-cart" className="h5">
              {t('checkout.yourCart')}
            </h2>
            <CartLines data={data} products={fresh} checked={check.kind === 'ready'} shortages={shortages} />
            {check.kind === 'failed' ? (
              <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mt-2" role="alert">
                <span>{t('state.failedText')}</span>
                <button type="button" className="btn btn-sm btn-primary" onClick={recheck}>
                  {t('state.retry')}
                </button>
              </div>
            ) : null}
            <p className="d-flex justify-content-between fs-5 fw-semibold mb-0 mt-2" data-testid="checkout-total">
              <span>{t('checkout.subtotal')}</span>
              <span>{data.price(subtotal)}</span>
            </p>
            {blocked ? (
              <p className="alert alert-warning mt-3 mb-0" role="alert">
                {t('checkout.fixLines')}
              </p>
            ) : null}
          </section>

          <form
            id="checkout-form"
            onSubmit={submit}
            noValidate
            className="card card-body"
            aria-labelledby="checkout-customer"
          >
            <h2 id="checkout-customer" className="h5">
              {t('checkout.customer')}
            </h2>
            <div className="row g-3">
              {TEXT_INPUTS.filter((input) => shows(input.name)).map((input) => (
                <Field
                  key={input.name}
                  id={input.id}
                  label={t(`checkout.fields.${input.name}`)}
                  hint={input.optional ? t('checkout.optional') : undefined}
                  error={errors[input.name]?.message}
                  className={input.half ? 'col-12 col-sm-6' : 'col-12'}
                  required={!input.optional}
                >
                  <input type={input.type} autoComplete={input.autoComplete} {...register(input.name)} />
                </Field>
              ))}
              {shows('country_id') ? (
                <AddressSelects countries={options?.country_list} states={states} errors={errors} register={register} />
              ) : null}
              <Field
                id="co-note"
                label={t('checkout.fields.note')}
                hint={t('checkout.optional')}
                error={errors.note?.message}
                className="col-12"
              >
                <textarea rows={3} {...register('note')} />
              </Field>
            </div>
          </form>
        </div>

        <div className="col-12 col-lg-5">
          <section className="card card-body sf-summary" aria-labelledby="checkout-delivery">
            <DeliveryOptions
              data={data}
              choices={deliveryChoices}
              chosen={deliveryType}
              onChoose={(code) => store.changeShop(deliveryTypeChosen(code))}
              state={money.delivery}
            />
            {deliveryFailed && !options?.delivery_types.length ? (
              <p className="small mt-2 mb-0">{t('checkout.deliveryFallback')}</p>
            ) : null}
            <hr />
            <MoneyLines
              money={{ ...money, delivery_fee: money.fee }}
              price={data.price}
              discountCode={discount.state.kind === 'applied' ? discount.state.code : undefined}
            />
            <DiscountCodeForm state={discount.state} onApply={discount.apply} onRemove={discount.remove} />
            <PaymentOptions
              methods={paymentMethods}
              chosen={paymentMethod}
              onChoose={setPayment}
              deliveryType={deliveryType}
            />
            <hr />
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
              disabled={submitting || blocked || deliveryRefused}
              aria-busy={submitting}
              data-testid="place-order"
            >
              {submitting
                ? t('checkout.placing')
                : submitError.kind === 'failed'
                  ? t('checkout.retry')
                  : t('checkout.place')}
            </button>
            <p className="small mt-2 mb-0" lang={language}>
              {t('checkout.items', { count: data.cart.length })}
            </p>
          </section>
        </div>
      </div>
    </main>
  );
}
