import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ShopperOrder } from '@vitrine/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import storefront from '../../../i18n/locales/en/storefront.json';
import order from '../../../i18n/locales/en/storefrontOrder.json';
import { TranslatorContext } from '../../../i18n/shop';
import { createTranslator } from '../../../i18n/shop/translator';
import { OrderCancel } from './OrderCancel';

/** The storefront's translator with the English strings the order page reads. */
function english() {
  const translator = createTranslator('en', 'en');
  translator.add('en', 'storefront', storefront);
  translator.add('en', 'storefrontOrder', order);
  return translator;
}

const pending: ShopperOrder = {
  order_number: 'VT-7K2Q9XHD',
  order_status: 'pending',
  delivery_type: 'cod',
  created_at: '2026-11-23T10:00:00.000Z',
  currency_code: 'INR',
  total: 240,
  items: [],
  customer: {
    name: 'Asha Rao',
    phone: '+91 98765 43210',
    email: '',
    address_line1: '12 MG Road',
    address_line2: '',
    city: 'Pune',
    postal_code: '411001',
  },
  note: '',
  subtotal: 240,
  delivery_fee: 0,
  discount: 0,
  discount_code: '',
  payment_method: 'upi',
  payment_status: 'unpaid',
  payment: null,
  events: [],
  cancel_reason: null,
  can_cancel: true,
  shop: {
    shop_name: 'Corner Bakery',
    shop_catalogue_url: 'corner-bakery',
    phone: '+91 90000 00001',
    time_zone: 'Asia/Kolkata',
  },
};
const paid: ShopperOrder = { ...pending, payment_status: 'paid', can_cancel: false };
const pageKey = { shopUrl: 'corner-bakery', orderNumber: pending.order_number, token: 'x'.repeat(43) };

function show(shown: ShopperOrder, email = 'hello@bakery.example', onChange = vi.fn()) {
  render(
    <TranslatorContext.Provider value={english()}>
      <OrderCancel order={shown} pageKey={pageKey} email={email} onChange={onChange} />
    </TranslatorContext.Provider>,
  );
  return onChange;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the order page's cancel", () => {
  it('offers Cancel while the order is pending and unpaid, and no contact offer', () => {
    show(pending);
    expect(screen.getByRole('button', { name: 'Cancel this order' })).toBeInTheDocument();
    expect(screen.queryByTestId('order-contact-to-cancel')).toBeNull();
  });

  it('once paid, offers to contact the shop instead: its phone, WhatsApp and e-mail, and no Cancel', () => {
    show(paid);
    expect(screen.queryByRole('button', { name: 'Cancel this order' })).toBeNull();
    const offer = within(screen.getByTestId('order-contact-to-cancel'));
    expect(
      offer.getByText(
        'This order is paid. To cancel it, contact Corner Bakery: the shop cancels it and returns your money.',
      ),
    ).toBeInTheDocument();
    expect(offer.getByRole('link', { name: 'Call Corner Bakery' })).toHaveAttribute('href', 'tel:+919000000001');
    const whatsApp = offer.getByRole('link', { name: 'Ask to cancel on WhatsApp' }).getAttribute('href') ?? '';
    expect(whatsApp.startsWith('https://wa.me/919000000001?text=')).toBe(true);
    expect(decodeURIComponent(whatsApp.split('text=')[1])).toBe(
      'Hello, I would like to cancel my order VT-7K2Q9XHD, which I have paid.',
    );
    expect(offer.getByRole('link', { name: 'E-mail Corner Bakery' })).toHaveAttribute(
      'href',
      `mailto:hello@bakery.example?subject=${encodeURIComponent('Cancelling my order VT-7K2Q9XHD')}`,
    );
  });

  it('leaves the e-mail out when the shop does not show one, and offers nothing once the order cannot be cancelled at all', () => {
    show(paid, '');
    expect(within(screen.getByTestId('order-contact-to-cancel')).queryByRole('link', { name: /E-mail/ })).toBeNull();
    cleanup();
    show({ ...paid, order_status: 'shipped' });
    expect(screen.queryByTestId('order-contact-to-cancel')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a cancel refused because the shop marked the order paid meanwhile says so and shows the offer', async () => {
    const answers = [
      new Response(
        JSON.stringify({ status: 'fail', message: 'paid', current_status: 'pending', asked_status: 'cancelled' }),
        {
          status: 409,
        },
      ),
      new Response(JSON.stringify({ status: 'success', order: paid }), { status: 200 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()),
    );
    const onChange = show(pending);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this order' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' })));
    expect(screen.getByRole('alert')).toHaveTextContent('The shop has marked this order paid');
    expect(onChange).toHaveBeenCalledWith(paid);
  });
});
