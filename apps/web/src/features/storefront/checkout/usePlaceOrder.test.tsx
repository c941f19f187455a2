import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from '../../../i18n/shop';
import { addToCart, lineKey, selectCart } from '../state';
import { CustomerForm } from './CustomerForm';
import { readCheckoutDraft, saveCheckoutDraft } from './checkoutDraft';
import { type CheckoutForm, checkoutResolver, emptyCheckoutForm, shownFields } from './checkoutForm';
import { loaf, storefrontData, withShop } from './checkoutTesting';
import { PlaceOrder } from './PlaceOrder';
import type { CartCheckState } from './useCartCheck';
import { usePlaceOrder } from './usePlaceOrder';

const data = storefrontData();

/** The customer form and Place order on the hook, as the checkout wires them (a pickup: no address). */
function Checkout({ cart }: { cart: CartCheckState }) {
  const { t } = useTranslation('storefrontOrder');
  const shows = shownFields('pickup');
  const form = useForm<CheckoutForm>({
    resolver: checkoutResolver(t, [], 'pickup'),
    defaultValues: { ...emptyCheckoutForm(1), name: 'Asha Rao', phone: '+1 555 010 0199', city: 'Pune' },
  });
  const order = usePlaceOrder(data, form, cart, {
    deliveryType: 'pickup',
    paymentMethod: 'cod',
    discountCode: 'WELCOME',
    lines: [{ product_id: 1, quantity: 2 }],
    language: 'en',
    shows,
    deliveryRefused: false,
  });
  return (
    <>
      <CustomerForm form={form} shows={shows} countries={[]} states={[]} onSubmit={order.submit} />
      <PlaceOrder submitting={order.submitting} submitError={order.submitError} held={cart.blocked} lineCount={1} />
    </>
  );
}

/** The cart as checked: every line fine unless `blocked`; what the hook does to it is recorded. */
function checkedCart(blocked = false) {
  return {
    check: { kind: 'ready', products: [] },
    products: [],
    retry: vi.fn(),
    shortages: {},
    setShortages: vi.fn(),
    blocked,
  } satisfies CartCheckState;
}

/** The server's answers to the order calls, in turn; each request is kept with its body and headers. */
function serverAnswers(...answers: (() => Response)[]) {
  const sent: { url: string; body: Record<string, unknown> | null; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : null, key: headers.get('Idempotency-Key') });
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next();
    }),
  );
  return sent;
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });

async function placeOrder() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('place-order'));
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('usePlaceOrder', () => {
  it("sends the form and the checkout's choices once, and puts a refusal's messages on the fields it names", async () => {
    const sent = serverAnswers(
      json(422, { status: 'fail', message: 'Check the phone number.', errors: { 'customer.phone': 'Not a number' } }),
    );
    render(withShop(<Checkout cart={checkedCart()} />).ui);
    await placeOrder();

    expect(sent).toHaveLength(1);
    expect(sent[0].url).toMatch(/\/orders$/);
    expect(sent[0].key).toBeTruthy();
    // A pickup sends no address, even the city left in the form from a delivery.
    expect(sent[0].body).toEqual({
      shop_id: 7,
      delivery_type: 'pickup',
      customer: { name: 'Asha Rao', phone: '+1 555 010 0199' },
      language: 'en',
      payment_method: 'cod',
      discount_code: 'WELCOME',
      items: [{ product_id: 1, quantity: 2 }],
    });
    expect(screen.getByTestId('co-phone-error')).toHaveTextContent('Not a number');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Phone/));
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('Check the phone number.');
  });

  it('marks the lines that ran short with the units left, checks the cart again and says why', async () => {
    serverAnswers(json(409, { status: 'fail', message: 'short', available: { 'items.0.quantity': 1 } }));
    const cart = checkedCart();
    render(withShop(<Checkout cart={cart} />).ui);
    await placeOrder();

    expect(cart.setShortages).toHaveBeenCalledWith({ [lineKey(loaf)]: 1 });
    expect(cart.retry).toHaveBeenCalledOnce();
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('Some items ran out');
  });

  it('after a lost answer offers Try again, and the next press asks about the first attempt before sending', async () => {
    const placed = { order_number: 'VT-7K2Q9XHD', order_url: 'https://shops.example/corner-bakery/order/VT-7K2Q9XHD' };
    const sent = serverAnswers(
      () => new Response('', { status: 502 }),
      json(200, { status: 'success', order: placed }),
    );
    render(withShop(<Checkout cart={checkedCart()} />).ui);
    await placeOrder();
    expect(screen.getByTestId('place-order')).toHaveTextContent('Try again');

    await placeOrder();
    expect(sent.map((request) => request.url.replace(/.*\/api\//, ''))).toEqual([
      'orders',
      `orders/by-key/${sent[0].key}?shop_id=7`,
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/corner-bakery/order-confirmation');
  });

  it('once placed, clears the cart and the saved form and opens the confirmation', async () => {
    const placed = { order_number: 'VT-7K2Q9XHD', order_url: 'https://shops.example/corner-bakery/order/VT-7K2Q9XHD' };
    serverAnswers(json(201, { status: 'success', order: placed }));
    const { ui, store } = withShop(<Checkout cart={checkedCart()} />);
    addToCart(store, 'corner-bakery', loaf);
    saveCheckoutDraft('corner-bakery', { name: 'Asha Rao' });
    render(ui);
    await placeOrder();

    expect(screen.getByTestId('location')).toHaveTextContent('/corner-bakery/order-confirmation');
    expect(selectCart(store.getState(), 'corner-bakery')).toEqual([]);
    expect(readCheckoutDraft('corner-bakery', emptyCheckoutForm(null)).name).toBe('');
  });

  it('sends nothing while the cart has lines to fix', async () => {
    const sent = serverAnswers();
    render(withShop(<Checkout cart={checkedCart(true)} />).ui);
    // The button is held; a submit from the form itself (Enter in a field) is held too.
    expect(screen.getByTestId('place-order')).toBeDisabled();
    await act(async () => {
      fireEvent.submit(screen.getByRole('form'));
    });
    expect(sent).toEqual([]);
  });
});
