import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OwnerOrder } from '@vitrine/contracts';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../store';
import { prepareOwnerComponentTests } from '../api/ownerComponentTests';
import { OrderLifeCard } from './OrderLifeCard';
import { pendingOrder as order } from './ownerOrder.fixture';

prepareOwnerComponentTests();

/** The owner picks Cancelled and presses the button: the confirmation opens (nothing is sent yet). */
async function askToCancel(o: OwnerOrder) {
  const fetch = vi.fn(async () => Response.json({ status: 'success', order: { ...o, order_status: 'cancelled' } }));
  vi.stubGlobal('fetch', fetch);
  render(
    <Provider store={store}>
      <OrderLifeCard order={o} />
    </Provider>,
  );
  fireEvent.change(screen.getByLabelText('Change status'), { target: { value: 'cancelled' } });
  fireEvent.click(screen.getByTestId('save-status'));
  const dialog = await screen.findByRole('dialog', { name: `Cancel order ${o.order_number}?` });
  expect(fetch).not.toHaveBeenCalled();
  return { dialog, fetch };
}

/** The dialog's fade ends on a timer of its own: wait for it, so it does not fire after the DOM is gone. */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe("the owner's order life card", () => {
  it('reminds the owner, before cancelling a paid order, that the money goes back by hand; the cancel still goes through', async () => {
    const { dialog, fetch } = await askToCancel({
      ...order,
      payment_status: 'paid',
      total: 1499,
      currency_code: 'INR',
    });
    expect(dialog).toHaveTextContent('This order is paid: cancelling gives its counted stock back, not the money.');
    expect(dialog).toHaveTextContent(/Return ₹1,499\.00 to the customer yourself/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/account\/orders\/7$/);
    expect(JSON.parse(String(init.body))).toEqual({ order_status: 'cancelled' });
    await dialogGone();
  });

  it('says nothing of money for an unpaid order; "Keep the order" goes back without sending anything', async () => {
    const { dialog, fetch } = await askToCancel(order);
    expect(dialog).toHaveTextContent('Its counted stock goes back to the shelf.');
    expect(dialog).not.toHaveTextContent(/paid|money/);
    // The way back says what it does: no "Cancel" beside "Cancel the order" (nor on the close button).
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    // One way back with that name; the corner's cross is "Close", never "Cancel" beside "Cancel the order".
    expect(within(dialog).getAllByRole('button', { name: 'Keep the order' })).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await dialogGone();
    expect(fetch).not.toHaveBeenCalled();
  });
});
