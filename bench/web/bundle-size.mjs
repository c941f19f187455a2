// Deterministic bundle-size check: what a first visit to a shop page downloads, read from
// apps/web/dist (Vite manifest). "wire" is what the server sends: the build's pre-compressed
// .br copy when there is one, else brotli at quality 4 (the @fastify/compress default).
// Brotli q4 and gzip are printed for comparison. Images and fonts aside. "counted" is what
// Chromium counts (encodedDataLength): the body plus the answer's headers, at most
// STATIC_HEADER_BYTES each (apps/server/test/http/static-headers.test.ts holds the server to it).
//
//   node bench/web/bundle-size.mjs            prints the figures, exits 1 when over budget
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const defaultDist = path.join(root, 'apps/web/dist');

/**
 * First-visit budgets, as Chromium counts them (body and headers): JavaScript in at most
 * `scripts` requests. Earlier budgets were 110 and 20 KB of bodies, and before those 150 and 40.
 */
export const budgets = { js: 100 * 1024, css: 15 * 1024, scripts: 8 };
/** What bench/web reports the Chromium figures against (the same budgets). */
export const firstVisitBudgets = budgets;
/**
 * The most header bytes (status line and headers, as Chromium counts them) the server's answer
 * for a built script or stylesheet may carry; apps/server/test/http/static-headers.test.ts checks it.
 */
export const STATIC_HEADER_BYTES = 400;

/**
 * What a first visit to /{shop} runs, as the server-rendered page loads it: the hydrate entry, the
 * app's start (`group:` names a chunk of the build's groups, apps/web/vite.config.ts), the shop's
 * pages and the English strings.
 */
export const shopPageModules = [
  'src/hydrate.ts',
  'group:app',
  'group:storefront',
  'src/i18n/locales/en/storefront.json',
];

/**
 * What an owner's first visit to /dashboard runs, signed in and with nothing cached: the app's
 * entry, the account area's route table, the shell with its state and i18n set-up, the dashboard,
 * the English strings they show, and the template demo (on by default): its entry and its
 * in-browser mock, which the navbar's bookmarks read (the chunk the bundler names `mock`): 56
 * scripts. Chromium fetches those and the share panel's QR encoder, imported when it is drawn: 57
 * (`bench/doors`). Before the account area's chunk groups (apps/web/build/accountChunks.ts) these
 * were 113, most of them under 1.5 KB.
 */
export const ownerDashboardModules = [
  'index.html',
  'src/template/accountPages.tsx',
  '../../packages/template-demo/src/index.ts',
  'group:mock',
  'src/template/AdminShell.tsx',
  'src/template/AppState.tsx',
  'src/i18n/index.ts',
  'src/features/account/dashboard/OwnerDashboardPage.tsx',
  ...['common', 'shell', 'account', 'storefront'].map((namespace) => `src/i18n/locales/en/${namespace}.json`),
];

/** The most scripts that visit may fetch, in the manifest and in Chromium (56 and 57). */
export const ownerDashboardScripts = 60;

/** The manifest key of a module, or of the script chunk a `group:NAME` names. */
export function manifestKey(manifest, module) {
  if (!module.startsWith('group:')) return module;
  const name = module.slice('group:'.length);
  const key = Object.keys(manifest).find((k) => k.startsWith('_') && k.endsWith('.js') && manifest[k].name === name);
  if (!key) throw new Error(`The web build has no chunk named ${name}: is apps/web/dist current?`);
  return key;
}

const brotli = (buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    },
  }).length;
const gzip = (buffer) => zlib.gzipSync(buffer).length;

/** Files (JS and CSS) reached from the given manifest keys through static imports. */
export function filesFor(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The web build has no module ${key}: is apps/web/dist current?`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(manifestKey(manifest, key));
  return { js: [...js], css: [...css] };
}

export function measureRoute(dist = defaultDist, keys = shopPageModules) {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app first (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = filesFor(manifest, keys);
  const size = (list) =>
    list.reduce(
      (sum, file) => {
        const buffer = readFileSync(path.join(dist, file));
        const pre = path.join(dist, `${file}.br`);
        const br4 = brotli(buffer);
        const wire = existsSync(pre) ? statSync(pre).size : br4;
        return {
          raw: sum.raw + buffer.length,
          wire: sum.wire + wire,
          counted: sum.counted + wire + STATIC_HEADER_BYTES,
          br: sum.br + br4,
          gzip: sum.gzip + gzip(buffer),
        };
      },
      { raw: 0, wire: 0, counted: 0, br: 0, gzip: 0 },
    );
  return { files, js: size(files.js), css: size(files.css) };
}

/** Whether a first visit's files break a budget (bytes as Chromium counts them, script requests). */
export function overBudget(result) {
  return result.js.counted > budgets.js || result.css.counted > budgets.css || result.files.js.length > budgets.scripts;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function report(result) {
  const lines = [
    `First visit to /{shop}: ${result.files.js.length} JS files, ${result.files.css.length} CSS files`,
    `  JS : ${kb(result.js.counted)} with headers, in ${result.files.js.length} requests (${kb(result.js.wire)} bodies; ${kb(result.js.br)} brotli q4, ${kb(result.js.gzip)} gzip, ${kb(result.js.raw)} raw)  budget ${kb(budgets.js)} in ${budgets.scripts}`,
    `  CSS: ${kb(result.css.counted)} with headers (${kb(result.css.wire)} bodies; ${kb(result.css.br)} brotli q4, ${kb(result.css.gzip)} gzip, ${kb(result.css.raw)} raw)  budget ${kb(budgets.css)}`,
  ];
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = measureRoute();
  console.log(report(result));
  for (const file of [...result.files.js, ...result.files.css]) console.log(`    ${file}`);
  const over = overBudget(result);
  console.log(over ? 'OVER BUDGET' : 'within budget');
  process.exitCode = over ? 1 : 0;
}
