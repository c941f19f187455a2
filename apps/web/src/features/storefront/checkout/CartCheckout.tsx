import type { PaymentMethod } from '@vitrine/contracts';
import { useState } from 'react';
import { ORDER_NAMESPACE, useTranslation } from '../../../i18n/shop';
import { useStorefront } from '../layout/useStorefront';
import { CheckoutCart } from './CheckoutCart';
import { DeliveryOptions, DiscountCodeForm, PaymentOptions } from './CheckoutOptions';
import { CustomerForm } from './CustomerForm';
import { MoneyLines } from './MoneyLines';
import { PlaceOrder } from './PlaceOrder';
import { useCartCheck } from './useCartCheck';
import { useCheckoutForm } from './useCheckoutForm';
import { useDeliveryChoices } from './useDeliveryChoices';
import { useOrderPricing } from './useOrderPricing';
import { usePlaceOrder } from './usePlaceOrder';

/**
 * Checkout of a cart with lines: the lines, delivery or pickup with the shop's fee for the address,
 * a discount code, cash or pay-by-QR, the customer form, place order. The figures shown are priced
 * by the rules the server charges by. Its code (the form, its schema) loads only for a
 * cart with lines (CheckoutPage).
 */
export default function CartCheckout() {
  const data = useStorefront();
  const { t, language } = useTranslation(ORDER_NAMESPACE);
  const delivery = useDeliveryChoices(data);
  const { form, shows, countries, states } = useCheckoutForm(data, delivery.chosen);
  const cart = useCartCheck(data);
  const pricing = useOrderPricing(data, delivery.chosen, form.watch);
  const { money, discount } = pricing;
  const paymentMethods = data.shop.payment_methods;
  const [chosenPayment, setPayment] = useState<PaymentMethod>('cod');
  // Cash first while the shop takes it; a shop that turned cash off starts on its QR way to pay.
  const paymentMethod = paymentMethods.includes(chosenPayment) ? chosenPayment : (paymentMethods[0] ?? 'cod');
  const order = usePlaceOrder(data, form, cart, {
    deliveryType: delivery.chosen,
    paymentMethod,
    discountCode: discount.toSend,
    lines: pricing.lines,
    language,
    shows,
    deliveryRefused: pricing.deliveryRefused,
  });

  return (
    <main className="container py-4" id="main" tabIndex={-1}>
      <h1 className="h3 mb-3">{t('checkout.title')}</h1>
      <div className="row g-4">
        <div className="col-12 col-lg-7">
          <CheckoutCart data={data} cart={cart} subtotal={pricing.subtotal} />
          <CustomerForm form={form} shows={shows} countries={countries} states={states} onSubmit={order.submit} />
        </div>

        <div className="col-12 col-lg-5">
          <section className="card card-body sf-summary" aria-labelledby="checkout-delivery">
            <DeliveryOptions
              data={data}
              choices={delivery.choices}
              chosen={delivery.chosen}
              onChoose={delivery.choose}
              state={money.delivery}
            />
            {delivery.fellBack ? <p className="small mt-2 mb-0">{t('checkout.deliveryFallback')}</p> : null}
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
              deliveryType={delivery.chosen}
            />
            <hr />
            <PlaceOrder
              submitting={order.submitting}
              submitError={order.submitError}
              held={cart.blocked || pricing.deliveryRefused}
              lineCount={data.cart.length}
            />
          </section>
        </div>
      </div>
    </main>
  );
}
