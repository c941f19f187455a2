// `npm run backup -- FILE` and (through restore.mjs) `npm run restore -- FILE [--force]`: build the
// server if stale, then run its backup command (apps/server/dist/backup-cli.js) with the same
// configuration the server reads (DATABASE_URL, else DATA_DIR). README, "Backups".
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale, root, serverProcessEnv } from './lib.mjs';

export async function runBackupCli(command) {
  await buildServerIfStale();
  const child = spawn(
    process.execPath,
    [path.join(root, 'apps/server/dist/backup-cli.js'), command, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: serverProcessEnv(),
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (import.meta.filename === process.argv[1]) await runBackupCli('backup');
