import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next, i18nReady } from '../../../i18n';
import { DeliveryZonesSection } from './DeliveryZonesSection';
import { type StoredSettings, toValues } from './deliveryForm';
import { stored } from './deliverySettings.fixture';
import { useAmountRule } from './useDeliveryForm';

beforeAll(async () => {
  await i18nReady;
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(['delivery', 'account']);
});

/** The section in a form as DeliveryForm holds it, with the form's own amount rule. */
function Zones({ settings = stored, currency = 'INR' }: { settings?: StoredSettings; currency?: string }) {
  const { register, watch, control, handleSubmit, formState } = useForm({
    defaultValues: toValues(settings, currency),
  });
  const zones = useFieldArray({ control, name: 'zones' });
  const { amount } = useAmountRule(currency);
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <DeliveryZonesSection
        register={register}
        errors={formState.errors}
        zones={zones}
        zoneNames={watch('zones').map((zone) => zone.name)}
        deliveryOn={watch('delivery_enabled')}
        outsideMode={watch('outside_mode')}
        country="IN"
        amount={amount}
        currency={currency}
        language="en"
      />
      <button type="submit">Check</button>
    </form>
  );
}

const noZones = { ...stored, delivery: { ...stored.delivery, enabled: false, zones: [] } };

describe('the delivery form’s zones', () => {
  it('says there is no zone yet, adds one with the focus on its name, and removes it', async () => {
    render(<Zones settings={noZones} />);
    expect(screen.getByTestId('no-zones')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('add-zone'));
    expect(screen.getAllByTestId('zone-card')).toHaveLength(1);
    expect(screen.queryByTestId('no-zones')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Zone name')).toHaveFocus());
    fireEvent.change(screen.getByLabelText('Zone name'), { target: { value: 'Old town' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove zone Old town' }));
    expect(screen.getByTestId('no-zones')).toBeInTheDocument();
  });

  it('keeps the zones while delivery is off, and says they are not offered', () => {
    const on = render(<Zones />);
    expect(screen.queryByText(/Delivery is off/)).not.toBeInTheDocument();
    on.unmount();
    render(<Zones settings={{ ...stored, delivery: { ...stored.delivery, enabled: false } }} />);
    expect(screen.getByText(/Delivery is off/)).toBeInTheDocument();
    expect(screen.getAllByTestId('zone-card')).toHaveLength(1);
  });

  it('asks for the default fee only for addresses delivered outside every zone', () => {
    render(<Zones />);
    expect(screen.getByLabelText('Default fee')).toHaveValue('99.00');
    fireEvent.click(screen.getByLabelText('Do not deliver there'));
    expect(screen.queryByLabelText('Default fee')).not.toBeInTheDocument();
  });

  it('takes no fifty-first zone', () => {
    const many = { name: 'Z', postal_codes: ['1'], fee: 1, free_from: null, minimum_order: null };
    const full = { ...stored, delivery: { ...stored.delivery, zones: Array.from({ length: 49 }, () => many) } };
    render(<Zones settings={full} />);
    expect(screen.getByTestId('add-zone')).toBeEnabled();
    fireEvent.click(screen.getByTestId('add-zone'));
    expect(screen.getByTestId('add-zone')).toBeDisabled();
  });

  it('words an amount’s problem for the shop’s currency', async () => {
    render(<Zones />);
    const fee = screen.getByLabelText('Default fee');
    fireEvent.change(fee, { target: { value: '40.555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('INR amounts have at most two decimals.')).toBeInTheDocument();
    fireEvent.change(fee, { target: { value: 'forty' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Enter an amount such as 40.50.')).toBeInTheDocument();
  });

  it('takes whole amounts only in a currency without decimals', async () => {
    render(<Zones currency="JPY" />);
    fireEvent.change(screen.getByLabelText('Default fee'), { target: { value: '99.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('JPY amounts have no decimals.')).toBeInTheDocument();
  });
});
