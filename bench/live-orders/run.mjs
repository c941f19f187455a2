// Live orders bench: how long an order takes to reach an owner's open event stream,
// and what 1,000 open streams cost an instance. With TEST_DATABASE_URL: two instances on one
// PostgreSQL, orders placed on A, streams open on B (the change events cross by LISTEN/NOTIFY);
// without it: one instance on the embedded database. 1,000 streams are opened on the receiving
// instance first (its RSS read from /proc before and after): one of the ordering shop's owner, the
// rest of another shop's (as many shops' owners would be), or with --same-shop all of the ordering
// shop (every order written to 1,000 streams: the worst case). Then ORDERS orders are placed on
// the other instance, CONCURRENCY at a time; each is timed from its request being sent to its
// event arriving on the owner's stream.
// Usage: node bench/live-orders/run.mjs [--orders 300] [--streams 1000] [--concurrency 4] [--same-shop]
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { startBenchServer } from '../server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ORDERS = arg('--orders', 300);
const STREAMS = arg('--streams', 1000);
const CONCURRENCY = arg('--concurrency', 4);
const SAME_SHOP = process.argv.includes('--same-shop');
const API_KEY = 'vitrine-bench-key';
/** Budget: order placed to the owner's page, p99 within a second, none lost. */
const BUDGET = { maxP99: 1000 };

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const database = `vitrine_live_bench_${Date.now().toString(36)}`;
const adminUrl = postgres ? new URL(process.env.TEST_DATABASE_URL) : undefined;
if (adminUrl) adminUrl.pathname = '/postgres';
async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Resident memory of a process in MB, as the kernel counts it. */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/** Opens one event stream; `onEvent` gets each parsed event with the time it arrived. */
function openStream(base, ticket, onEvent) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/api/account/orders/events?ticket=${encodeURIComponent(ticket)}`, { agent }, (res) => {
      if (res.statusCode !== 200) {
        res.setEncoding('utf8');
        res.on('data', (body) => reject(new Error(`stream: ${res.statusCode} ${body}`)));
        return;
      }
      res.setEncoding('utf8');
      let pending = '';
      res.on('data', (chunk) => {
        if (!onEvent) return;
        const at = performance.now();
        pending += chunk;
        let end = pending.indexOf('\n\n');
        while (end >= 0) {
          const data = /^data: (.*)$/m.exec(pending.slice(0, end));
          if (data) onEvent(JSON.parse(data[1]), at);
          pending = pending.slice(end + 2);
          end = pending.indexOf('\n\n');
        }
      });
      res.on('error', () => {});
      resolve(res);
    });
    req.on('error', reject);
  });
}

const servers = [];
try {
  let dbUrl = '';
  if (postgres) {
    await admin(`create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    dbUrl = url.toString();
  }
  console.log(`Starting ${postgres ? 'two instances on PostgreSQL' : 'one instance on the embedded database'}…`);
  // One owner holds the crowd of streams here, so the per-account cap (5 by default) is lifted.
  const env = { ORDER_STREAMS_PER_USER: String(STREAMS) };
  const placing = await startBenchServer({ name: 'live-a', apiKey: API_KEY, databaseUrl: dbUrl, env });
  servers.push(placing);
  const watching = postgres
    ? await startBenchServer({ name: 'live-b', apiKey: API_KEY, databaseUrl: dbUrl, env })
    : placing;
  if (watching !== placing) servers.push(watching);
  const headers = { 'api-key': API_KEY, accept: 'application/json', 'content-type': 'application/json' };

  const { catalogue } = await (await fetch(`${placing.base}/api/getcatalogue/corner-bakery`, { headers })).json();
  const shopId = catalogue.shop[0].shop_id;
  const product = catalogue.products.find((p) => p.variants.length === 0 && p.in_stock);
  /** A demo owner's session; `ticket()` asks for one of its stream tickets (each opens one stream, once). */
  const ownerOf = async (email, password) => {
    const login = await fetch(`${placing.base}/api/auth/login`, {
      method: 'POST',
      headers: { ...headers, 'x-forwarded-for': '10.250.1.1' },
      body: JSON.stringify({ email, password }),
    });
    const { token } = await login.json();
    let asked = 0;
    return async () => {
      // Tickets are limited to 60 a minute per client address: the bench asks from a new one every 50.
      const block = Math.floor(asked++ / 50);
      const address = `10.251.${Math.floor(block / 250)}.${(block % 250) + 1}`;
      const res = await fetch(`${placing.base}/api/account/orders/events/ticket`, {
        method: 'POST',
        headers: { 'api-key': API_KEY, authorization: `Bearer ${token}`, 'x-forwarded-for': address },
      });
      if (!res.ok) throw new Error(`ticket: ${res.status} ${await res.text()}`);
      return (await res.json()).ticket;
    };
  };
  const ticket = await ownerOf('owner@bakery.example', 'bakery123');
  const crowdTicket = SAME_SHOP ? ticket : await ownerOf('owner@sunrise.example', 'sunrise123');

  // Let the receiving instance settle, then open the streams (a ticket each) and read its memory
  // again once they are all open.
  await new Promise((r) => setTimeout(r, 2000));
  const rssBefore = rssMb(watching.child.pid);
  const arrived = new Map();
  const timed = await openStream(watching.base, await ticket(), (event, at) => {
    if (event.type === 'order.placed') arrived.set(event.order_number, at);
  });
  const others = [];
  const OPEN_AT_ONCE = 50;
  for (let i = 1; i < STREAMS; i += OPEN_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, STREAMS - i) }, async () =>
      openStream(watching.base, await crowdTicket()),
    );
    others.push(...(await Promise.all(batch)));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const rssWith = rssMb(watching.child.pid);

  let sequence = 0;
  const sentAt = new Map();
  const answeredAt = new Map();
  const worker = async () => {
    while (sequence < ORDERS) {
      const n = sequence++;
      const started = performance.now();
      const res = await fetch(`${placing.base}/api/orders`, {
        method: 'POST',
        headers: {
          ...headers,
          'x-forwarded-for': `10.${1 + ((n >> 16) & 0x7f)}.${(n >> 8) & 0xff}.${n & 0xff}`,
          'idempotency-key': `bench-live-${process.pid}-${n}`,
        },
        body: JSON.stringify({
          shop_id: shopId,
          delivery_type: 'cod',
          customer: {
            name: 'Bench',
            // One shopper per order: a shop holds at most 3 pending orders per phone.
            // Ten digits after +1: a possible number, which checkout requires.
            phone: `+1 ${String(process.pid % 1000).padStart(3, '0')} ${String(n).padStart(7, '0')}`,
            address_line1: '1 Road',
            city: 'Town',
            postal_code: '12345',
          },
          items: [{ product_id: product.product_id, quantity: 1 }],
        }),
      });
      const body = await res.json();
      if (res.status !== 201) throw new Error(`order ${n}: ${res.status} ${JSON.stringify(body)}`);
      sentAt.set(body.order.order_number, started);
      answeredAt.set(body.order.order_number, performance.now());
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // Stragglers get a few seconds; an order whose event never came counts as lost.
  const deadline = Date.now() + 5000;
  while (arrived.size < ORDERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));

  const delays = [...sentAt].filter(([number]) => arrived.has(number)).map(([number, t]) => arrived.get(number) - t);
  const afterAnswer = [...answeredAt]
    .filter(([number]) => arrived.has(number))
    .map(([number, t]) => arrived.get(number) - t);
  delays.sort((a, b) => a - b);
  afterAnswer.sort((a, b) => a - b);
  const lost = ORDERS - delays.length;
  const p50 = percentile(delays, 50);
  const p99 = percentile(delays, 99);
  const perStreamKb = ((rssWith - rssBefore) * 1024) / STREAMS;
  const pass = lost === 0 && p99 <= BUDGET.maxP99;

  timed.destroy();
  for (const s of others) s.destroy();

  const where = postgres
    ? 'placed on instance A, streams on instance B (PostgreSQL)'
    : 'one instance (embedded database)';
  const crowd = SAME_SHOP ? `all ${STREAMS} of the ordering shop` : `1 of the ordering shop, ${STREAMS - 1} of another`;
  console.log(
    `\nLive orders: ${ORDERS} orders, ${CONCURRENCY} at a time, ${STREAMS} streams open (${crowd}), ${where}`,
  );
  console.log(
    `  machine load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log(
    `  request sent → event on the stream: median ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${delays.at(-1).toFixed(0)} ms; ${lost} lost`,
  );
  console.log(
    `  checkout answered → event: median ${percentile(afterAnswer, 50).toFixed(0)} ms, p99 ${percentile(afterAnswer, 99).toFixed(0)} ms (negative: the event came first)`,
  );
  console.log(
    `  receiving instance RSS: ${rssBefore.toFixed(0)} MB before, ${rssWith.toFixed(0)} MB with ${STREAMS} open streams (≈ ${perStreamKb.toFixed(1)} KB per stream)`,
  );
  console.log(`  budget: p99 ≤ ${BUDGET.maxP99} ms, none lost`);
  console.log(pass ? 'within budget' : 'OVER BUDGET');

  if (process.env.BENCH_RESULTS_FILE) {
    const figures = [
      {
        area: 'Live orders',
        what: `order placed → owner's stream, ${ORDERS} orders, ${STREAMS} streams open (${crowd}), ${postgres ? 'across two instances' : 'one instance'}`,
        value: `median ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ${lost} lost; RSS ${rssBefore.toFixed(0)} → ${rssWith.toFixed(0)} MB with ${STREAMS} streams`,
        baseline: '',
        budget: `p99 ≤ ${BUDGET.maxP99} ms`,
        pass,
      },
    ];
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
  }
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error('Live orders bench failed:', error);
  process.exitCode = 2;
} finally {
  for (const s of servers) s.stop();
  if (postgres) await admin(`drop database if exists ${database} with (force)`).catch(() => {});
  process.exit();
}
