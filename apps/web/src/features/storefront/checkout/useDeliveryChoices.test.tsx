import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Shop } from '@vitrine/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { selectShop } from '../state';
import { storefrontData, testShop, withShop } from './checkoutTesting';
import { useDeliveryChoices } from './useDeliveryChoices';

/** The choices as radio buttons, as the summary shows them, and whether the fallback's note shows. */
function Choices({ shop }: { shop: Shop }) {
  const delivery = useDeliveryChoices({ ...storefrontData(), shop });
  return (
    <>
      {delivery.choices.map((choice) => (
        <label key={choice.code}>
          <input type="radio" checked={delivery.chosen === choice.code} onChange={() => delivery.choose(choice.code)} />
          {choice.name}
        </label>
      ))}
      {delivery.fellBack ? <p>fallback</p> : null}
    </>
  );
}

const types = [
  { id: 1, code: 'cod', name: 'Home delivery' },
  { id: 2, code: 'pickup', name: 'Pickup at the shop' },
];

/** The delivery-type list as the server answers it, or no answer at all. */
function deliveryTypes(answer: 'list' | 'none') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (answer === 'none') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ status: 'success', delivery_types: types }), { status: 200 });
    }),
  );
}

async function show(shop: Shop) {
  const { ui, store } = withShop(<Choices shop={shop} />);
  render(ui);
  await act(async () => undefined);
  return store;
}

const offering = (delivery: boolean, pickup: boolean) =>
  ({
    ...testShop,
    delivery: {
      ...testShop.delivery,
      delivery: { ...testShop.delivery.delivery, enabled: delivery },
      pickup: { ...testShop.delivery.pickup, enabled: pickup },
    },
  }) as Shop;

afterEach(() => vi.unstubAllGlobals());

describe('useDeliveryChoices', () => {
  it("offers the listed methods the shop has on, and keeps the shopper's choice in the store", async () => {
    deliveryTypes('list');
    const store = await show(offering(true, true));
    expect(screen.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Home delivery',
      'Pickup at the shop',
    ]);
    expect(screen.getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'Pickup at the shop' }));
    expect(selectShop(store.getState()).delivery_type).toBe('pickup');
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('moves a choice the shop no longer offers to the first one it does', async () => {
    deliveryTypes('list');
    const store = await show(offering(false, true));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(selectShop(store.getState()).delivery_type).toBe('pickup');
    expect(screen.getByRole('radio', { name: 'Pickup at the shop' })).toBeChecked();
  });

  it('without the list, offers home delivery and says so', async () => {
    deliveryTypes('none');
    await show(offering(true, true));
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'Home delivery' })).toBeChecked();
    expect(screen.getByText('fallback')).toBeInTheDocument();
  });
});
