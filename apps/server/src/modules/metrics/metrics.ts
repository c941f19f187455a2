import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import type { ChangeEvents } from '../../events/changes.js';
import type { ResponseCache } from '../../http/response-cache.js';
import type { RouteLabel } from '../../http/route-label.js';
import { freeDiskBytes } from '../../lib/free-disk.js';
import { VERSION } from '../../version.js';
import type { Readiness } from '../health/readiness.js';
import type { MailOutcomes } from '../mail/sender.js';

/**
 * `GET /metrics` in Prometheus' text format (prom-client), only with `Authorization: Bearer
 * METRICS_TOKEN`; without METRICS_TOKEN there is no route at all (404) and nothing is counted.
 * Families (README, "Metrics"; deploy/grafana-dashboard.json draws them):
 *
 *   vitrine_http_requests_total{method,route,status}            requests, by route pattern (the
 *                                                               storefront's pages by theirs, `/:shop`; any
 *                                                               other unmatched address as "unmatched")
 *   vitrine_http_request_duration_seconds{method,route,status}  latency histogram
 *   vitrine_response_cache_lookups_total{result="hit"|"miss"}   the catalogue's in-process cache
 *   vitrine_orders_placed_total, vitrine_orders_refused_total{reason}
 *   vitrine_change_events_published_total{type}, vitrine_change_events_received_total{type}
 *   vitrine_db_pool_connections{state="total"|"idle"|"waiting"} (PostgreSQL)
 *   vitrine_event_streams_open                                  open order streams (modules/order-stream)
 *   vitrine_mail_sent_total, vitrine_mail_retries_total, vitrine_mail_failed_total, vitrine_mail_queued
 *   process_*, nodejs_*                                         Node's default metrics
 */
export const METRICS_PATH = '/metrics';

/** Latency buckets (seconds): a cached read takes well under a millisecond, a checkout tens. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Why POST /api/orders said no, by its status code (see modules/orders). */
const REFUSAL_REASONS: Record<number, string> = {
  400: 'invalid_request',
  404: 'shop_not_found',
  422: 'items_not_orderable',
  429: 'rate_limited',
};

export interface MetricsSources {
  database: Database;
  cache: ResponseCache;
}

export class Metrics {
  readonly registry = new Registry();
  /** Set by the owner's live order streams as they open and close. */
  readonly eventStreamsOpen: Gauge;
  private readonly ordersPlaced: Counter;
  private readonly ordersRefused: Counter;
  private readonly published: Counter;
  private readonly received: Counter;
  /**
   * Requests by `method route status`, kept as plain numbers and turned into the two families
   * only when scraped: a request costs one map lookup and a few additions (prom-client's own
   * label children hash their labels on every call, about 1 µs).
   */
  private readonly answered = new Map<string, RequestTally>();

  constructor({ database, cache }: MetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const answered = this.answered;
    const requestsFamily = {
      name: 'vitrine_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      type: 'counter',
      aggregator: 'sum',
    };
    const durationFamily = {
      name: 'vitrine_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      type: 'histogram',
      aggregator: 'sum',
    };
    this.registry.registerMetric(
      snapshotMetric(requestsFamily, () => [...answered.values()].map((t) => ({ labels: t.labels, value: t.count }))),
    );
    this.registry.registerMetric(
      snapshotMetric(durationFamily, () =>
        [...answered.values()].flatMap((t) => {
          let cumulative = 0;
          const buckets = BUCKETS.map((le, i) => {
            cumulative += t.buckets[i];
            return { labels: { ...t.labels, le }, value: cumulative, metricName: `${durationFamily.name}_bucket` };
          });
          return [
            ...buckets,
            { labels: { ...t.labels, le: '+Inf' }, value: t.count, metricName: `${durationFamily.name}_bucket` },
            { labels: t.labels, value: t.sum, metricName: `${durationFamily.name}_sum` },
            { labels: t.labels, value: t.count, metricName: `${durationFamily.name}_count` },
          ];
        }),
      ),
    );
    // Read from the cache's own counters when scraped: nothing is added to a cached read.
    let counted = { hit: 0, miss: 0 };
    new Counter({
      name: 'vitrine_response_cache_lookups_total',
      help: 'Lookups of the in-process response cache (catalogue, masters, SEO): answered from memory (hit) or loaded (miss).',
      labelNames: ['result'],
      registers,
      collect() {
        this.inc({ result: 'hit' }, cache.hits - counted.hit);
        this.inc({ result: 'miss' }, cache.misses - counted.miss);
        counted = { hit: cache.hits, miss: cache.misses };
      },
    });
    this.ordersPlaced = new Counter({
      name: 'vitrine_orders_placed_total',
      help: 'Orders placed (a replay of the same Idempotency-Key is not counted again).',
      registers,
    });
    this.ordersRefused = new Counter({
      name: 'vitrine_orders_refused_total',
      help: 'Orders refused, by reason: invalid_request, shop_not_found, items_not_orderable, rate_limited, server_error.',
      labelNames: ['reason'],
      registers,
    });
    this.published = new Counter({
      name: 'vitrine_change_events_published_total',
      help: 'Change events this instance published, by type.',
      labelNames: ['type'],
      registers,
    });
    this.received = new Counter({
      name: 'vitrine_change_events_received_total',
      help: 'Change events this instance received (its own and, on PostgreSQL, other instances’), by type.',
      labelNames: ['type'],
      registers,
    });
    if (database.poolUse) {
      const poolUse = database.poolUse;
      new Gauge({
        name: 'vitrine_db_pool_connections',
        help: 'PostgreSQL connection pool: connections open (total), idle, and requests waiting for one.',
        labelNames: ['state'],
        registers,
        collect() {
          const use = poolUse();
          this.set({ state: 'total' }, use.total);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
    }
    // Which version each instance runs (during an upgrade, two may differ): always 1, by its labels.
    new Gauge({
      name: 'vitrine_build_info',
      help: 'The running version of Vitrine and of Node, as labels; the value is always 1.',
      labelNames: ['version', 'node'],
      registers,
    }).set({ version: VERSION, node: process.version }, 1);
    this.eventStreamsOpen = new Gauge({
      name: 'vitrine_event_streams_open',
      help: 'Event streams (server-sent events) open to owner pages right now.',
      registers,
    });
  }

  /**
   * The mail outbox's counters (this instance's sends) and the mails waiting in the database (read
   * at each scrape, the same on every instance), so a mail server that stops answering shows on a
   * graph and in an alert.
   */
  countMail(waiting: () => Promise<number>): MailOutcomes {
    const registers = [this.registry];
    const counter = (name: string, help: string) => new Counter({ name, help, registers });
    const sent = counter(
      'vitrine_mail_sent_total',
      'Mails this instance sent (or wrote to DATA_DIR/outbox without SMTP_URL).',
    );
    const retries = counter(
      'vitrine_mail_retries_total',
      'Attempts to send a mail that failed and will be tried again (the mail server refused or was away).',
    );
    const failed = counter(
      'vitrine_mail_failed_total',
      'Mails marked failed after their last attempt (MAIL_MAX_ATTEMPTS); the admin sees and can retry them.',
    );
    new Gauge({
      name: 'vitrine_mail_queued',
      help: 'Mails waiting in the outbox (queued or being sent), across all instances.',
      registers,
      async collect() {
        this.set(await waiting());
      },
    });
    return { sent: () => sent.inc(), retried: () => retries.inc(), failed: () => failed.inc() };
  }

  /**
   * Readiness and the room left under DATA_DIR, asked at each scrape: what an alert on "not ready"
   * or "disk low" reads, without a second prober in front of every instance.
   */
  watchReadiness(readiness: Readiness, dataDir: string): void {
    const registers = [this.registry];
    new Gauge({
      name: 'vitrine_ready',
      help: 'Whether /api/ready answers 200 on this instance now (1) or not (0).',
      registers,
      async collect() {
        this.set(
          await readiness.check().then(
            () => 1,
            () => 0,
          ),
        );
      },
    });
    new Gauge({
      name: 'vitrine_data_dir_free_bytes',
      help: 'Free disk space under DATA_DIR, in bytes (the embedded database, the outbox).',
      registers,
      async collect() {
        this.set(await freeDiskBytes(dataDir));
      },
    });
  }

  /** Counts the change events `events` publishes and receives from now on. */
  countEvents(events: ChangeEvents): void {
    events.subscribe((event) => this.received.inc({ type: event.type }));
    const publish = events.publish.bind(events);
    events.publish = (...list) => {
      for (const event of list) this.published.inc({ type: event.type });
      return publish(...list);
    };
  }

  /** Counts one answered request; called from onResponse. */
  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route} ${status}`;
    let tally = this.answered.get(key);
    if (!tally) {
      tally = { labels: { method, route, status: String(status) }, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      // Bounded: route patterns and status codes are few; unmatched paths share one "route".
      if (this.answered.size < 5000) this.answered.set(key, tally);
    }
    tally.count += 1;
    tally.sum += seconds;
    let i = 0;
    while (i < BUCKETS.length && seconds > BUCKETS[i]) i += 1;
    if (i < BUCKETS.length) tally.buckets[i] += 1;
    if (route === '/api/orders' && method === 'POST') {
      if (status === 201) this.ordersPlaced.inc();
      else if (status >= 400) this.ordersRefused.inc({ reason: REFUSAL_REASONS[status] ?? 'server_error' });
    }
  }
}

interface RequestTally {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Per bucket, not cumulative (summed up when scraped). */
  buckets: number[];
}

interface SampleValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** A family prom-client's registry prints from values computed when scraped. */
function snapshotMetric(
  family: { name: string; help: string; type: string; aggregator: string },
  values: () => SampleValue[],
): Metric {
  return {
    ...family,
    get: async () => ({ ...family, values: values() }),
    reset: () => {},
  } as unknown as Metric;
}

/** Counts every request and serves /metrics behind the token; registered before every other route. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string, routeOf: RouteLabel): void {
  const expected = Buffer.from(`Bearer ${token}`);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request.method, routeOf(request), reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get(METRICS_PATH, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ status: 'fail', message: 'The metrics token is required.' });
    }
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
