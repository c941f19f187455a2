import type { OrderStreamEvent } from '@vitrine/contracts';
import { orderStreamEventTypes } from '@vitrine/contracts/order-stream-events';

/**
 * The events' schema, loaded with the first event: the shell opens the stream on every page of the
 * account area, and zod with the contracts' schemas would cost an owner's first page its download
 * and about 140 ms of script on a slow phone for events that come now and then.
 */
let eventSchema: Promise<typeof import('@vitrine/contracts/order-stream').orderStreamEvent> | undefined;
const loadEventSchema = () =>
  (eventSchema ??= import('@vitrine/contracts/order-stream').then((module) => module.orderStreamEvent));

/** What a connection needs from outside; tests pass stand-ins. */
export interface OrderStreamDeps {
  /** A fresh ticket, or null when none can be had now (offline, server down: retried later). */
  fetchTicket(): Promise<string | null>;
  /** The stream's address for a ticket. */
  urlFor(ticket: string): string;
  /** The stream is open (first time or again): what was missed meanwhile must be asked for. */
  onOpen(): void;
  onEvent(event: OrderStreamEvent): void;
  createEventSource?: (url: string) => EventSource;
}

/** Waits before reconnecting: 1 s, 2 s, 4 s … at most 30 s, back to 1 s once a stream opened. */
export const backoffMs = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * Keeps one order stream open until stopped. The browser's own EventSource retry would reuse the
 * ticket in its address, which expires within a minute: so on any error the stream is closed, and
 * after a backoff a new ticket opens a new one.
 */
export function connectOrderStream(deps: OrderStreamDeps): () => void {
  const create = deps.createEventSource ?? ((url: string) => new EventSource(url));
  let stopped = false;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(open, backoffMs(attempt));
    attempt += 1;
  };
  // Events keep their order: each waits on the same schema promise, which calls back in turn.
  const receive = (message: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return; // Not an event this page knows: ignored.
    }
    void loadEventSchema().then(
      (schema) => {
        const parsed = schema.safeParse(data);
        if (parsed.success && !stopped) deps.onEvent(parsed.data);
      },
      // The schema's chunk failed to load (offline a moment): asked again with the next event, and
      // the page catches up on what this one told, as after a reconnection.
      () => {
        eventSchema = undefined;
        if (!stopped) deps.onOpen();
      },
    );
  };
  async function open() {
    let ticket: string | null = null;
    try {
      ticket = await deps.fetchTicket();
    } catch {
      ticket = null;
    }
    if (stopped) return;
    if (!ticket) return retry();
    const es = create(deps.urlFor(ticket));
    source = es;
    es.onopen = () => {
      attempt = 0;
      deps.onOpen();
    };
    es.onerror = () => {
      es.close();
      if (source === es) source = undefined;
      retry();
    };
    for (const type of orderStreamEventTypes) es.addEventListener(type, receive as EventListener);
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
