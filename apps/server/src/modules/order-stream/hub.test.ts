import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalChangeEvents } from '../../events/changes.js';
import { OrderStreamHub } from './hub.js';

const client = () => ({
  userId: 1,
  sessionVersion: 0,
  written: [] as string[],
  ended: false,
  write(text: string) {
    this.written.push(text);
  },
  end() {
    this.ended = true;
  },
});

describe('order stream hub', () => {
  afterEach(() => vi.useRealTimers());

  it("sends a shop's order events to that shop's streams only, as named server-sent events", async () => {
    const events = new LocalChangeEvents();
    const hub = new OrderStreamHub(events);
    const mine = client();
    const theirs = client();
    hub.add(1, mine);
    hub.add(2, theirs);
    await events.publish({ type: 'order.placed', shopId: 1, orderId: 7, orderNumber: 'VT-AAAA' });
    await events.publish({ type: 'stock.changed', shopId: 1 });
    expect(mine.written).toEqual([
      'event: order.placed\ndata: {"type":"order.placed","order_id":7,"order_number":"VT-AAAA"}\n\n',
    ]);
    expect(theirs.written).toEqual([]);
    hub.close();
  });

  it('writes a heartbeat comment to every stream, counts them, and ends them all on close', () => {
    vi.useFakeTimers();
    const counts: number[] = [];
    const hub = new OrderStreamHub(new LocalChangeEvents(), (n) => counts.push(n), 25_000);
    const a = client();
    const b = client();
    const removeA = hub.add(1, a);
    hub.add(1, b);
    vi.advanceTimersByTime(25_000);
    expect(a.written).toEqual([': heartbeat\n\n']);
    removeA();
    removeA();
    vi.advanceTimersByTime(25_000);
    expect(a.written).toHaveLength(1);
    expect(b.written).toHaveLength(2);
    expect(counts).toEqual([1, 2, 1]);
    hub.close();
    expect(b.ended).toBe(true);
  });
  it("counts each user's open streams, and forgets a user whose streams all closed", () => {
    const hub = new OrderStreamHub(new LocalChangeEvents());
    const other = { ...client(), userId: 2 };
    const removeA = hub.add(1, client());
    const removeB = hub.add(1, client());
    hub.add(1, other);
    expect([hub.openBy(1), hub.openBy(2)]).toEqual([2, 1]);
    removeA();
    removeA();
    expect(hub.openBy(1)).toBe(1);
    removeB();
    expect(hub.openBy(1)).toBe(0);
    hub.close();
  });
});
