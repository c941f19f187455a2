import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? path.resolve(import.meta.dirname, '../.data-e2e');
const root = path.resolve(import.meta.dirname, '..');
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The server's api-key in the browser tests: not the development key the build used to bake in,
 * so every storefront call proves the page takes its key from the server at run time.
 */
export const e2eApiKey = 'vitrine-e2e-runtime-key';

/** Debian's Chromium, with the flags this machine needs (scripts/lib.mjs). */
const launchOptions = chromiumLaunchOptions();

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-results'),
  // Files run in two workers (each file's tests in order): tests that change shared data use their
  // own fresh owner and shop (account-support.ts newOwner), so files do not see each other's edits.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Two workers share two cores: a lazy page under load may take longer than alone.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } }],
  webServer: {
    // Built by scripts/e2e.mjs (npm run test:e2e): the same single node process production runs.
    command: `${process.execPath} ${path.join(root, 'apps/server/dist/main.js')}`,
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      API_KEY: e2eApiKey,
      // The specs stand in for a load balancer when they name a sign-up's address (account-support.ts).
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
