import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
