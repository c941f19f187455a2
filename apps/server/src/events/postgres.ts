import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { type ChangeEvent, isChangeEvent, LocalChangeEvents } from './changes.js';

const CHANNEL = 'vitrine_changes';

/** One NOTIFY per payload (a JSON array of texts), in order, in one prepared statement. */
const notifyAll = preparedStatement(
  'change_notify',
  sql`select pg_notify(${CHANNEL}, p) from jsonb_array_elements_text(${sql.placeholder('payloads')}::text::jsonb) p`,
);
const MAX_RETRY_MS = 5_000;

interface Log {
  warn(details: object, message: string): void;
}

/**
 * Change events across instances through PostgreSQL's LISTEN/NOTIFY: one dedicated connection
 * listens; a publish delivers here at once and NOTIFYs the others (this instance skips its own
 * echo by id). After the listening connection is lost it reconnects with backoff, listens again
 * and reports `missed`, since notifications sent meanwhile are gone.
 */
export class PostgresChangeEvents extends LocalChangeEvents {
  private readonly id = randomUUID();
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = 250;
  private retry: NodeJS.Timeout | undefined;

  private constructor(
    private readonly url: string,
    private readonly db: Db,
    private readonly log: Log,
  ) {
    super();
  }

  /** Listening before the first request is served, so no change is missed from the start. */
  static async start(url: string, db: Db, log: Log): Promise<PostgresChangeEvents> {
    const events = new PostgresChangeEvents(url, db, log);
    await events.listen();
    return events;
  }

  override async publish(...events: ChangeEvent[]): Promise<void> {
    for (const event of events) this.deliver(event);
    if (events.length === 0) return;
    try {
      const payloads = JSON.stringify(events.map((event) => JSON.stringify({ from: this.id, event })));
      await notifyAll(this.db, { payloads });
    } catch (err) {
      // The change is committed and this instance knows; the others refresh on their next reconnect.
      this.log.warn({ err }, 'could not announce a change to other instances');
    }
  }

  override async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
    await super.close();
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.receive(message.payload));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
    this.retryMs = 250;
  }

  private receive(payload: string | undefined): void {
    try {
      const { from, event } = JSON.parse(payload ?? '') as { from?: string; event?: unknown };
      if (from !== this.id && isChangeEvent(event)) this.deliver(event, 'remote');
    } catch {
      // Not ours: ignore.
    }
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.reconnect();
  }

  private reconnect(): void {
    this.retry = setTimeout(async () => {
      try {
        await this.listen();
        this.missed();
      } catch (err) {
        this.log.warn({ err }, 'listening for changes failed; retrying');
        this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
        this.reconnect();
      }
    }, this.retryMs);
    this.retry.unref();
  }
}
