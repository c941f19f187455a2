import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { accountChunkGroups } from './build/accountChunks';
import { barrelImports } from './build/barrelImports';

/** A compressed copy is written only when it saves more than the headers it adds (`content-encoding`, `vary`). */
const SAVED_AT_LEAST = 48;

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
        const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(source, { level: 9 });
        // Small files too (a first visit's runtime is 0.7 KB).
        if (br.length + SAVED_AT_LEAST < source.length) writeFileSync(`${file}.br`, br);
        if (gz.length + SAVED_AT_LEAST < source.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of the
 * named chunks is compiled while the file streams in, off the main thread, instead of on its first
 * call. Only for the libraries, which hydration runs through almost entirely: on a cold shop page
 * (this host, no throttling) the main thread's compiling after the first paint went from a median
 * of 74 ms to 42 ms. Added once the chunk is minified, which would drop the comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'vitrine-compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && chunkNames.includes(output.name)) output.code = COMPILE_HINT + output.code;
      }
    },
  };
}

const moduleFile = (id: string) => id.replaceAll('\\', '/');

/**
 * Libraries that change only when their versions do (React, React DOM, React Router, the icons'
 * core): one chunk that stays cached from one release to the next.
 * Every area of the app runs them; none has side effects of ours.
 */
function isVendorModule(id: string): boolean {
  const file = moduleFile(id);
  return (
    /\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(file) ||
    /\/lucide-react\/dist\/esm\/(?!icons\/)/.test(file)
  );
}

/**
 * The app's start (the entry, the root, the route table and what they show while loading): small,
 * changed by any release that changes routes. The route table maps the account area and the
 * template to lazy pages, so none of their code comes with it.
 */
function isAppStartModule(id: string): boolean {
  const file = moduleFile(id);
  return (
    /\/src\/(main|App|routes|unregister-service-workers|without-error-stacks)\.tsx?$/.test(file) ||
    /\/src\/routing\/[^/]+\.tsx?$/.test(file) ||
    file.endsWith('/src/styles/base.css') ||
    /\/src\/components\/(RouteError|Spinner|AppLoadFailed)\.tsx$/.test(file) ||
    /\/src\/template\/(appLayout|accountRoutes|accountPaths)\.tsx?$/.test(file) ||
    /\/src\/features\/storefront\/shared\/headerSource\.ts$/.test(file)
  );
}

/**
 * What a shop page and the account area both use, with no side effects: the shopper's language and
 * strings (i18n/shop, with the boot data they read at start), the shop header and the helpers it
 * shows (prices, links, pictures), the API client, the contracts' plain rules (no zod: without a
 * group the bundler moved them into the schemas chunk, so a shop page downloaded zod), toasts and
 * the icons of a shop's navbar, cart, search and footer, and of a product page's back and quantity
 * buttons (alone, each was a chunk of its own: three more requests on a product page). Not
 * react-i18next or Redux: a shop page uses neither, and its first visit must stay within its script budget.
 */
function isShopCommonModule(id: string): boolean {
  const file = moduleFile(id);
  // parseHeader (with zod) loads only when needed.
  if (/\/parseHeader\.ts$/.test(file)) return false;
  return (
    /\/src\/i18n\/(shop\/|languages\.ts$)/.test(file) ||
    file.endsWith('/src/ssr/boot.ts') ||
    /\/src\/features\/storefront\/(header|shared)\//.test(file) ||
    file.endsWith('/src/features/storefront/order/yourOrders.ts') ||
    // The doors' strings hook: the router's door routes and the doors share it (a few hundred bytes).
    file.endsWith('/src/features/doors/strings.ts') ||
    /\/src\/api\/(storefront|http|base)\.ts$/.test(file) ||
    file.endsWith('/src/components/toasts/notify.ts') ||
    /\/packages\/contracts\/src\/(storefront-ssr|storefront-reads|route-registry|catalogue-view|links|currency|number-format|rules|stock-rules)\.ts$/.test(
      file,
    ) ||
    /\/lucide-react\/dist\/esm\/icons\/(shopping-cart|x|search|store|flag|arrow-left|minus|plus)\.mjs$/.test(file)
  );
}

/**
 * The shop's own pages as a first visit runs them (layout, catalogue page, cards, cart, state, the
 * footer's orders and report dialog, the shop's styles): one chunk, which sets up the shop state, so the account area
 * never imports it. The product, checkout and order pages keep chunks of their own.
 */
function isShopPageModule(id: string): boolean {
  const file = moduleFile(id);
  if (/Page\.tsx$/.test(file) && !/\/(StorefrontLayout|CataloguePage)\.tsx$/.test(file)) return false;
  return (
    /\/src\/features\/storefront\/(layout|catalogue|state|cart|report)\//.test(file) ||
    file.endsWith('/src/features/storefront/order/YourOrders.tsx') ||
    /\/src\/components\/(Dialog|toasts\/Toasts)\.tsx$/.test(file) ||
    file.endsWith('/src/styles/storefront.scss')
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
 * production build it also ships: the same code without the warnings, 1–2 KB less for a phone;
 * the server's entry too (on Node the development build is 460 KB of source held in memory).
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * React Router ships as one module whose components are `React.forwardRef(...)` calls with no pure
 * mark, each followed by a `displayName` assignment: to the bundler both are side effects, so Form,
 * NavLink, ScrollRestoration and the data-router code they call stayed in the libraries' chunk that
 * every page downloads, used or not (1.7 KB brotli). Marks the calls pure and drops the
 * names (React DevTools' labels, which a production build has no use for), so unused ones go.
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'vitrine-react-router-tree-shaking',
    apply: 'build',
    transform: {
      filter: { id: /\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/ },
      handler: (code) => ({
        code: code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef('),
        map: null,
      }),
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        barrelImports(['lucide-react', 'react-bootstrap']),
        reactRouterTreeShaking(),
        compileHints(['vendor']),
        precompress(),
        devApiKey(),
      ],
  base: '/',
  resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
  // The server entry bundles the libraries whose published Node form is much larger than what it
  // uses: lucide-react's CommonJS build defines all ~1,600 icons in one 1.3 MB file, React Router's
  // default is its development build (the server keeps every loaded module's source).
  ssr: isSsrBuild ? { noExternal: ['react-router', 'lucide-react'] } : undefined,
  css: {
    // Bootstrap 5.3's Sass still uses @import and global functions; its deprecation notices are not ours to fix.
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  // The server entry (`vite build --ssr`) is a plain Node module tree, loaded by the API server.
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
            // A phone on HTTP/1.1 fetches six files at a time, each a round trip with its headers: left
            // alone, a shop page's code came in 20 small chunks that queued behind each other. A first
            // visit now fetches the entry, the app's start, the libraries, the shared shop code, the
            // shop's pages and its strings (a first visit may fetch at most 8 scripts).
            codeSplitting: {
              groups: [
                // The bundler's helpers, the entries' words for an app that could not be fetched
                // (components/bootText.ts) and next-task.ts: the page's entry (src/hydrate.ts)
                // imports them, and must not import the libraries: on a slow line the pictures come first.
                {
                  name: 'runtime',
                  test: /(rolldown\/runtime|vite\/preload-helper|src\/components\/bootText\.ts|src\/next-task\.ts)/,
                  priority: 7,
                },
                { name: 'vendor', test: isVendorModule, priority: 6, includeDependenciesRecursively: false },
                { name: 'app', test: isAppStartModule, priority: 5, includeDependenciesRecursively: false },
                { name: 'shop-common', test: isShopCommonModule, priority: 4, includeDependenciesRecursively: false },
                { name: 'storefront', test: isShopPageModule, priority: 3, includeDependenciesRecursively: false },
                // What only the account area loads: the shell's code and what its pages share (priorities 2 and 1).
                ...accountChunkGroups(),
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
      // The home page and the share cards it shows are the server's.
      '^/(\\?.*)?$': apiTarget,
      '/og': apiTarget,
    },
  },
}));
