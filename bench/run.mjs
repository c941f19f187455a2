// `npm run bench`: every benchmark under bench/, one after the other; each prints its figures and
// budget. Exits non-zero when any is over budget (figures on a busy machine are noisy: read them).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const benches = ['web/bundle-size.mjs', 'api/run.mjs'];

let failed = 0;
for (const bench of benches) {
  console.log(`\n=== bench/${bench} ===`);
  const { status } = spawnSync(process.execPath, [path.join(here, bench)], { stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
