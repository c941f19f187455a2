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
  build: {
    // Hashed bundles live under /static (cached forever); /assets holds the plain public pictures.
    assetsDir: 'static',
    sourcemap: false,
    target: 'es2022',
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
