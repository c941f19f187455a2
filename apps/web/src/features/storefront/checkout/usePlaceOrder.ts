import type { PaymentMethod } from '@vitrine/contracts';
import { useEffect, useRef, useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { OrderRequest, PlacedOrder } from '../../../api/orders';
import { isLanguage } from '../../../i18n/languages';
import type { StorefrontData } from '../layout/useStorefront';
import { rememberOrder } from '../order/yourOrders';
import { confirmationLink } from '../shared/links';
import { type CartItem, cartCleared, lineKey, useShopStore } from '../state';
import { clearCheckoutDraft } from './checkoutDraft';
import { addressOf, type CheckoutForm, formFieldOf } from './checkoutForm';
import { saveConfirmation } from './confirmationStore';
import { OrderOnce } from './orderOnce';
import type { CartCheckState } from './useCartCheck';

export type SubmitError =
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' }
  | { kind: 'stock' };

/** What the order is made of besides the customer form. */
export interface OrderChoices {
  deliveryType: string;
  paymentMethod: PaymentMethod;
  /** The code to send (applied or still being checked), if any. */
  discountCode: string | undefined;
  lines: OrderRequest['items'];
  language: string;
  /** Whether the form shows (and so sends) this field: a pickup sends no address. */
  shows: (field: string) => boolean;
}

/**
 * Place order: one order however often it is pressed (orderOnce.ts), then the confirmation; a
 * refusal marks the fields or the lines it names and says why, a lost answer offers a retry.
 */
export function usePlaceOrder(
  data: StorefrontData,
  form: UseFormReturn<CheckoutForm>,
  cart: CartCheckState,
  choices: OrderChoices & { deliveryRefused: boolean },
) {
  const confirm = useConfirm(data, choices.deliveryType);
  /** However often Place order is pressed, one order (orderOnce.ts). */
  const orderOnce = useRef(new OrderOnce()).current;
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<SubmitError>({ kind: 'none' });
  // The "ran out" message goes once the shopper has fixed the marked lines.
  useEffect(() => {
    if (!cart.blocked) setSubmitError((current) => (current.kind === 'stock' ? { kind: 'none' } : current));
  }, [cart.blocked]);

  const send = async (values: CheckoutForm) => {
    const sentLines = data.cart;
    const outcome = await orderOnce.place(orderRequestOf(data.shop.shop_id, values, choices));
    if (outcome.kind === 'placed') {
      confirm(outcome.order, values.name);
      return;
    }
    if (outcome.kind === 'short') {
      // Nothing was written: the lines that ran out are marked with what is left, the form keeps its values.
      cart.setShortages(shortagesOf(outcome.available, sentLines));
      setSubmitError({ kind: 'stock' });
      cart.retry();
      return;
    }
    if (outcome.kind === 'invalid') {
      markFields(form, outcome.errors);
      setSubmitError({ kind: 'invalid', message: outcome.message });
      return;
    }
    // No answer: the order may exist; the next try asks about it before sending again.
    setSubmitError({ kind: 'failed' });
  };

  const submit = form.handleSubmit(async (values) => {
    if (submitting || cart.blocked || choices.deliveryRefused || data.cart.length === 0) return;
    setSubmitting(true);
    setSubmitError({ kind: 'none' });
    try {
      await send(values);
    } finally {
      setSubmitting(false);
    }
  });

  return { submit, submitting, submitError };
}

/** The order request of the form's values and the checkout's choices. */
function orderRequestOf(shopId: number, values: CheckoutForm, choices: OrderChoices): OrderRequest {
  const { language } = choices;
  return {
    shop_id: shopId,
    delivery_type: choices.deliveryType as OrderRequest['delivery_type'],
    customer: {
      name: values.name,
      phone: values.phone,
      ...(values.email ? { email: values.email } : {}),
      // A pickup asks for no address (needsAddress): the one typed for a delivery stays in the form only.
      ...(choices.shows('address_line1') ? addressOf(values) : {}),
    },
    ...(values.note ? { note: values.note } : {}),
    // The shopper's mails about this order are written in the language they shop in.
    ...(isLanguage(language) ? { language } : {}),
    payment_method: choices.paymentMethod,
    ...(choices.discountCode ? { discount_code: choices.discountCode } : {}),
    items: choices.lines,
  };
}

/** Units left per line key, from the server's `items.N.quantity` paths of the lines that were sent. */
function shortagesOf(available: Record<string, number>, sentLines: readonly CartItem[]): Record<string, number> {
  const left: Record<string, number> = {};
  for (const [path, count] of Object.entries(available)) {
    const line = sentLines[Number(path.split('.')[1])];
    if (line) left[lineKey(line)] = count;
  }
  return left;
}

/** The server's messages on the form's fields; the first field it names takes the focus. */
function markFields(form: UseFormReturn<CheckoutForm>, errors: Record<string, string>) {
  let mapped = false;
  for (const [path, message] of Object.entries(errors)) {
    const field = formFieldOf(path);
    if (field) {
      form.setError(field as FieldPath<CheckoutForm>, { message }, { shouldFocus: !mapped });
      mapped = true;
    }
  }
}

/** A placed order: kept for the confirmation and "your orders", the cart and the draft cleared. */
function useConfirm(data: StorefrontData, deliveryType: string) {
  const store = useShopStore();
  const navigate = useNavigate();
  return (order: PlacedOrder, customerName: string) => {
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
}
