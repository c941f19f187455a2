import { type OrderStreamEvent, orderStreamEvent, orderStreamEventTypes } from '@vitrine/contracts';

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
  const receive = (message: MessageEvent<string>) => {
    try {
      const parsed = orderStreamEvent.safeParse(JSON.parse(message.data));
      if (parsed.success) deps.onEvent(parsed.data);
    } catch {
      // Not an event this page knows: ignored.
    }
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
