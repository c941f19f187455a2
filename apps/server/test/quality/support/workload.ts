import http from 'node:http';

/** A small seeded PRNG (mulberry32), so a failing run can be replayed with its seed. */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
  };
}
export type Random = ReturnType<typeof random>;

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

export class RequestTimeout extends Error {}

/**
 * A keep-alive HTTP client for a real listening server: one socket per simulated client, a hard
 * time-out per request, bodies read as text (compressed bodies are drained, not decoded).
 */
export class LiveClient {
  private readonly agent: http.Agent;

  constructor(
    readonly baseUrl: string,
    readonly apiKey: string,
    readonly timeoutMs = 10_000,
    connections = 50,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; decode?: boolean } = {},
  ): Promise<Answer> {
    const started = performance.now();
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${this.baseUrl}${path}`,
        {
          method,
          agent: this.agent,
          headers: {
            'api-key': this.apiKey,
            accept: 'application/json',
            ...(options.decode === false ? { 'accept-encoding': 'br, gzip' } : {}),
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...options.headers,
          },
          timeout: this.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => {
            if (options.decode !== false) chunks.push(c);
          });
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: res.headers,
              ms: performance.now() - started,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new RequestTimeout(`${method} ${path} took over ${this.timeoutMs} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface ProductFixture {
  id: number;
  priceMinor: number;
  variants: { id: number; priceMinor: number }[];
}
export interface ShopFixture {
  url: string;
  shopId: number;
  products: ProductFixture[];
}

const minor = (price: number) => Math.round(price * 100);

/** Reads each shop's catalogue as a shopper would, keeping the products that can be ordered. */
export async function loadShops(client: LiveClient, urls: readonly string[]): Promise<ShopFixture[]> {
  return Promise.all(
    urls.map(async (url) => {
      const res = await client.request('GET', `/api/getcatalogue/${url}`);
      if (res.status !== 200) throw new Error(`catalogue ${url}: ${res.status} ${res.body.slice(0, 200)}`);
      const { catalogue } = JSON.parse(res.body) as {
        catalogue: {
          shop: { shop_id: number }[];
          products: {
            product_id: number;
            main_price: number;
            in_stock: boolean;
            variants: { product_variant_id: number; price: number }[];
          }[];
        };
      };
      return {
        url,
        shopId: catalogue.shop[0].shop_id,
        products: catalogue.products
          .filter((p) => p.in_stock)
          .slice(0, 200)
          .map((p) => ({
            id: p.product_id,
            priceMinor: minor(p.main_price),
            variants: p.variants.map((v) => ({ id: v.product_variant_id, priceMinor: minor(v.price) })),
          })),
      };
    }),
  );
}

export interface PlannedOrder {
  shopId: number;
  key: string;
  body: unknown;
  expectedMinor: number;
}

/** A plausible cart of 1–3 lines (variants when the product has them) and the total it must cost. */
let shoppers = 0;

export function planOrder(rng: Random, shop: ShopFixture, tag: string): PlannedOrder {
  const lines = 1 + rng.int(3);
  const items: { product_id: number; product_variant_id?: number; quantity: number }[] = [];
  let expectedMinor = 0;
  for (let i = 0; i < lines; i++) {
    const product = rng.pick(shop.products);
    const variant = product.variants.length ? rng.pick(product.variants) : undefined;
    const quantity = 1 + rng.int(3);
    items.push({ product_id: product.id, ...(variant ? { product_variant_id: variant.id } : {}), quantity });
    expectedMinor += (variant ? variant.priceMinor : product.priceMinor) * quantity;
  }
  return {
    shopId: shop.shopId,
    key: `${tag}-${rng.int(2 ** 31).toString(36)}-${rng.int(2 ** 31).toString(36)}`,
    expectedMinor,
    body: {
      shop_id: shop.shopId,
      delivery_type: 'cod',
      customer: {
        name: 'Load Tester',
        // One shopper per order: a shop holds at most 3 pending orders per phone.
        phone: `+1 555 ${String(++shoppers).padStart(7, '0')}`,
        address_line1: '1 Test Street',
        city: 'Testville',
        postal_code: '12345',
      },
      note: `load ${tag}`,
      items,
    },
  };
}

/** A distinct client address (the server trusts X-Forwarded-For from the test, TRUST_PROXY), so per-client limits see many shoppers. */
export const shopperAddress = (rng: Random) => `10.${1 + rng.int(250)}.${rng.int(256)}.${1 + rng.int(254)}`;

export interface AckedOrder {
  key: string;
  shopId: number;
  orderId: number;
  orderNumber: string;
  expectedMinor: number;
  answeredMinor: number;
}

/** Places one order; resolves with the acknowledged order, or null when the server did not acknowledge it. */
export async function placeOrder(
  client: LiveClient,
  order: PlannedOrder,
  address: string,
): Promise<{ answer: Answer; acked: AckedOrder | null }> {
  const answer = await client.request('POST', '/api/orders', {
    body: order.body,
    headers: { 'idempotency-key': order.key, 'x-forwarded-for': address },
  });
  if (answer.status !== 200 && answer.status !== 201) return { answer, acked: null };
  const { order: created } = JSON.parse(answer.body) as {
    order: { order_id: number; order_number: string; total: number };
  };
  return {
    answer,
    acked: {
      key: order.key,
      shopId: order.shopId,
      orderId: created.order_id,
      orderNumber: created.order_number,
      expectedMinor: order.expectedMinor,
      answeredMinor: minor(created.total),
    },
  };
}

export type Kind = 'catalogue' | 'report' | 'order';

export interface WorkloadResult {
  connections: number;
  durationMs: number;
  requests: number;
  perKind: Record<Kind, number>;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** 5xx answers and failed connections, with what was asked. */
  errors: string[];
  timeouts: number;
  latencyMs: { p50: number; p99: number; max: number };
  acked: AckedOrder[];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * The mixed workload: 90 % catalogue reads, 5 % reports, 5 % orders, from `connections`
 * clients each sending its next request as soon as the last is answered, for `durationMs`.
 */
export async function runMixedWorkload(options: {
  client: LiveClient;
  shops: ShopFixture[];
  connections: number;
  durationMs: number;
  seed: number;
}): Promise<WorkloadResult> {
  const { client, shops, connections, durationMs } = options;
  const result: WorkloadResult = {
    connections,
    durationMs,
    requests: 0,
    perKind: { catalogue: 0, report: 0, order: 0 },
    statuses: {},
    errors: [],
    timeouts: 0,
    latencyMs: { p50: 0, p99: 0, max: 0 },
    acked: [],
  };
  const latencies: number[] = [];
  const deadline = performance.now() + durationMs;

  const one = async (rng: Random, n: number) => {
    const roll = rng.next();
    const shop = rng.pick(shops);
    const kind: Kind = roll < 0.9 ? 'catalogue' : roll < 0.95 ? 'report' : 'order';
    result.perKind[kind]++;
    let answer: Answer;
    try {
      if (kind === 'catalogue') {
        answer = await client.request('GET', `/api/getcatalogue/${shop.url}`, { decode: false });
      } else if (kind === 'report') {
        answer = await client.request('POST', '/api/reportshop', {
          body: { shop_id: shop.shopId, message: `load test report ${n}` },
          headers: { 'x-forwarded-for': shopperAddress(rng) },
        });
      } else {
        const placed = await placeOrder(client, planOrder(rng, shop, `load${n}`), shopperAddress(rng));
        answer = placed.answer;
        if (placed.acked) result.acked.push(placed.acked);
      }
    } catch (error) {
      if (error instanceof RequestTimeout) result.timeouts++;
      result.errors.push(`${kind} ${shop.url}: ${(error as Error).message}`);
      return;
    }
    result.requests++;
    latencies.push(answer.ms);
    result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
    if (answer.status >= 500) result.errors.push(`${kind} ${shop.url}: ${answer.status} ${answer.body.slice(0, 200)}`);
  };

  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const rng = random(options.seed * 1000 + c);
      let n = 0;
      while (performance.now() < deadline) await one(rng, c * 1_000_000 + n++);
    }),
  );
  latencies.sort((a, b) => a - b);
  result.latencyMs = {
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(latencies.at(-1) ?? 0),
  };
  return result;
}
