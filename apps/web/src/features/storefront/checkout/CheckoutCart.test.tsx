import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Product } from '@vitrine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutCart } from './CheckoutCart';
import { loaf, storefrontData, withShop } from './checkoutTesting';
import type { CartCheckState } from './useCartCheck';

const fresh = { product_id: 1, product_name: 'Loaf', main_price: 5, variants: [] } as unknown as Product;

function show(cart: Partial<CartCheckState>) {
  const retry = vi.fn();
  const checked: CartCheckState = {
    check: { kind: 'checking' },
    products: [],
    retry,
    shortages: {},
    setShortages: () => undefined,
    blocked: true,
    ...cart,
  };
  render(withShop(<CheckoutCart data={storefrontData([loaf])} cart={checked} subtotal={10} />).ui);
  return retry;
}

describe("checkout's cart", () => {
  it('shows the lines and the subtotal, and holds ordering until the cart is checked', () => {
    show({});
    expect(within(screen.getByTestId('checkout-lines')).getByText('Loaf')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('$10.00');
    expect(screen.getByRole('alert')).toHaveTextContent('Some items changed since you added them.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('offers Retry when the check failed', () => {
    const retry = show({ check: { kind: 'failed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says nothing more once every line is fine', () => {
    show({ check: { kind: 'ready', products: [fresh] }, products: [fresh], blocked: false });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
