// Heavy uploads bench launcher: the measurement builds its hostile files with the
// server's test helpers (TypeScript), so it runs under tsx; the server it measures is the built one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { status } = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, 'measure.ts')], {
  stdio: 'inherit',
  cwd: path.resolve(here, '../..'),
});
process.exit(status ?? 1);
