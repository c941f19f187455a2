import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/db/setup.js';
import { sharedJwtSecret } from '../../src/db/shared-secret.js';
import { runBackupCli } from '../support/backup-cli.js';
import { adminQuery, databaseUrl, testDriver } from '../support/test-database.js';

/**
 * A backup file holds password hashes: it is made new, mode 0600, never through a file or a link
 * that is already there. And it holds no session secret unless asked, since every session and
 * every order page's token is signed with it.
 */
// The file's safety is the same from either database: checked once, from the embedded one.
describe.runIf(testDriver() === 'pglite')('what a backup file is and holds', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-dump-safety-'));
  const dataDir = path.join(work, 'data');
  const env = { DATA_DIR: dataDir };
  let secret = '';

  beforeAll(async () => {
    mkdirSync(dataDir);
    const database = await openDatabase({ dataDir });
    await prepareDatabase(database, { seedDemo: false });
    await database.close();
    // The first backup makes DATA_DIR/jwt-secret, as the server's first start does.
    const first = await runBackupCli(['backup', path.join(work, 'first.sql')], env);
    expect(first.stderr).toBe('');
    secret = readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8');
    expect(secret.length).toBeGreaterThan(20);
  }, 120_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('refuses a target that exists, and leaves it as it was', async () => {
    const file = path.join(work, 'exists.sql');
    writeFileSync(file, 'keep me', { mode: 0o644 });
    const run = await runBackupCli(['backup', file], env);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^Backup failed: .*exists\.sql already exists: a backup never replaces a file/);
    expect(readFileSync(file, 'utf8')).toBe('keep me');
  });

  it('never writes into a world-readable .partial left behind, nor through a link', async () => {
    const left = path.join(work, 'left.sql');
    writeFileSync(`${left}.partial`, '', { mode: 0o644 });
    const leftRun = await runBackupCli(['backup', left], env);
    expect(leftRun.code).toBe(1);
    expect(leftRun.stderr).toMatch(/left\.sql\.partial already exists/);
    expect(existsSync(left)).toBe(false);

    const victim = path.join(work, 'victim.txt');
    writeFileSync(victim, 'not a backup', { mode: 0o644 });
    const linked = path.join(work, 'linked.sql');
    symlinkSync(victim, `${linked}.partial`);
    const linkRun = await runBackupCli(['backup', linked], env);
    expect(linkRun.code).toBe(1);
    expect(readFileSync(victim, 'utf8')).toBe('not a backup');
    expect(existsSync(linked)).toBe(false);

    // A dangling link at the target itself is refused too (it would be followed by a later write).
    const dangling = path.join(work, 'dangling.sql');
    symlinkSync(path.join(work, 'nowhere.sql'), dangling);
    const danglingRun = await runBackupCli(['backup', dangling], env);
    expect(danglingRun.code).toBe(1);
    expect(existsSync(path.join(work, 'nowhere.sql'))).toBe(false);
  });

  it('writes a new file, mode 0600, without the session secret unless --with-secret is given', async () => {
    const plain = path.join(work, 'plain.sql');
    const run = await runBackupCli(['backup', plain], env);
    expect(run.code, run.stderr).toBe(0);
    expect((statSync(plain).mode & 0o777).toString(8)).toBe('600');
    expect(existsSync(`${plain}.partial`)).toBe(false);
    expect(run.stdout).toContain('without the session secret');
    expect(readFileSync(plain, 'utf8')).not.toContain(secret);

    const withSecret = path.join(work, 'with-secret.sql');
    const asked = await runBackupCli(['backup', withSecret, '--with-secret'], env);
    expect(asked.code, asked.stderr).toBe(0);
    expect(asked.stdout).toContain('keep it like a password');
    expect(readFileSync(withSecret, 'utf8')).toContain(secret);
  });

  it('says on restore what a backup without the secret means', async () => {
    const plain = path.join(work, 'for-restore.sql');
    expect((await runBackupCli(['backup', plain], env)).code).toBe(0);
    const restored = await runBackupCli(['restore', plain], { DATA_DIR: path.join(work, 'elsewhere') });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('the backup holds no session secret');
    expect(restored.stdout).toContain('--with-secret');
  }, 60_000);
});

describe.runIf(testDriver() === 'postgres')('the session secret of a PostgreSQL deployment', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'vitrine-dump-secret-'));
  const name = `vitrine_secret_${randomBytes(5).toString('hex')}`;
  const target = `vitrine_secret_target_${randomBytes(5).toString('hex')}`;
  const url = testDriver() === 'postgres' ? databaseUrl(name) : '';
  const targetUrl = testDriver() === 'postgres' ? databaseUrl(target) : '';
  const env = () => ({ DATABASE_URL: url, DATA_DIR: path.join(work, 'unused') });
  let secret = '';

  const secretOf = async (where: string) => {
    const client = new pg.Client({ connectionString: where });
    await client.connect();
    try {
      const { rows } = await client.query(`select value from settings where key = 'jwt_secret'`);
      return rows[0]?.value as string | undefined;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await adminQuery(`create database ${name}`);
    await adminQuery(`create database ${target}`);
    for (const where of [url, targetUrl]) {
      const database = await openDatabase({ databaseUrl: where });
      await prepareDatabase(database, { seedDemo: false });
      const own = await sharedJwtSecret(database.db);
      if (where === url) secret = own;
      await database.close();
    }
  }, 120_000);

  afterAll(async () => {
    await adminQuery(`drop database if exists ${name} with (force)`);
    await adminQuery(`drop database if exists ${target} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('dumps the settings row only with --with-secret', async () => {
    const plain = path.join(work, 'plain.sql');
    expect((await runBackupCli(['backup', plain], env())).code).toBe(0);
    expect(readFileSync(plain, 'utf8')).not.toContain(secret);
    const withSecret = path.join(work, 'with.sql');
    expect((await runBackupCli(['backup', withSecret, '--with-secret'], env())).code).toBe(0);
    expect(readFileSync(withSecret, 'utf8')).toContain(secret);
  });

  it("keeps the target's own secret when the backup has none, and takes the backup's when it has one", async () => {
    const before = await secretOf(targetUrl);
    expect(before).toBeDefined();
    expect(before).not.toBe(secret);
    const restoreEnv = { DATABASE_URL: targetUrl, DATA_DIR: path.join(work, 'unused') };

    const plain = await runBackupCli(['restore', path.join(work, 'plain.sql'), '--force'], restoreEnv);
    expect(plain.code, plain.stderr).toBe(0);
    expect(plain.stdout).toContain("this database's own was kept");
    expect(await secretOf(targetUrl)).toBe(before);

    const carried = await runBackupCli(['restore', path.join(work, 'with.sql'), '--force'], restoreEnv);
    expect(carried.code, carried.stderr).toBe(0);
    expect(carried.stdout).toContain("the backup's session secret came with it");
    expect(await secretOf(targetUrl)).toBe(secret);
  }, 60_000);
});
