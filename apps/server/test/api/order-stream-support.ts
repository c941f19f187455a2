import http from 'node:http';
import type { OrderStreamEvent } from '@vitrine/contracts';
import type { FastifyInstance } from 'fastify';

/** An order stream read as a browser would: over a real connection, event by event. */
export interface OpenStream {
  status: number;
  headers: Headers;
  /** Everything received so far, comments included, as text. */
  text(): string;
  events: OrderStreamEvent[];
  /** The first event (received or to come) that matches, or a rejection after `ms`. */
  next(match: (event: OrderStreamEvent) => boolean, ms?: number): Promise<OrderStreamEvent>;
  close(): void;
}

/** The address of a listening app (it listens on a free port on first use). */
export async function baseUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

export async function ticketFor(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/account/orders/events/ticket', headers });
  if (res.statusCode !== 200) throw new Error(`ticket: ${res.statusCode} ${res.body}`);
  return res.json().ticket;
}

/**
 * Opens `/api/account/orders/events` and parses its server-sent events as they arrive. Over
 * node:http, whose `destroy()` surely closes the connection (as a browser leaving the page does).
 */
export async function openStream(
  app: FastifyInstance,
  ticket: string | undefined,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const query = ticket === undefined ? '' : `?ticket=${encodeURIComponent(ticket)}`;
  const url = `${await baseUrl(app)}/api/account/orders/events${query}`;
  const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, resolve);
    req.on('error', reject);
  });
  let received = '';
  let pending = '';
  const events: OrderStreamEvent[] = [];
  const waiting = new Set<() => void>();
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    received += chunk;
    pending += chunk;
    let end = pending.indexOf('\n\n');
    while (end >= 0) {
      const data = pending
        .slice(0, end)
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      pending = pending.slice(end + 2);
      if (data && res.statusCode === 200) events.push(JSON.parse(data));
      end = pending.indexOf('\n\n');
    }
    for (const wake of waiting) wake();
  });
  res.on('error', () => undefined);
  if (res.statusCode !== 200) await new Promise((resolve) => res.once('end', resolve));
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (typeof value === 'string') responseHeaders.set(name, value);
  return {
    status: res.statusCode ?? 0,
    headers: responseHeaders,
    text: () => received,
    events,
    next(match, ms = 2_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return false;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no matching event within ${ms} ms; received: ${received}`));
        }, ms);
        if (!check()) waiting.add(check);
      });
    },
    close: () => res.destroy(),
  };
}
