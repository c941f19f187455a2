// `npm run test:e2e`: Playwright in Debian's Chromium against the real server, started by
// Playwright on a free port with a temporary DATA_DIR (see e2e/playwright.config.ts). A full run
// (no spec named) then checks the release tarball the same build makes (scripts/release-check.mjs).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bin, buildServerIfStale, buildWebIfStale, freePort, run } from './lib.mjs';
import { checkRelease } from './release-check.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}: install it with  apt-get install -y chromium`);
  process.exit(1);
}

await buildWebIfStale();
// The browser tests run the built server, as production does (one node process, no tsx).
await buildServerIfStale();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-'));
const port = await freePort();
try {
  await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
  });
} catch (error) {
  console.error(error.message);
  process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.argv.length === 2) {
  try {
    await checkRelease();
  } catch (error) {
    console.error(`release check FAILED: ${error.message}`);
    process.exitCode = 1;
  }
}
