// `npm run test:stress`: the long forms of the quality tests (60 s of the mixed workload at 50
// clients, five crash-and-restart cycles, the abuse and security suites, PostgreSQL restarted
// under the server), on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too. Their
// figures refresh the load, fault and abuse rows of docs/QUALITY.md.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, writeQuality } from '../bench/quality.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-stress-'));
const startedAt = new Date().toISOString();
const onMachine = machine();
const projects = ['server', ...(process.env.TEST_DATABASE_URL ? ['server-postgres'] : [])];

const { status } = spawnSync(
  path.join(root, 'node_modules/.bin/vitest'),
  ['run', ...projects.flatMap((p) => ['--project', p]), 'test/quality/'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, QUALITY_STRESS: '1', QUALITY_RESULTS_DIR: resultsDir },
  },
);

const results = Object.fromEntries(
  (existsSync(resultsDir) ? readdirSync(resultsDir) : [])
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(resultsDir, f), 'utf8'))]),
);
rmSync(resultsDir, { recursive: true, force: true });
if (status === 0) {
  writeQuality({ stress: { at: startedAt, machine: onMachine, results } });
  console.log('\nStress run passed; docs/QUALITY.md refreshed.');
} else {
  console.error('\nStress run failed: docs/QUALITY.md left as it was.');
}
process.exit(status ?? 1);
