// `npm run vitrine -- VERB …`: the operator's command line (migrate, create-admin, reset-password, shops,
// suspend, unsuspend, health). Builds the server if stale, then runs apps/server/dist/cli.js with
// the configuration the server reads (DATABASE_URL, else DATA_DIR). README, "The vitrine command".
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale, root, serverProcessEnv } from './lib.mjs';

await buildServerIfStale();
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: serverProcessEnv(),
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
