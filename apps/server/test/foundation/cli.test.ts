import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { shippedMigrations } from '../../src/db/migrations.js';
import { users } from '../../src/db/schema.js';
import { verifyPassword } from '../../src/lib/password.js';
import { adminQuery, databaseUrl, TEMPLATE_DB, testDriver } from '../support/test-database.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const cli = path.join(repoRoot, 'apps/server/src/cli.ts');

/** The operator's command line (`npm run vitrine -- …`), run as its own process on the test's database. */
describe(`the vitrine command on ${testDriver()}`, () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-cli-'));
  const emptyDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-cli-empty-'));
  const names: string[] = [];
  let env: Record<string, string>;
  let emptyEnv: Record<string, string>;

  beforeAll(async () => {
    const base = { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), NODE_ENV: 'test' };
    if (testDriver() === 'postgres') {
      const [seeded, empty] = [0, 1].map(() => `vitrine_cli_${randomBytes(5).toString('hex')}`);
      names.push(seeded, empty);
      await adminQuery(`create database ${seeded} template ${TEMPLATE_DB}`);
      await adminQuery(`create database ${empty}`);
      env = { ...base, DATA_DIR: dataDir, DATABASE_URL: databaseUrl(seeded) };
      emptyEnv = { ...base, DATA_DIR: emptyDir, DATABASE_URL: databaseUrl(empty) };
    } else {
      const database = await openDatabase({ dataDir, pgliteDump: new Blob([readFileSync(inject('templateDump'))]) });
      await database.close();
      env = { ...base, DATA_DIR: dataDir };
      emptyEnv = { ...base, DATA_DIR: emptyDir };
    }
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(emptyDir, { recursive: true, force: true });
    for (const name of names) await adminQuery(`drop database if exists ${name} with (force)`);
  });

  const vitrine = async (args: string[], extra: Record<string, string> = {}, on = env) => {
    try {
      const { stdout, stderr } = await run(tsx, [cli, ...args], { env: { ...on, ...extra } });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  it('create-admin makes a platform admin who can sign in, once per e-mail', async () => {
    const made = await vitrine(['create-admin', 'Boss@Shops.example', '--name', 'Ana Boss'], {
      VITRINE_ADMIN_PASSWORD: 'a long passphrase',
    });
    expect(made).toMatchObject({ code: 0, stdout: 'Platform admin created: Boss@Shops.example\n' });
    const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'Boss@Shops.example'));
    await database.close();
    expect(admin).toMatchObject({ role: 'admin', name: 'Ana Boss' });
    expect(await verifyPassword('a long passphrase', admin.passwordHash)).toBe(true);

    // Any case of the same address is the same account.
    const again = await vitrine(['create-admin', 'boss@shops.example']);
    expect(again).toMatchObject({
      code: 1,
      stderr: 'vitrine: an account with the e-mail boss@shops.example exists already\n',
    });
    const generated = await vitrine(['create-admin', 'second@shops.example']);
    expect(generated.code).toBe(0);
    expect(generated.stdout).toMatch(/password \(shown once; change it after signing in\): [\w-]{16}\n$/);
    const bad = await vitrine(['create-admin', 'not-an-address']);
    expect(bad).toMatchObject({
      code: 1,
      stderr: 'vitrine: EMAIL: Use an e-mail address such as name@example.com.\n',
    });
  });

  it('health checks the disk, mail and the database, and fails on a schema with pending migrations', async () => {
    const healthy = await vitrine(['health']);
    expect(healthy.code, healthy.stdout + healthy.stderr).toBe(0);
    expect(healthy.stdout).toMatch(/^ok {4}disk: \d+ MB free under /m);
    expect(healthy.stdout).toMatch(/^ok {4}mail: written to .*outbox \(SMTP_URL unset\)$/m);
    expect(healthy.stdout).toMatch(
      new RegExp(
        `^ok {4}database: ${testDriver()}, schema current \\(${shippedMigrations().length} migrations\\)$`,
        'm',
      ),
    );
    const empty = await vitrine(['health'], {}, emptyEnv);
    expect(empty.code).toBe(1);
    expect(empty.stdout).toMatch(/^FAIL {2}database: \d+ migration\(s\) pending: 0000_init, /m);
  });

  it('migrate applies the pending migrations, saying which, and then has nothing to do', async () => {
    const all = shippedMigrations();
    const first = await vitrine(['migrate'], {}, emptyEnv);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Migrating the database: ${all.length} migration(s) to apply (${all.join(', ')})…`);
    expect(first.stdout).toContain(`The schema is current: ${all.length} of ${all.length} migrations applied.`);
    const second = await vitrine(['migrate'], {}, emptyEnv);
    expect(second.stdout).toBe(`The schema is current: ${all.length} of ${all.length} migrations applied.\n`);
  });

  it('says how to use it when the verb is unknown', async () => {
    const unknown = await vitrine(['frobnicate']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^usage: npm run vitrine -- VERB\n {2}migrate/);
  });
});
