import os from 'node:os';
import { ConfigError, loadConfig } from '../../config.js';
import { BackupError, backup } from './backup.js';
import { RestoreError, restore } from './restore.js';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (built into
 * apps/server/dist/backup-cli.js). Progress on stdout; a failure is one line on stderr and exit 1.
 */
const usage = 'usage: npm run backup -- FILE [--with-secret]  |  npm run restore -- FILE [--force]';

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const withSecret = rest.includes('--with-secret');
  const files = rest.filter((a) => a !== '--force' && a !== '--with-secret');
  const misplaced = command === 'backup' ? force : withSecret;
  if ((command !== 'backup' && command !== 'restore') || files.length !== 1 || misplaced) {
    fail(usage);
  }
  const config = loadConfig();
  const say = (line: string) => console.log(line);
  if (command === 'backup') {
    // Turning a snapshot into SQL is CPU work; on a small machine the server's answers come first
    // (the catalogue's p99 during a backup, bench/backup). pg_dump, a child, inherits it.
    try {
      os.setPriority(19);
    } catch {
      // Not allowed here: run at normal priority.
    }
    const result = await backup(config, files[0], say, { withSecret });
    say(
      `Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.bytes} bytes) in ${(result.ms / 1000).toFixed(1)} s`,
    );
    say(
      withSecret
        ? '  with the session secret: anyone holding this file can sign sessions and open every order page; keep it like a password'
        : '  without the session secret (add --with-secret for a move to another server; README, "Backups")',
    );
    return;
  }
  const result = await restore(config, files[0], { force }, say);
  const { shops, products, orders, pictures } = result.counts;
  if (result.migrationsRun > 0) say(`  ran ${result.migrationsRun} migration(s) newer than the backup`);
  say(
    `Restored in ${(result.ms / 1000).toFixed(1)} s: ${shops} shops, ${products} products, ${orders} orders, ${pictures} pictures`,
  );
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupError || error instanceof RestoreError) {
      fail(`${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${error.message}`);
    }
    fail(`${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${(error as Error).message ?? error}`);
  },
);
