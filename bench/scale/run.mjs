// Scale-out bench launcher: the measurement is TypeScript (it shares scripts/balanced.ts with the
// browser test), so it runs under tsx. Needs TEST_DATABASE_URL (a PostgreSQL server) and nginx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfStale } from '../../scripts/lib.mjs';

await buildServerIfStale();
const here = path.dirname(fileURLToPath(import.meta.url));
const { status } = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'measure.ts')], {
  stdio: 'inherit',
  cwd: path.resolve(here, '../..'),
});
process.exit(status ?? 1);
