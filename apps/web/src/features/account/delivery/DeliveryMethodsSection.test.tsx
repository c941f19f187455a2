import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { DeliveryMethodsSection } from './DeliveryMethodsSection';
import { type DeliveryValues, toValues } from './deliveryForm';
import { stored } from './deliverySettings.fixture';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['delivery', 'account']);
});

/** The section in a form as DeliveryForm holds it; `refuse` sets the error a refused save would. */
function Methods({ address, refuse }: { address: string; refuse?: keyof DeliveryValues }) {
  const { register, watch, setError, formState } = useForm({ defaultValues: toValues(stored, 'INR') });
  return (
    <MemoryRouter>
      <DeliveryMethodsSection
        register={register}
        errors={formState.errors}
        pickupOn={watch('pickup_enabled')}
        address={address}
      />
      {refuse && (
        <button type="button" onClick={() => setError(refuse, { message: 'Refused here.' })}>
          refuse
        </button>
      )}
    </MemoryRouter>
  );
}

describe('the delivery form’s ways to receive an order', () => {
  it('asks for pickup hours only while pickup is on, with the address shoppers will see', () => {
    render(<Methods address="12 MG Road, 411001 Pune" />);
    expect(screen.getByLabelText('Pickup hours')).toHaveValue('Mon–Sat 10–7');
    expect(screen.getByText(/Your address: 12 MG Road, 411001 Pune\./)).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Pickup at the shop'));
    expect(screen.queryByLabelText('Pickup hours')).not.toBeInTheDocument();
  });

  it('links to Edit Account while the shop has no address', () => {
    render(<Methods address="" />);
    const link = screen.getByRole('link', { name: 'Your shop has no address yet: add it in Edit Account.' });
    expect(link).toHaveAttribute('href', '/shop-profile/edit');
  });

  it('ties a refusal of the delivery switch to it, for screen readers', () => {
    render(<Methods address="" refuse="delivery_enabled" />);
    const delivery = screen.getByLabelText("Delivery to the shopper's address");
    expect(delivery).not.toHaveAttribute('aria-invalid');
    fireEvent.click(screen.getByRole('button', { name: 'refuse' }));
    expect(delivery).toHaveAttribute('aria-invalid', 'true');
    expect(delivery).toHaveAccessibleDescription('Refused here.');
  });
});
