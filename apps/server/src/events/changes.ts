import { EventEmitter } from 'node:events';
import { type OrderActor, type OrderStatus, orderActors, orderStatuses } from '@vitrine/contracts';

/** What a write changed, as services announce it; caches and other instances listen. */
export type ChangeEvent =
  | { type: 'shop.changed'; shopId: number }
  // Only quantities moved (an order, a cancellation): the catalogue changes, its pictures and URL do not.
  | { type: 'stock.changed'; shopId: number }
  | { type: 'masters.changed' }
  // An order was placed, or moved along its life: the owner's open pages follow, and
  // name the order by its number.
  // `origin`: the public origin the change came through, for the links the mails about it carry.
  | { type: 'order.placed'; shopId: number; orderId: number; orderNumber: string; origin?: string }
  | {
      type: 'order.moved';
      shopId: number;
      orderId: number;
      orderNumber: string;
      from: OrderStatus;
      to: OrderStatus;
      actor: OrderActor;
      origin?: string;
    };

/** Where a change was made: by this instance, or by another one (heard through PostgreSQL). */
export type ChangeSource = 'local' | 'remote';
export type ChangeHandler = (event: ChangeEvent, source: ChangeSource) => void;

export interface ChangeEvents {
  /**
   * Announces committed changes, in this order, to every subscriber of this instance and, on
   * PostgreSQL, of all others (several in one round trip: a checkout announces two).
   */
  publish(...events: ChangeEvent[]): Promise<void>;
  /**
   * Every change, made here (`local`) or on another instance (`remote`). Work each instance does
   * for itself (its caches, its open event streams) follows both; work done once for the whole
   * product (a mail, pruning stored pictures) follows `local` only, so it runs once per event
   * however many instances there are.
   */
  subscribe(handler: ChangeHandler): () => void;
  /** Changes may have been missed (the listening connection was lost): drop whatever was derived. */
  onMissed(handler: () => void): () => void;
  close(): Promise<void>;
}

/** Whether a value received from outside is a change event (a notification payload is just text). */
export function isChangeEvent(value: unknown): value is ChangeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  if (event.type === 'masters.changed') return true;
  const id = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
  const status = (v: unknown) => (orderStatuses as readonly unknown[]).includes(v);
  const number = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 40;
  const origin = (v: unknown) => v === undefined || (typeof v === 'string' && v.length <= 300);
  switch (event.type) {
    case 'shop.changed':
    case 'stock.changed':
      return id(event.shopId);
    case 'order.placed':
      return id(event.shopId) && id(event.orderId) && number(event.orderNumber) && origin(event.origin);
    case 'order.moved':
      return (
        id(event.shopId) &&
        id(event.orderId) &&
        number(event.orderNumber) &&
        status(event.from) &&
        status(event.to) &&
        (orderActors as readonly unknown[]).includes(event.actor) &&
        origin(event.origin)
      );
    default:
      return false;
  }
}

/** One process: an in-process emitter (PGlite, and the local half of the PostgreSQL events). */
export class LocalChangeEvents implements ChangeEvents {
  protected readonly emitter = new EventEmitter();

  async publish(...events: ChangeEvent[]): Promise<void> {
    for (const event of events) this.deliver(event);
  }

  subscribe(handler: ChangeHandler): () => void {
    this.emitter.on('change', handler);
    return () => this.emitter.off('change', handler);
  }

  onMissed(handler: () => void): () => void {
    this.emitter.on('missed', handler);
    return () => this.emitter.off('missed', handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }

  protected deliver(event: ChangeEvent, source: ChangeSource = 'local'): void {
    this.emitter.emit('change', event, source);
  }

  protected missed(): void {
    this.emitter.emit('missed');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The change events of this instance (tests publish what they wrote straight into the database). */
    events: ChangeEvents;
  }
}
