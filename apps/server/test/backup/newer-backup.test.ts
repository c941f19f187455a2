import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { shippedMigrations } from '../../src/db/migrations.js';
import { prepareDatabase } from '../../src/db/setup.js';
import { runBackupCli } from '../support/backup-cli.js';
import { testDriver } from '../support/test-database.js';

/**
 * Rolling back means restoring with the older version a backup the older version made; one a newer
 * version made holds a schema this version cannot run on, and is refused with nothing changed.
 * The check runs inside the restore's transaction, the same on either database: checked once.
 */
describe.runIf(testDriver() === 'pglite')('a backup from a newer version', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-newer-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is refused by the restore, and the target is left as it was', async () => {
    const newer = path.join(work, 'newer');
    mkdirSync(newer);
    const database = await openDatabase({ dataDir: newer });
    await prepareDatabase(database, { seedDemo: false });
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', 9999999999999)`,
    );
    await database.close();
    const file = path.join(work, 'newer.sql');
    const backup = await runBackupCli(['backup', file], { DATA_DIR: newer });
    expect(backup.code, backup.stderr).toBe(0);

    const target = path.join(work, 'target');
    mkdirSync(target);
    const restore = await runBackupCli(['restore', file], { DATA_DIR: target });
    const known = shippedMigrations().length;
    expect(restore.code).toBe(1);
    expect(restore.stderr.trim()).toBe(
      `Restore failed: the backup comes from a newer version (${known + 1} migrations, this version knows ${known}): restore it with that version; nothing was changed`,
    );
    const after = await openDatabase({ dataDir: target });
    const tables = (await after.db.execute(
      sql`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    )) as unknown as { rows: { n: number }[] };
    await after.close();
    expect(tables.rows[0].n).toBe(0);
    // Three databases made and two commands run, each its own process: as dump-safety's set-up.
  }, 120_000);
});
