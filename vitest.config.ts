import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Server test files that measure how long the server takes (a held event loop, a shopper's read).
 * They run after every other file, one at a time: with two files at once on two cores, the other
 * file's load showed up in these figures (a 153 ms loop delay where the server alone held it 32 ms).
 * The rolling upgrade (two built servers taking orders for 25 s) runs last, alone too.
 */
const timedServerFiles = ['test/api/heavy-uploads.test.ts'];
/** PostgreSQL only, and a group of its own after the timed files: its traffic would be theirs to measure. */
const upgradeFiles = ['test/scale/upgrade.test.ts'];

const serverProject = (
  name: string,
  env: Record<string, string>,
  include: string[],
  exclude: string[] = [],
  groupOrder = 0,
) => ({
  test: {
    name,
    root: './apps/server',
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    sequence: { groupOrder },
    environment: 'node' as const,
    globalSetup: ['./test/support/global-setup.ts'],
    // The files of one worker share its loaded modules (each still builds its own app on its own
    // database copy): importing the server's module graph again for every file cost more than a
    // third of these suites' time (server on PGlite 262 → 164 s, on PostgreSQL 208 → 155 s).
    isolate: false,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * The web app's (or the template demo's) tests, in two projects. Components (`*.test.tsx`) and the
 * few plain tests that need a browser's globals (`*.dom.test.ts`: document, localStorage) run in
 * jsdom; the rest of `*.test.ts` is plain logic and runs in Node. Starting jsdom costs about 1.5 s
 * per file, about nine tenths of these suites' time when every file had it (measured in CI).
 */
const browserCodeProjects = (name: string, root: string, setupFile: string) => [
  {
    plugins: [react()],
    test: {
      name,
      root,
      include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
      environment: 'jsdom' as const,
      setupFiles: [setupFile],
    },
  },
  {
    test: {
      name: `${name}-logic`,
      root,
      // build/: the web app's build plugins (apps/web/build).
      include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
      exclude: [...configDefaults.exclude, 'src/**/*.dom.test.ts'],
      environment: 'node' as const,
    },
  },
];

/**
 * `npm run test:unit`: contracts, web and the template demo (jsdom or Node, above), and the server's
 * integration tests on PGlite, and again on a real PostgreSQL server when TEST_DATABASE_URL is set.
 */
const pglite = { VITRINE_TEST_DB: 'pglite' };
const postgres = { VITRINE_TEST_DB: 'postgres' };

export default defineConfig({
  test: {
    // Two cores: two test files at once (PGlite is single-threaded WASM).
    maxWorkers: 2,
    projects: [
      { test: { name: 'contracts', root: './packages/contracts', include: ['src/**/*.test.ts'], environment: 'node' } },
      // The root scripts (npm start, the e2e runner): plain Node.
      { test: { name: 'scripts', root: './scripts', include: ['*.test.mjs'], environment: 'node' } },
      serverProject(
        'server',
        pglite,
        ['src/**/*.test.ts', 'test/**/*.test.ts'],
        [...timedServerFiles, ...upgradeFiles],
      ),
      serverProject('server-timed', pglite, timedServerFiles, [], 1),
      ...(process.env.TEST_DATABASE_URL
        ? [
            serverProject('server-postgres', postgres, ['test/**/*.test.ts'], [...timedServerFiles, ...upgradeFiles]),
            serverProject('server-postgres-timed', postgres, timedServerFiles, [], 2),
            serverProject('server-postgres-upgrade', postgres, upgradeFiles, [], 3),
          ]
        : []),
      ...browserCodeProjects('web', './apps/web', './vitest.setup.ts'),
      ...browserCodeProjects('template-demo', './packages/template-demo', '../../apps/web/vitest.setup.ts'),
    ],
  },
});
