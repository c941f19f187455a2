import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Country, State } from '@vitrine/contracts';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TranslatorContext, useTranslation } from '../../../i18n/shop';
import { CustomerForm } from './CustomerForm';
import { type CheckoutForm, checkoutResolver, emptyCheckoutForm, shownFields } from './checkoutForm';
import { english } from './checkoutTesting';

const countries = [{ id: 1, country_name: 'India', iso_code: 'IN' }] as Country[];
const states = [{ id: 5, state_name: 'Maharashtra' }] as State[];

function Form({ deliveryType }: { deliveryType: string }) {
  const { t } = useTranslation('storefrontOrder');
  const form = useForm<CheckoutForm>({
    resolver: checkoutResolver(t, countries, deliveryType),
    defaultValues: emptyCheckoutForm(1),
  });
  return (
    <CustomerForm
      form={form}
      shows={shownFields(deliveryType)}
      countries={countries}
      states={states}
      onSubmit={form.handleSubmit(() => undefined)}
    />
  );
}

function show(deliveryType: string) {
  render(
    <TranslatorContext.Provider value={english()}>
      <Form deliveryType={deliveryType} />
    </TranslatorContext.Provider>,
  );
}

/** The form's controls by id, in the page's order. */
const controls = () => Array.from(document.querySelectorAll('#checkout-form [id^="co-"][name]'), (c) => c.id);

describe("checkout's customer form", () => {
  it('for a delivery: contact, then the address with its country and state, then the note', () => {
    show('cod');
    expect(controls()).toEqual([
      'co-name',
      'co-phone',
      'co-email',
      'co-line1',
      'co-line2',
      'co-city',
      'co-postal',
      'co-country',
      'co-state',
      'co-note',
    ]);
    // Required: marked for screen readers and with a star; the optional ones say so instead.
    const required = Array.from(document.querySelectorAll('#checkout-form [aria-required="true"]'), (c) => c.id);
    expect(required).toEqual(['co-name', 'co-phone', 'co-line1', 'co-city', 'co-postal']);
    expect(screen.getByLabelText(/^Address line 2/)).toHaveAccessibleDescription('(optional)');
    expect(screen.getByLabelText('Country')).toHaveValue('1');
  });

  it('for a pickup: contact and the note, no address', () => {
    show('pickup');
    expect(controls()).toEqual(['co-name', 'co-phone', 'co-email', 'co-note']);
  });

  it('a submit with required fields empty marks each and focuses the first', async () => {
    show('cod');
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Delivery details' }));
    });
    expect(screen.getByTestId('co-name-error')).toBeInTheDocument();
    expect(screen.getByTestId('co-line1-error')).toBeInTheDocument();
    expect(screen.getByTestId('co-city-error')).toBeInTheDocument();
    expect(screen.queryByTestId('co-email-error')).toBeNull();
    expect(screen.getByLabelText(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Full name/));
  });
});
