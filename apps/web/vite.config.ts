import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  // The server and the web build read the same development api-key (see apps/server/src/config.ts).
  define: {
    'import.meta.env.VITE_API_KEY': JSON.stringify(
      process.env.VITE_API_KEY ?? process.env.API_KEY ?? 'vitrine-dev-key',
    ),
  },
  css: {
    // Bootstrap 5.3's Sass still uses @import and global functions; its deprecation notices are not ours to fix.
    preprocessorOptions: {
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  build: {
    // Hashed bundles live under /static (cached forever); /assets holds the plain public pictures.
    assetsDir: 'static',
    sourcemap: false,
    target: 'es2022',
    // dist/.vite/manifest.json maps each route module to its chunks: the bundle-size check reads it.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/media': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
    },
  },
});
