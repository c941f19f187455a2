// `node scripts/release-smoke.mjs BASE_URL [--version X]`: is an installed Vitrine serving? Against
// a running server with the demo shops (SEED_DEMO=true): a shop's page, an order through the public
// checkout API, the shop's owner signing in and finding that order; also the page's share card, drawn
// by sharp (the release's native part) with the bundled fonts, and the owner's XLSX export, written
// by the worker thread (dist/worker.js). Plain Node, no dependencies, so
// it runs against any instance. Prints one line per step; on a failure, one line saying which
// step and why, and exit code 1. API_KEY: the server's api-key, when not the default.
const SHOP = { url: 'corner-bakery', name: 'Corner Bakery' };
const OWNER = { email: 'owner@bakery.example', password: 'bakery123' };

class SmokeFailure extends Error {}

function parseArgs(argv) {
  const [base, ...rest] = argv;
  if (!base || !URL.canParse(base)) throw new SmokeFailure('usage: release-smoke.mjs BASE_URL [--version X]');
  const at = rest.indexOf('--version');
  return { base: base.replace(/\/$/, ''), version: at >= 0 ? rest[at + 1] : undefined };
}

/** One request; the body parsed as JSON unless `html`. A failure names the step and what came back. */
async function call(step, url, { html = false, expect = 200, ...init } = {}) {
  let res;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new SmokeFailure(`${step}: ${url} did not answer (${error.cause?.code ?? error.message})`);
  }
  const text = await res.text();
  if (res.status !== expect) throw new SmokeFailure(`${step}: ${res.status} from ${url}: ${text.slice(0, 200)}`);
  if (html) return text;
  try {
    return JSON.parse(text);
  } catch {
    throw new SmokeFailure(`${step}: ${url} answered something other than JSON: ${text.slice(0, 200)}`);
  }
}

/** The card the page's og:image names (asked of `base`: the page writes it with PUBLIC_URL's origin). */
async function shareCard(base, page) {
  const named = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1];
  if (!named) throw new SmokeFailure(`share card: /${SHOP.url} has no og:image`);
  const { pathname } = new URL(named.replaceAll('&amp;', '&'), base);
  const url = `${base}${pathname}`;
  let res;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new SmokeFailure(`share card: ${url} did not answer (${error.cause?.code ?? error.message})`);
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.startsWith('image/') || bytes.length < 5_000) {
    throw new SmokeFailure(`share card: ${res.status} ${type}, ${bytes.length} bytes from ${url}`);
  }
  console.log(`ok  share card: ${pathname} (${type}, ${Math.round(bytes.length / 1024)} kB)`);
}

async function smoke({ base, version }) {
  const headers = { accept: 'application/json', 'api-key': process.env.API_KEY ?? 'vitrine-dev-key' };
  const health = await call('health', `${base}/api/health`);
  if (version && health.version !== version)
    throw new SmokeFailure(`health: version ${health.version}, not ${version}`);
  console.log(`ok  health: version ${health.version}`);

  const page = await call('shop page', `${base}/${SHOP.url}`, { html: true });
  if (!page.includes(SHOP.name)) throw new SmokeFailure(`shop page: /${SHOP.url} does not name "${SHOP.name}"`);
  console.log(`ok  shop page: /${SHOP.url} names "${SHOP.name}"`);
  await shareCard(base, page);

  const { catalogue } = await call('catalogue', `${base}/api/getcatalogue/${SHOP.url}`, { headers });
  const product = catalogue.products.find((p) => p.in_stock && p.variants.length === 0);
  if (!product) throw new SmokeFailure(`catalogue: ${SHOP.url} has no plain product in stock`);
  const { order } = await call('order', `${base}/api/orders`, {
    method: 'POST',
    expect: 201,
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': `smoke-${crypto.randomUUID()}` },
    body: JSON.stringify({
      shop_id: catalogue.shop[0].shop_id,
      delivery_type: 'pickup',
      customer: { name: 'Release Smoke', phone: '+1 503 555 0199' },
      items: [{ product_id: product.product_id, quantity: 1 }],
    }),
  });
  console.log(`ok  order: ${order.order_number} for ${order.total} ${order.currency_code}`);

  const { token } = await call('owner login', `${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const list = await call('owner orders', `${base}/api/account/orders`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (!JSON.stringify(list).includes(order.order_number)) {
    throw new SmokeFailure(`owner orders: ${OWNER.email} does not see order ${order.order_number}`);
  }
  console.log(`ok  owner login: ${OWNER.email} signed in and sees ${order.order_number}`);
  await xlsxExport(base, { ...headers, authorization: `Bearer ${token}` });
}

/** The owner's catalogue as XLSX: written by apps/server/dist/worker.js, which the server finds beside main.js. */
async function xlsxExport(base, headers) {
  const url = `${base}/api/account/products/export?format=xlsx`;
  const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) }).catch((error) => {
    throw new SmokeFailure(`export: ${url} did not answer (${error.cause?.code ?? error.message})`);
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  // An XLSX file is a zip: it starts with PK.
  if (res.status !== 200 || bytes.subarray(0, 2).toString() !== 'PK') {
    throw new SmokeFailure(`export: ${res.status}, ${bytes.length} bytes from ${url}: ${bytes.subarray(0, 200)}`);
  }
  console.log(`ok  export: the owner's catalogue as XLSX (${Math.round(bytes.length / 1024)} kB, from the worker)`);
}

try {
  await smoke(parseArgs(process.argv.slice(2)));
} catch (error) {
  console.error(`release smoke FAILED: ${error instanceof SmokeFailure ? error.message : error.stack}`);
  process.exitCode = 1;
}
