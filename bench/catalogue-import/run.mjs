// Catalogue import bench: a 5,000-product spreadsheet (bulk-mart's own export) imported
// into a new shop on PostgreSQL: the dry run, then the commit, each timed, with the server's memory
// (resident set, sampled every 50 ms) against its idle figure; then a dry run of bulk-mart's
// unchanged export into bulk-mart itself (every row unchanged).
// Needs TEST_DATABASE_URL (a PostgreSQL server where the user may create databases).
// Usage: node bench/catalogue-import/run.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { benchDatabase } from '../postgres.mjs';
import { startBenchServer } from '../server.mjs';

const API_KEY = 'vitrine-bench-key';
/** Budgets: dry run and commit of 5,000 rows each ≤ 10 s; memory ≤ 150 MB above idle. */
const BUDGET = { maxSeconds: 10, maxExtraMb: 150 };

if (!process.env.TEST_DATABASE_URL) {
  console.log('Catalogue import bench skipped: set TEST_DATABASE_URL (scripts/test-postgres.sh start).');
  process.exit(0);
}

const db = benchDatabase('import');

/** The server's resident memory in MB (Linux). */
const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
};

/** Times a call while sampling the server's memory; answers seconds, peak MB and the call's result. */
async function measured(pid, call) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const started = performance.now();
  try {
    const result = await call();
    return { seconds: (performance.now() - started) / 1000, peak, result };
  } finally {
    clearInterval(timer);
  }
}

let server;
try {
  await db.create();
  console.log('Starting the API server on PostgreSQL (fresh demo seed)…');
  server = await startBenchServer({ name: 'import', apiKey: API_KEY, databaseUrl: db.url });
  const { base } = server;
  const pid = server.child.pid;
  const headers = { 'api-key': API_KEY, accept: 'application/json' };
  const json = { ...headers, 'content-type': 'application/json', 'x-forwarded-for': '10.250.1.1' };
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: 'owner@bulkmart.example', password: 'bulkmart123' }),
  });
  const mart = { ...headers, authorization: `Bearer ${(await login.json()).token}` };
  const exported = await fetch(`${base}/api/account/products/export?format=csv`, { headers: mart });
  if (!exported.ok) throw new Error(`export: ${exported.status}`);
  const sheet = Buffer.from(await exported.arrayBuffer());
  const rows = parse(sheet, { bom: true, columns: true });
  const products = rows.filter((r) => !r.variant_name).length;
  // The same catalogue as new rows for another shop: its ids, SKUs and picture names are bulk-mart's.
  const fresh = stringify(
    rows.map((r) => ({
      ...r,
      id: '',
      sku: r.sku ? `N-${r.sku}` : '',
      variant_sku: r.variant_sku ? `N-${r.variant_sku}` : '',
      pictures: '',
    })),
    { header: true, columns: Object.keys(rows[0]) },
  );
  const register = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: 'Bench Importer',
      email: `importer-${Date.now()}@example.com`,
      password: 'importer-pass-123',
      shop_name: 'Bench Import',
      shop_catalogue_url: `bench-import-${Date.now().toString(36)}`,
    }),
  });
  if (!register.ok) throw new Error(`register: ${register.status} ${await register.text()}`);
  const importer = { ...headers, authorization: `Bearer ${(await register.json()).token}` };
  // The new shop sells in bulk-mart's currency, so its prices read alike.
  const currency = (await (await fetch(`${base}/api/getshop/bulk-mart`, { headers })).json()).shop.currency_code;
  await fetch(`${base}/api/account/shop`, {
    method: 'PUT',
    headers: { ...importer, 'content-type': 'application/json' },
    body: JSON.stringify({ currency_code: currency }),
  });

  const send = async (who, bytes, query) => {
    const form = new FormData();
    form.set('file', new Blob([bytes], { type: 'text/csv' }), 'catalogue.csv');
    const res = await fetch(`${base}/api/account/products/import?${query}`, {
      method: 'POST',
      headers: who,
      body: form,
    });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`import ${query}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };

  await new Promise((r) => setTimeout(r, 2000));
  const idle = rssMb(pid);
  const dry = await measured(pid, () => send(importer, fresh, 'dry_run=true'));
  // A commit carries out its dry run's plan.
  const commit = await measured(pid, () => send(importer, fresh, `dry_run=false&plan_id=${dry.result.plan_id}`));
  const same = await measured(pid, () => send(mart, sheet, 'dry_run=true'));

  const extra = Math.max(dry.peak, commit.peak, same.peak) - idle;
  const summary = (r) => JSON.stringify(r.result.summary);
  const pass =
    dry.seconds <= BUDGET.maxSeconds &&
    commit.seconds <= BUDGET.maxSeconds &&
    extra <= BUDGET.maxExtraMb &&
    commit.result.applied === true &&
    commit.result.summary.errors === 0 &&
    same.result.summary.changed === 0 &&
    same.result.summary.new === 0;

  console.log(`\nCatalogue import, ${rows.length} rows (${products} products and their variants), PostgreSQL`);
  console.log(`  dry run into a new shop: ${dry.seconds.toFixed(2)} s, ${summary(dry)}`);
  console.log(`  commit: ${commit.seconds.toFixed(2)} s, ${summary(commit)}`);
  console.log(`  dry run of bulk-mart's own export into bulk-mart: ${same.seconds.toFixed(2)} s, ${summary(same)}`);
  console.log(
    `  server memory: idle ${idle.toFixed(0)} MB, peak ${(idle + extra).toFixed(0)} MB (+${extra.toFixed(0)} MB)`,
  );
  console.log(`  budget: each ≤ ${BUDGET.maxSeconds} s, memory ≤ +${BUDGET.maxExtraMb} MB`);
  console.log(pass ? 'within budget' : 'OVER BUDGET');

  if (process.env.BENCH_RESULTS_FILE) {
    const figures = [
      {
        area: 'Catalogue import',
        what: `${rows.length} rows into a new shop, PostgreSQL`,
        value: `dry run ${dry.seconds.toFixed(2)} s, commit ${commit.seconds.toFixed(2)} s, unchanged re-import ${same.seconds.toFixed(2)} s; +${extra.toFixed(0)} MB over idle ${idle.toFixed(0)} MB`,
        baseline: '',
        budget: `each ≤ ${BUDGET.maxSeconds} s, ≤ +${BUDGET.maxExtraMb} MB`,
        pass,
      },
    ];
    writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify({ figures }, null, 2));
  }
  process.exitCode = pass ? 0 : 1;
} catch (error) {
  console.error('Catalogue import bench failed:', error);
  process.exitCode = 2;
} finally {
  server?.stop();
  await db.drop();
}
