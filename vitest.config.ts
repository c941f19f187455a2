import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const serverProject = (name: string, env: Record<string, string>, include: string[]) => ({
  test: {
    name,
    root: './apps/server',
    include,
    environment: 'node' as const,
    globalSetup: ['./test/support/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * `npm run test:unit`: contracts, web and the template demo (jsdom), and the server's integration tests on PGlite,
 * and again on a real PostgreSQL server when TEST_DATABASE_URL is set.
 */
export default defineConfig({
  test: {
    // Two cores: two test files at once (PGlite is single-threaded WASM).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('server', { VITRINE_TEST_DB: 'pglite' }, ['src/**/*.test.ts', 'test/**/*.test.ts']),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { VITRINE_TEST_DB: 'postgres' }, ['test/**/*.test.ts'])]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'template-demo',
          root: './packages/template-demo',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../apps/web/vitest.setup.ts'],
        },
      },
    ],
  },
});
