import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { store } from '../../../store';
import { OrderPaymentCard } from './OrderPaymentCard';
import { pendingOrder } from './ownerOrder.fixture';

beforeAll(async () => {
  await i18nReady;
  await i18next.loadLanguages(['en', 'de', 'fr', 'pt']);
  await i18next.loadNamespaces('account');
});
afterEach(cleanup);
afterAll(() => i18next.changeLanguage('en'));

/** How the order is to be paid, then how it was: never "Paid by" beside "Not paid yet". */
const expected = {
  en: { unpaid: 'Not paid yet', toPay: 'To pay by Pix', paid: 'Paid by Pix', cash: 'To pay in cash' },
  de: { unpaid: 'Noch nicht bezahlt', toPay: 'Per Pix zu zahlen', paid: 'Per Pix bezahlt', cash: 'Bar zu zahlen' },
  fr: { unpaid: 'Pas encore payée', toPay: 'À payer par Pix', paid: 'Payé par Pix', cash: 'À payer en espèces' },
  pt: { unpaid: 'Ainda não pago', toPay: 'A pagar por Pix', paid: 'Pago por Pix', cash: 'A pagar em dinheiro' },
} as const;

describe("the owner's payment card", () => {
  for (const [language, text] of Object.entries(expected)) {
    it(`says how an unpaid order is to be paid, and how a paid one was (${language})`, async () => {
      await i18next.changeLanguage(language);
      const pix = { ...pendingOrder, payment_method: 'pix' as const };
      const { rerender } = render(
        <Provider store={store}>
          <OrderPaymentCard order={pix} />
        </Provider>,
      );
      expect(screen.getByTestId('payment-status')).toHaveTextContent(text.unpaid);
      expect(screen.getByTestId('payment-method')).toHaveTextContent(text.toPay);
      rerender(
        <Provider store={store}>
          <OrderPaymentCard order={{ ...pix, payment_status: 'paid' }} />
        </Provider>,
      );
      expect(screen.getByTestId('payment-method')).toHaveTextContent(text.paid);
      rerender(
        <Provider store={store}>
          <OrderPaymentCard order={pendingOrder} />
        </Provider>,
      );
      expect(screen.getByTestId('payment-method')).toHaveTextContent(text.cash);
    });
  }
});
