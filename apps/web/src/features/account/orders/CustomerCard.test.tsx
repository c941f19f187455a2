import { cleanup, render, screen, within } from '@testing-library/react';
import type { OwnerOrder } from '@vitrine/contracts';
import { Provider } from 'react-redux';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../i18n';
import { store } from '../../../store';
import { prepareOwnerComponentTests } from '../api/ownerComponentTests';
import { CustomerCard } from './CustomerCard';
import { pendingOrder } from './ownerOrder.fixture';

const shopAnswer = { status: 'success', shop: { shop_name: 'Corner Bakery', shop_catalogue_url: 'corner-bakery' } };

prepareOwnerComponentTests();
afterAll(() => i18next.changeLanguage('en'));

/** The card as the owner's order page shows it; the account's shop (its name) answered by a stub of the network. */
async function messageOf(order: OwnerOrder) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(shopAnswer)),
  );
  render(
    <Provider store={store}>
      <CustomerCard order={order} />
    </Provider>,
  );
  const link = await screen.findByTestId('order-whatsapp', {}, { timeout: 5000 });
  const href = new URL(link.getAttribute('href') as string);
  return { link, href, text: href.searchParams.get('text') };
}

const cancelledBy = (note: string): OwnerOrder['events'] => [
  {
    kind: 'status',
    from_status: 'pending',
    to_status: 'cancelled',
    actor: 'owner',
    note,
    created_at: '2026-11-23T11:00:00.000Z',
  },
];

describe("the owner's message to the customer on WhatsApp", () => {
  it('opens a chat with the E.164 number, beside call and e-mail, its text for the state, in English', async () => {
    const { link, href, text } = await messageOf({
      ...pendingOrder,
      order_status: 'confirmed',
      customer: { ...pendingOrder.customer, phone: '+919876543210', email: 'asha@example.com' },
    });
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/919876543210');
    expect(text).toBe('Hello Asha Rao, Corner Bakery has confirmed your order VT-ABCDEFGH. Thank you!');
    expect(link).toHaveAccessibleName('Message Asha Rao on WhatsApp');
    const card = screen.getByTestId('order-customer');
    expect(within(card).getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(within(card).getByRole('link', { name: 'asha@example.com' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'shipped', 'cod', 'Hello Asha Rao, your order VT-ABCDEFGH from Corner Bakery is on its way.'],
    [
      'de',
      'shipped',
      'pickup',
      'Hallo Asha Rao, Ihre Bestellung VT-ABCDEFGH liegt bei Corner Bakery zur Abholung bereit.',
    ],
    ['fr', 'confirmed', 'cod', 'Bonjour Asha Rao, Corner Bakery a confirmé votre commande VT-ABCDEFGH. Merci !'],
    ['pt', 'shipped', 'cod', 'Olá Asha Rao, o seu pedido VT-ABCDEFGH de Corner Bakery está a caminho.'],
  ] as const)(
    'writes in the language the shopper ordered in (%s, %s, %s), whatever the owner reads',
    async (language, status, deliveryType, expected) => {
      const { text } = await messageOf({
        ...pendingOrder,
        language,
        order_status: status,
        delivery_type: deliveryType,
        customer: { ...pendingOrder.customer, phone: '+919876543210' },
      });
      expect(text).toBe(expected);
      // The owner's own words stay in the owner's language.
      expect(screen.getByTestId('order-whatsapp')).toHaveTextContent('Message Asha Rao on WhatsApp');
    },
  );

  it("gives the owner's reason for a cancellation (the cancellation's note), in the shopper's language", async () => {
    const { text } = await messageOf({
      ...pendingOrder,
      language: 'de',
      order_status: 'cancelled',
      events: cancelledBy('Der Ofen ist kaputt.'),
      customer: { ...pendingOrder.customer, phone: '+4915112345678' },
    });
    expect(text).toBe(
      'Hallo Asha Rao, es tut uns leid: Corner Bakery hat Ihre Bestellung VT-ABCDEFGH storniert. Grund: Der Ofen ist kaputt.',
    );
    cleanup();
    const silent = await messageOf({
      ...pendingOrder,
      order_status: 'cancelled',
      events: cancelledBy(''),
      customer: { ...pendingOrder.customer, phone: '+4915112345678' },
    });
    expect(silent.text).toBe('Hello Asha Rao, we are sorry: Corner Bakery has cancelled your order VT-ABCDEFGH.');
  });

  it('offers no chat for a number not stored in international form', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(shopAnswer)),
    );
    render(
      <Provider store={store}>
        <CustomerCard order={{ ...pendingOrder, customer: { ...pendingOrder.customer, phone: '98765 43210' } }} />
      </Provider>,
    );
    expect(await screen.findByRole('link', { name: '98765 43210' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId('order-whatsapp')).toBeNull();
  });
});
