import type { OrderStreamEvent } from '@vitrine/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, connectOrderStream } from './orderStream';

/** Just enough of an EventSource to drive the connection by hand. */
class FakeSource {
  static made: FakeSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, (e: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

describe('the order stream connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSource.made = [];
  });
  afterEach(() => vi.useRealTimers());

  const start = (tickets: (string | null)[]) => {
    const onOpen = vi.fn();
    const events: OrderStreamEvent[] = [];
    const fetchTicket = vi.fn(async () => tickets.shift() ?? null);
    const stop = connectOrderStream({
      fetchTicket,
      urlFor: (ticket) => `/api/account/orders/events?ticket=${ticket}`,
      onOpen,
      onEvent: (e) => events.push(e),
      createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
    });
    return { stop, onOpen, events, fetchTicket };
  };

  it('opens with a ticket, catches up on open and passes on the events it knows', async () => {
    const { onOpen, events, stop } = start(['t1']);
    await vi.advanceTimersByTimeAsync(0);
    const source = FakeSource.made[0];
    expect(source.url).toBe('/api/account/orders/events?ticket=t1');
    source.onopen?.();
    expect(onOpen).toHaveBeenCalledTimes(1);
    source.emit('order.placed', { type: 'order.placed', order_id: 5, order_number: 'VT-5' });
    source.emit('order.placed', { type: 'order.placed', order_id: 'x' });
    source.emit('order.moved', 'not json' as unknown);
    source.emit('order.placed', { type: 'order.placed', order_id: 6, order_number: 'VT-6' });
    // The schema loads with the first event; the events keep their order.
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { type: 'order.placed', order_id: 5, order_number: 'VT-5' },
      { type: 'order.placed', order_id: 6, order_number: 'VT-6' },
    ]);
    // Nothing is passed on once stopped, even an event that was waiting for the schema.
    source.emit('order.placed', { type: 'order.placed', order_id: 7, order_number: 'VT-7' });
    stop();
    expect(source.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(events).toHaveLength(2);
  });

  it('after an error closes, waits, and opens again with a new ticket (its own retry would reuse an expired one)', async () => {
    const { onOpen, fetchTicket, stop } = start(['t1', null, 't3']);
    await vi.advanceTimersByTimeAsync(0);
    FakeSource.made[0].onerror?.();
    expect(FakeSource.made[0].closed).toBe(true);
    await vi.advanceTimersByTimeAsync(backoffMs(0));
    // No ticket (the server was down): tries again, later.
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    expect(FakeSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(backoffMs(1));
    expect(FakeSource.made).toHaveLength(2);
    expect(FakeSource.made[1].url).toContain('ticket=t3');
    FakeSource.made[1].onopen?.();
    expect(onOpen).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSource.made).toHaveLength(2);
  });
});
