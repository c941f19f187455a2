// Owner dashboard bench launcher: the measurement is TypeScript (it builds the server's own app
// in process), so it runs under tsx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { status } = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'measure.ts')], {
  stdio: 'inherit',
  cwd: path.resolve(here, '../..'),
});
process.exit(status ?? 1);
