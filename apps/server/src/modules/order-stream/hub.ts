import { ORDER_STREAM_HEARTBEAT_SECONDS, type OrderStreamEvent } from '@vitrine/contracts';
import type { ChangeEvent, ChangeEvents } from '../../events/changes.js';

/** One open stream: whose session opened it, where its text goes, and how to end it. */
export interface StreamClient {
  userId: number;
  sessionVersion: number;
  write(text: string): void;
  end(): void;
}

/** The owner's view of a change event, or undefined for changes the stream does not carry. */
export function toStreamEvent(event: ChangeEvent): OrderStreamEvent | undefined {
  if (event.type === 'order.placed') {
    return { type: event.type, order_id: event.orderId, order_number: event.orderNumber };
  }
  if (event.type === 'order.moved') {
    const { orderId, orderNumber, from, to, actor } = event;
    return { type: event.type, order_id: orderId, order_number: orderNumber, from, to, actor };
  }
  return undefined;
}

/** One server-sent event: its name is the event's type, its data the JSON (one line). */
export const sseFrame = (event: OrderStreamEvent) => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The open order streams of this instance, by shop. One subscription to the change events for all
 * of them (a thousand streams are a thousand map entries, not a thousand listeners), and one timer
 * that writes every stream's heartbeat.
 */
export class OrderStreamHub {
  private readonly byShop = new Map<number, Set<StreamClient>>();
  private readonly byUser = new Map<number, number>();
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;
  private open = 0;

  constructor(
    events: ChangeEvents,
    /** Told the number of open streams whenever it changes (the metrics gauge). */
    private readonly onCount: (open: number) => void = () => {},
    heartbeatMs = ORDER_STREAM_HEARTBEAT_SECONDS * 1000,
  ) {
    this.unsubscribe = events.subscribe((event) => {
      const out = toStreamEvent(event);
      if (!out || !('shopId' in event)) return;
      const clients = this.byShop.get(event.shopId);
      if (!clients) return;
      const frame = sseFrame(out);
      for (const client of clients) client.write(frame);
    });
    this.heartbeat = setInterval(() => this.writeAll(': heartbeat\n\n'), heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.open;
  }

  /** The streams this user has open on this instance. */
  openBy(userId: number): number {
    return this.byUser.get(userId) ?? 0;
  }

  /** Adds a stream of `shopId`; the returned function removes it (once, however often called). */
  add(shopId: number, client: StreamClient): () => void {
    const clients = this.byShop.get(shopId) ?? new Set<StreamClient>();
    this.byShop.set(shopId, clients);
    clients.add(client);
    this.byUser.set(client.userId, this.openBy(client.userId) + 1);
    this.onCount(++this.open);
    return () => {
      if (!clients.delete(client)) return;
      if (clients.size === 0 && this.byShop.get(shopId) === clients) this.byShop.delete(shopId);
      const left = this.openBy(client.userId) - 1;
      if (left > 0) this.byUser.set(client.userId, left);
      else this.byUser.delete(client.userId);
      this.onCount(--this.open);
    };
  }

  /** Every open stream. */
  clients(): StreamClient[] {
    return [...this.byShop.values()].flatMap((clients) => [...clients]);
  }

  /** Ends every stream (the server is closing: open responses would hold its close up). */
  close(): void {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const clients of this.byShop.values()) for (const client of clients) client.end();
  }

  private writeAll(text: string): void {
    for (const clients of this.byShop.values()) for (const client of clients) client.write(text);
  }
}
