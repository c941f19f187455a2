import { EventEmitter } from 'node:events';

/** What a write changed, as services announce it; caches and other instances listen. */
export type ChangeEvent =
  | { type: 'shop.changed'; shopId: number }
  // Only quantities moved (an order, a cancellation): the catalogue changes, its pictures and URL do not.
  | { type: 'stock.changed'; shopId: number }
  | { type: 'masters.changed' };

export interface ChangeEvents {
  /** Announces a committed change to every subscriber of this instance and, on PostgreSQL, of all others. */
  publish(event: ChangeEvent): Promise<void>;
  /** Every change, made here or on another instance. */
  subscribe(handler: (event: ChangeEvent) => void): () => void;
  /** Changes may have been missed (the listening connection was lost): drop whatever was derived. */
  onMissed(handler: () => void): () => void;
  close(): Promise<void>;
}

/** Whether a value received from outside is a change event (a notification payload is just text). */
export function isChangeEvent(value: unknown): value is ChangeEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  if (event.type === 'masters.changed') return true;
  return (
    (event.type === 'shop.changed' || event.type === 'stock.changed') &&
    Number.isSafeInteger(event.shopId) &&
    (event.shopId as number) > 0
  );
}

/** One process: an in-process emitter (PGlite, and the local half of the PostgreSQL events). */
export class LocalChangeEvents implements ChangeEvents {
  protected readonly emitter = new EventEmitter();

  async publish(event: ChangeEvent): Promise<void> {
    this.deliver(event);
  }

  subscribe(handler: (event: ChangeEvent) => void): () => void {
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

  protected deliver(event: ChangeEvent): void {
    this.emitter.emit('change', event);
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
