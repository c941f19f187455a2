import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRequest, PlacedOrder } from '../../../api/orders';

const api = vi.hoisted(() => ({ placeOrder: vi.fn(), orderOfKey: vi.fn() }));
vi.mock('../../../api/orders', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/orders')>()),
  ...api,
}));

const { OrderOnce } = await import('./orderOnce');

const request = { shop_id: 3 } as OrderRequest;
const order = { order_id: 9, order_number: 'VT-1' } as PlacedOrder;
const keys = () => api.placeOrder.mock.calls.map((call) => call[1] as string);

describe('OrderOnce: one order per checkout, whatever answers are lost', () => {
  beforeEach(() => {
    api.placeOrder.mockReset();
    api.orderOfKey.mockReset();
  });

  it('asks about an unanswered send before sending again, and shows the order it made', async () => {
    const once = new OrderOnce();
    api.placeOrder.mockResolvedValueOnce({ kind: 'failed' });
    expect(await once.place(request)).toEqual({ kind: 'unknown' });
    api.orderOfKey.mockResolvedValueOnce({ kind: 'placed', order });
    expect(await once.place(request)).toEqual({ kind: 'placed', order });
    expect(api.placeOrder).toHaveBeenCalledTimes(1);
    expect(api.orderOfKey).toHaveBeenCalledWith(3, keys()[0]);
  });

  it('sends again with the same key when the lost send made nothing, and never while the fate is unknown', async () => {
    const once = new OrderOnce();
    api.placeOrder.mockResolvedValueOnce({ kind: 'failed' });
    await once.place(request);
    api.orderOfKey.mockResolvedValueOnce({ kind: 'unknown' });
    expect(await once.place(request)).toEqual({ kind: 'unknown' });
    expect(api.placeOrder).toHaveBeenCalledTimes(1);
    api.orderOfKey.mockResolvedValueOnce({ kind: 'none' });
    api.placeOrder.mockResolvedValueOnce({ kind: 'ok', order });
    expect(await once.place(request)).toEqual({ kind: 'placed', order });
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('takes a new key after a refusal (no order exists for the old one) and after an order', async () => {
    const once = new OrderOnce();
    api.placeOrder.mockResolvedValueOnce({ kind: 'invalid', message: 'Check the form.', errors: { phone: 'x' } });
    expect((await once.place(request)).kind).toBe('invalid');
    api.placeOrder.mockResolvedValueOnce({ kind: 'short', available: { 'items.0.quantity': 1 } });
    expect(await once.place(request)).toEqual({ kind: 'short', available: { 'items.0.quantity': 1 } });
    api.placeOrder.mockResolvedValueOnce({ kind: 'ok', order });
    await once.place(request);
    api.placeOrder.mockResolvedValueOnce({ kind: 'ok', order });
    await once.place(request);
    expect(new Set(keys()).size).toBe(4);
    expect(api.orderOfKey).not.toHaveBeenCalled();
  });

  it('shows the order an earlier send made when the server says the key is used', async () => {
    const once = new OrderOnce();
    api.placeOrder.mockResolvedValueOnce({ kind: 'keyUsed' });
    api.orderOfKey.mockResolvedValueOnce({ kind: 'placed', order });
    expect(await once.place(request)).toEqual({ kind: 'placed', order });
  });
});
