import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TranslatorContext } from '../../../i18n/shop';
import { english } from './checkoutTesting';
import { PlaceOrder } from './PlaceOrder';
import type { SubmitError } from './usePlaceOrder';

function show(props: { submitting?: boolean; submitError?: SubmitError; held?: boolean; lineCount?: number }) {
  render(
    <TranslatorContext.Provider value={english()}>
      <PlaceOrder
        submitting={props.submitting ?? false}
        submitError={props.submitError ?? { kind: 'none' }}
        held={props.held ?? false}
        lineCount={props.lineCount ?? 1}
      />
    </TranslatorContext.Provider>,
  );
  return screen.getByTestId('place-order');
}

describe("checkout's Place order", () => {
  it('offers Place order with no message, and counts the lines', () => {
    const button = show({ lineCount: 3 });
    expect(button).toHaveTextContent('Place order');
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('form', 'checkout-form');
    expect(screen.queryByTestId('checkout-error')).toBeNull();
    expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
  });

  it('is held while ordering waits, and busy while the order is on its way', () => {
    expect(show({ held: true })).toBeDisabled();
    cleanup();
    const busy = show({ submitting: true });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveTextContent('Placing order…');
  });

  it('after a lost answer says so and offers Try again', () => {
    const button = show({ submitError: { kind: 'failed' } });
    expect(button).toHaveTextContent('Try again');
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('The order could not be sent.');
  });

  it("says lines ran out, or the server's reason for a refusal, or the general one when it gave none", () => {
    show({ submitError: { kind: 'stock' } });
    expect(screen.getByTestId('checkout-error')).toHaveTextContent('Some items ran out');
    expect(screen.getByTestId('place-order')).toHaveTextContent('Place order');
  });

  it.each([
    ['The shop is closed today.', 'The shop is closed today.'],
    ['', 'The order was not accepted. Check the marked fields.'],
  ])('a refusal with the message "%s" shows "%s"', (message, shown) => {
    show({ submitError: { kind: 'invalid', message } });
    expect(screen.getByRole('alert')).toHaveTextContent(shown);
  });
});
