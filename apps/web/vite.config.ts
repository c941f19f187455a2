import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` copies of the built scripts and styles (best compression, once, at
 * build time); the server sends them as they are instead of compressing on every request.
 * Runs on the files as written, after every other plugin has finished changing them.
 */
function precompress(): Plugin {
  return {
    name: 'vitrine-precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The modules every page of a shop runs (layout, cards, cart, state), fetched as one
 * chunk. Route pages keep their own chunks (the manifest names them; the server preloads them).
 */
function isShopPageModule(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  if (/Page\.tsx$/.test(file)) return false;
  // header/ and shared/ are apart (below): the account area imports them too, and a chunk runs
  // every module in it (the shop state's set-up included) wherever it is imported.
  return /\/src\/features\/storefront\/(layout|catalogue|state|cart)\//.test(file);
}

/** The shop header and the helpers (prices, links, pictures) the account area shows too; no side effects. */
function isShopSharedModule(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  // headerSource is read by the entry itself; parseHeader (with zod) loads only when needed.
  if (/\/(headerSource|parseHeader)\.ts$/.test(file)) return false;
  return /\/src\/features\/storefront\/(header|shared)\//.test(file);
}

/**
 * The shopper's language and strings (i18n/shop), with what they read at start (the boot data of a
 * server-rendered page, the language list). The entry, the shop header and the pages all import
 * them: in a chunk of their own they evaluate first, and no two chunks import each other.
 */
function isShopLanguageModule(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  return (
    /\/src\/i18n\/(shop\/|languages\.ts$)/.test(file) ||
    file.endsWith('/src/ssr/boot.ts') ||
    file.endsWith('/packages/contracts/src/storefront-ssr.ts')
  );
}

/**
 * Small libraries and helpers both areas share: the icon core and the icons of a shop's navbar,
 * cart, search and footer (any other icon comes in its own small chunk), toasts. Not react-i18next
 * or Redux: a shop page uses neither (issue 11), so they stay with the account area's chunks.
 */
function isSharedAppModule(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  return (
    /\/lucide-react\/dist\/esm\/(?!icons\/)/.test(file) ||
    /\/lucide-react\/dist\/esm\/icons\/(shopping-cart|x|search|store|flag)\.mjs$/.test(file) ||
    file.endsWith('/src/components/toasts/notify.ts') ||
    // The catalogue view's rules (no zod): shared with the contracts' schemas, and without a group
    // the bundler moved them into the schemas chunk, so a shop page downloaded zod.
    file.endsWith('/packages/contracts/src/catalogue-view.ts')
  );
}

/**
 * `npm run dev` serves index.html from Vite, not from the API server: write the api-key meta tag the
 * server writes into built pages (apps/server/src/http/web-app.ts). Builds carry no key at all.
 */
function devApiKey(): Plugin {
  return {
    name: 'vitrine-dev-api-key',
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: 'vitrine-api-key', content: process.env.API_KEY ?? 'vitrine-dev-key' },
        injectTo: 'head-prepend',
      },
    ],
  };
}

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

/**
 * React Router 7's package exports resolve to its development build in every mode (its issue
 * #14102: dev warnings and their messages ship to production). The browser build takes the
 * production build it also ships: the same code without the warnings, 1–2 KB less for a phone.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), precompress(), devApiKey()],
  base: '/',
  resolve: { alias: command === 'build' && !isSsrBuild ? [reactRouterProduction] : [] },
  css: {
    // Bootstrap 5.3's Sass still uses @import and global functions; its deprecation notices are not ours to fix.
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  // The server entry (`vite build --ssr`, issue 11) is a plain Node module tree, loaded by the API server.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node20', sourcemap: false, emptyOutDir: true }
    : {
        // Hashed bundles live under /static (cached forever); /assets holds the plain public pictures.
        assetsDir: 'static',
        sourcemap: false,
        target: 'es2022',
        // dist/.vite/manifest.json maps each route module to its chunks: the bundle-size check reads it.
        manifest: true,
        rolldownOptions: {
          // The app's entry (index.html), and the one server-rendered shop pages load instead (src/hydrate.ts).
          input: { index: 'index.html', hydrate: 'src/hydrate.ts' },
          output: {
            // A phone on HTTP/1.1 fetches six files at a time: left alone, a shop page's code came in
            // 20 small chunks that queued behind each other (and the catalogue call behind them).
            codeSplitting: {
              groups: [
                { name: 'storefront', test: isShopPageModule, priority: 2, includeDependenciesRecursively: false },
                { name: 'shop-shared', test: isShopSharedModule, priority: 2, includeDependenciesRecursively: false },
                { name: 'shop-i18n', test: isShopLanguageModule, priority: 2, includeDependenciesRecursively: false },
                {
                  name: 'app-libs',
                  test: isSharedAppModule,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
      // The home page and the share cards it shows are the server's (issue 31).
      '^/(\\?.*)?$': apiTarget,
      '/og': apiTarget,
    },
  },
}));
