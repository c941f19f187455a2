import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { OwnerOrder } from '@vitrine/contracts';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { store } from '../../../store';
import { prepareOwnerComponentTests } from '../api/ownerComponentTests';
import { CustomerHistory } from './CustomerHistory';
import { pendingOrder as order } from './ownerOrder.fixture';

prepareOwnerComponentTests();

const renderPanel = (o: OwnerOrder) =>
  render(
    <Provider store={store}>
      <CustomerHistory order={o} />
    </Provider>,
  );

/**
 * The dialog's fade ends on a timer of its own (react-bootstrap's transitionEnd fallback): a test
 * that ends before it fires leaves it to fire after the file's DOM is gone (seen on Node 24 in CI).
 */
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('customer history panel', () => {
  it("shows the phone's orders, cancelled and delivered, and blocks it only after a confirmation", async () => {
    const blocked = { ...order, customer_history: { ...order.customer_history, blocked: true } };
    const fetch = vi.fn(async () => Response.json({ status: 'success', order: blocked }));
    vi.stubGlobal('fetch', fetch);
    renderPanel(order);
    expect(screen.getByTestId('customer-history-orders')).toHaveTextContent('5');
    expect(screen.getByTestId('customer-history-cancelled')).toHaveTextContent('3');
    expect(screen.getByTestId('customer-history-delivered')).toHaveTextContent('1');

    fireEvent.click(screen.getByRole('button', { name: 'Block this number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block +91 98765 43210?' });
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block this number' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/account\/orders\/7\/block$/);
    expect(init.method).toBe('PUT');
    await dialogGone();
  });

  it('offers Unblock for a blocked phone, and says it is blocked', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 'success', order }));
    vi.stubGlobal('fetch', fetch);
    renderPanel({ ...order, customer_history: { ...order.customer_history, blocked: true } });
    expect(screen.getByText('Blocked: new orders from this number are refused.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock this number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unblock +91 98765 43210?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unblock this number' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].method).toBe('DELETE');
    await dialogGone();
  });
});
